import { type Difficulty, SOLVES_TO_UNLOCK_NEXT_DIFFICULTY } from '@codequest/contracts';

/** Which puzzles a learner may open: harder ones open as easier ones in the same track are solved. */

const PREREQUISITE: Record<Difficulty, Difficulty | null> = { easy: null, medium: 'easy', hard: 'medium' };

export interface SolvedCounts {
  /** Completed puzzles per category id and difficulty. */
  get(categoryId: number, difficulty: Difficulty): number;
}

export function isUnlocked(
  puzzle: { categoryId: number; difficulty: Difficulty },
  solved: SolvedCounts,
): boolean {
  const before = PREREQUISITE[puzzle.difficulty];
  return before === null || solved.get(puzzle.categoryId, before) >= SOLVES_TO_UNLOCK_NEXT_DIFFICULTY;
}

export function countSolved(completed: Array<{ categoryId: number; difficulty: Difficulty }>): SolvedCounts {
  const counts = new Map<string, number>();
  for (const puzzle of completed) {
    const key = `${puzzle.categoryId}:${puzzle.difficulty}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return { get: (categoryId, difficulty) => counts.get(`${categoryId}:${difficulty}`) ?? 0 };
}
