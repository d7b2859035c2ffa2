import type { AdminStatsResponse, Difficulty } from '@codequest/contracts';
import { levelOf } from './user';

/** The admin overview's figures, from the counts and rows services/admin-stats reads. */

export interface AdminStatsRows {
  /** Counts as the database returns them (PostgreSQL: strings). */
  users: number | string;
  puzzles: number | string;
  sessions: number | string;
  todayCount: number | string;
  /** Today's latest solves, newest first. */
  today: Array<{
    userId: number;
    username: string;
    puzzleId: number;
    title: string;
    difficulty: Difficulty;
    completed_at: number | null;
  }>;
  /** The leaderboard's first, if anyone has XP. */
  top: { id: number; username: string; total_xp: number; solved_count: number } | undefined;
}

export function presentAdminStats(rows: AdminStatsRows, now: number): AdminStatsResponse {
  const { top } = rows;
  return {
    totalUsers: Number(rows.users),
    totalPuzzles: Number(rows.puzzles),
    activeSessions: Number(rows.sessions),
    todaySolutionsWithUsers: rows.today.map((row) => ({
      userId: row.userId,
      username: row.username,
      puzzleId: row.puzzleId,
      title: row.title,
      difficulty: row.difficulty,
      completedAt: new Date(row.completed_at ?? now).toISOString(),
    })),
    todaySolutionsCount: Number(rows.todayCount),
    questMaster: top
      ? {
          id: top.id,
          username: top.username,
          totalXP: top.total_xp,
          level: levelOf(top.total_xp).level,
          solvedCount: top.solved_count,
        }
      : null,
  };
}
