import {
  type AdminUser,
  type Category,
  type Difficulty,
  type LeaderboardEntry,
  type PuzzleSummary,
  rankTier,
  type User,
  XP_PER_LEVEL,
} from '@codequest/contracts';

/**
 * What the progress screen shows, whoever it is about. For the signed-in user it is their profile as is; for
 * another user (admins, ?userId=) it is pieced together from the endpoints that exist today, so a few
 * figures may be unknown (null): the streak and rank when the user is outside the leaderboard's top 100,
 * and the XP each solve paid.
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

export function assembleProgress({
  user,
  puzzles,
  categories,
  leaderboard,
}: {
  user: AdminUser;
  /** The catalogue with this user's progress (GET /api/puzzles?userId=). */
  puzzles: PuzzleSummary[];
  categories: Category[];
  leaderboard: LeaderboardEntry[];
}): ProgressView {
  const solved = puzzles.filter((puzzle) => puzzle.progress.status === 'completed');
  const row = leaderboard.find((entry) => entry.user.id === user.id);
  const solvedCount = row?.solvedCount ?? solved.length;
  const count = (difficulty: Difficulty) =>
    solved.filter((puzzle) => puzzle.difficulty === difficulty).length;
  return {
    userId: user.id,
    username: user.username,
    level: user.level,
    totalXP: user.totalXP,
    currentXP: user.totalXP % XP_PER_LEVEL,
    streak: row?.user.streak ?? null,
    solvedCount,
    rank: row?.rank ?? null,
    tier: rankTier(solvedCount),
    solvedByDifficulty: { easy: count('easy'), medium: count('medium'), hard: count('hard') },
    solvedByTrack: categories.map((category) => ({
      categoryId: category.id,
      name: category.name,
      solved: solved.filter((puzzle) => puzzle.categoryId === category.id).length,
      total: puzzles.filter((puzzle) => puzzle.categoryId === category.id).length,
    })),
    recentSolves: solved
      .map((puzzle) => ({
        puzzleId: puzzle.id,
        title: puzzle.title,
        difficulty: puzzle.difficulty,
        xpAwarded: null,
        completedAt: puzzle.progress.completedAt ?? '',
      }))
      .sort((a, b) => b.completedAt.localeCompare(a.completedAt)),
  };
}
