import type { Difficulty, User } from '@codequest/contracts';

/**
 * What the progress screen shows, whoever it is about: the signed-in user's own profile, or for admins
 * (?userId=) that user's profile from GET /api/admin/user/{id}. Figures a view cannot know may be null.
 */
export interface ProgressView {
  userId: number;
  username: string;
  level: number;
  totalXP: number;
  currentXP: number;
  streak: number | null;
  solvedCount: number;
  rank: number | null;
  tier: string;
  solvedByDifficulty: Record<Difficulty, number>;
  solvedByTrack: { categoryId: number; name: string; solved: number; total: number }[];
  /** Newest first. */
  recentSolves: {
    puzzleId: number;
    title: string;
    difficulty: Difficulty;
    xpAwarded: number | null;
    completedAt: string;
  }[];
}

export function progressFromUser(user: User): ProgressView {
  return {
    userId: user.id,
    username: user.username,
    level: user.level,
    totalXP: user.totalXP,
    currentXP: user.currentXP,
    streak: user.streak,
    solvedCount: user.solvedCount,
    rank: user.rank,
    tier: user.tier,
    solvedByDifficulty: user.solvedByDifficulty,
    solvedByTrack: user.solvedByTrack,
    recentSolves: user.recentSolves,
  };
}
