import {
  type Category,
  DIFFICULTIES,
  type Difficulty,
  type PuzzleSummary,
  SOLVES_TO_UNLOCK_NEXT_DIFFICULTY,
} from '@codequest/contracts';

/** The sidebar's list: filtering by category, the three sort orders, Next, and what a locked puzzle needs. */

export const SORT_ORDERS = ['difficulty', 'progress', 'recent'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const SORT_LABELS: Record<SortOrder, string> = {
  difficulty: 'Difficulty',
  progress: 'Progress',
  recent: 'Recent',
};

const STATUS_RANK = { in_progress: 0, not_started: 1, completed: 2 } as const;

/**
 * The puzzles of one category (or all, for null) in the chosen order. The server lists them in catalogue
 * order (track, then order in the track), which breaks every tie.
 * - difficulty: easy, medium, hard.
 * - progress: started but unsolved first, then not started, then solved.
 * - recent: the latest solves first, then the rest.
 */
export function listPuzzles(
  puzzles: PuzzleSummary[],
  categoryId: number | null,
  order: SortOrder,
): PuzzleSummary[] {
  const position = new Map(puzzles.map((puzzle, index) => [puzzle.id, index]));
  const inCatalogueOrder = (a: PuzzleSummary, b: PuzzleSummary) =>
    (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0);
  const compare: Record<SortOrder, (a: PuzzleSummary, b: PuzzleSummary) => number> = {
    difficulty: (a, b) => DIFFICULTIES.indexOf(a.difficulty) - DIFFICULTIES.indexOf(b.difficulty),
    progress: (a, b) => STATUS_RANK[a.progress.status] - STATUS_RANK[b.progress.status],
    recent: (a, b) => solvedAt(b) - solvedAt(a),
  };
  return puzzles
    .filter((puzzle) => categoryId === null || puzzle.categoryId === categoryId)
    .sort((a, b) => compare[order](a, b) || inCatalogueOrder(a, b));
}

function solvedAt(puzzle: PuzzleSummary): number {
  if (puzzle.progress.status !== 'completed' || !puzzle.progress.completedAt) return 0;
  return new Date(puzzle.progress.completedAt).getTime() || 0;
}

/** The puzzle after `currentId` in the list; the first when the current one is not in it; null at the end. */
export function nextPuzzle(list: PuzzleSummary[], currentId: number): PuzzleSummary | null {
  const index = list.findIndex((puzzle) => puzzle.id === currentId);
  return list[index + 1] ?? null;
}

export interface TrackSummary {
  category: Category;
  total: number;
  solved: number;
  byDifficulty: Record<Difficulty, { total: number; solved: number }>;
}

/** Each track's puzzles and solves. A learner's own practice puzzles are theirs, not the track's. */
export function summarizeTracks(categories: Category[], puzzles: PuzzleSummary[]): TrackSummary[] {
  return categories.map((category) => {
    const own = puzzles.filter((puzzle) => puzzle.categoryId === category.id && !puzzle.personal);
    const byDifficulty = Object.fromEntries(
      DIFFICULTIES.map((difficulty) => {
        const ofDifficulty = own.filter((puzzle) => puzzle.difficulty === difficulty);
        return [difficulty, { total: ofDifficulty.length, solved: ofDifficulty.filter(isSolved).length }];
      }),
    ) as TrackSummary['byDifficulty'];
    return { category, total: own.length, solved: own.filter(isSolved).length, byDifficulty };
  });
}

export const isSolved = (puzzle: PuzzleSummary): boolean => puzzle.progress.status === 'completed';

const PREREQUISITE: Record<Difficulty, Difficulty | null> = { easy: null, medium: 'easy', hard: 'medium' };

export interface UnlockRequirement {
  /** Solve this many puzzles… */
  needed: number;
  /** …of this difficulty… */
  difficulty: Difficulty;
  /** …in the puzzle's own track; this many are solved already. */
  solved: number;
  /** Unsolved, open puzzles that count towards it. */
  candidates: PuzzleSummary[];
}

/** What unlocks a locked puzzle: medium ones open after 3 easy solves in the track, hard after 3 medium. */
export function unlockRequirement(puzzle: PuzzleSummary, puzzles: PuzzleSummary[]): UnlockRequirement | null {
  const difficulty = PREREQUISITE[puzzle.difficulty];
  if (puzzle.isUnlocked || difficulty === null) return null;
  const counting = puzzles.filter(
    (other) => other.categoryId === puzzle.categoryId && other.difficulty === difficulty && !other.personal,
  );
  return {
    needed: SOLVES_TO_UNLOCK_NEXT_DIFFICULTY,
    difficulty,
    solved: counting.filter(isSolved).length,
    candidates: counting.filter((other) => other.isUnlocked && !isSolved(other)),
  };
}
