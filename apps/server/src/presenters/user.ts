import { type Difficulty, rankTier, type User, XP_PER_LEVEL } from '@codequest/contracts';
import type { UserRow } from '../db/schema';
import { currentStreak } from '../lib/streaks';
import { pendingZone, zoneInForce } from '../lib/time-zones';

/** What is looked up about a user besides their row, to present them (services/user-stats). */
export interface UserStanding {
  rank: number;
  /** Their solves (services/solved): by difficulty, and in one track. */
  solved: { byDifficulty: Record<Difficulty, number>; inTrack(categoryId: number): number };
  /** Every track in order, with its count of live shared puzzles (a string from PostgreSQL). */
  tracks: Array<{ id: number; name: string; total: number | string }>;
  /** Their latest completions, newest first. */
  recentSolves: Array<{
    id: number;
    title: string;
    difficulty: Difficulty;
    xp_awarded: number;
    completed_at: number | null;
  }>;
}

/** Turns a users row into the API's User: the only way a user leaves the server (no hash can slip out). */
export function presentUser(row: UserRow, standing: UserStanding, now: number): User {
  const timeZone = zoneInForce(row, now);
  const next = pendingZone(row, now);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    mobile: row.mobile,
    isAdmin: row.is_admin === 1,
    isTeacher: row.is_teacher === 1,
    timeZone,
    nextTimeZone: next ? { timeZone: next.timeZone, from: new Date(next.from).toISOString() } : null,
    ...levelOf(row.total_xp),
    streak: currentStreak({ count: row.streak_count, lastDay: row.streak_last_day }, now, timeZone),
    solvedCount: row.solved_count,
    tier: rankTier(row.solved_count),
    rank: standing.rank,
    solvedByDifficulty: standing.solved.byDifficulty,
    solvedByTrack: standing.tracks.map((track) => ({
      categoryId: track.id,
      name: track.name,
      solved: standing.solved.inTrack(track.id),
      total: Number(track.total),
    })),
    recentSolves: standing.recentSolves.map((solve) => ({
      puzzleId: solve.id,
      title: solve.title,
      difficulty: solve.difficulty,
      xpAwarded: solve.xp_awarded,
      completedAt: new Date(solve.completed_at ?? 0).toISOString(),
    })),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Level = floor(totalXP / 1000) + 1; currentXP is the XP within the level. */
export function levelOf(totalXP: number): { level: number; totalXP: number; currentXP: number } {
  return { level: Math.floor(totalXP / XP_PER_LEVEL) + 1, totalXP, currentXP: totalXP % XP_PER_LEVEL };
}
