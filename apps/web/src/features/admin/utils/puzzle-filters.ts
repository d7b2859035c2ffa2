import type { AdminPuzzleSummary, Difficulty, PuzzleSource } from '@codequest/contracts';

/** The admin puzzle list's filters; `'all'` leaves a facet open. */
export interface PuzzleFilters {
  search: string;
  trackId: number | 'all';
  difficulty: Difficulty | 'all';
  source: PuzzleSource | 'all';
  status: 'live' | 'retired' | 'all';
}

export const DEFAULT_PUZZLE_FILTERS: PuzzleFilters = {
  search: '',
  trackId: 'all',
  difficulty: 'all',
  source: 'all',
  status: 'all',
};

/** The puzzles that pass every filter, in the server's (track) order. The search matches title or slug. */
export function filterPuzzles(
  puzzles: readonly AdminPuzzleSummary[],
  filters: PuzzleFilters,
): AdminPuzzleSummary[] {
  const needle = filters.search.trim().toLowerCase();
  return puzzles.filter(
    (puzzle) =>
      (needle === '' ||
        puzzle.title.toLowerCase().includes(needle) ||
        puzzle.slug.toLowerCase().includes(needle)) &&
      (filters.trackId === 'all' || puzzle.categoryId === filters.trackId) &&
      (filters.difficulty === 'all' || puzzle.difficulty === filters.difficulty) &&
      (filters.source === 'all' || puzzle.source === filters.source) &&
      (filters.status === 'all' || puzzle.retired === (filters.status === 'retired')),
  );
}

/** One page (1-based) of a list already in memory. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}
