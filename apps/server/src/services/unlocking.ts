import { type Difficulty, SOLVES_TO_UNLOCK_NEXT_DIFFICULTY } from '@codequest/contracts';
import type { SolvedCounts } from './solved';

/** Which puzzles a learner may open: harder ones open as easier ones in the same track are solved. */

const PREREQUISITE: Record<Difficulty, Difficulty | null> = { easy: null, medium: 'easy', hard: 'medium' };

export function isUnlocked(
  puzzle: { categoryId: number; difficulty: Difficulty },
  solved: Pick<SolvedCounts, 'get'>,
): boolean {
  const before = PREREQUISITE[puzzle.difficulty];
  return before === null || solved.get(puzzle.categoryId, before) >= SOLVES_TO_UNLOCK_NEXT_DIFFICULTY;
}
