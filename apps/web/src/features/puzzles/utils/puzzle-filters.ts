import { type Category, DIFFICULTIES, type Difficulty, type PuzzleSummary } from '@codequest/contracts';
import { listPuzzles, type SortOrder } from './puzzle-list';

/**
 * Finding puzzles in the sidebar: a search (title and track name, without regard to case or accents), the
 * status, difficulty and track filters, all kept in the query string (?q=…&status=…&difficulty=…&category=…)
 * so that a reload or a shared link shows the same list. The learner's own practice puzzles are a group of
 * their own, after the tracks' ("Practice"), and the track filter can pick them alone.
 */

export const STATUS_FILTERS = ['all', 'unsolved', 'attempted', 'solved'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'All',
  unsolved: 'Unsolved',
  attempted: 'Attempted',
  solved: 'Solved',
};

/** The track filter's value for the learner's own practice puzzles (tracks are named by their slugs). */
export const PRACTICE = 'practice';

/** The query-string names of the filters (the track is the screen's existing `category`). */
export const FILTER_SEARCH = {
  query: 'q',
  status: 'status',
  difficulty: 'difficulty',
  track: 'category',
} as const;

export interface PuzzleFilters {
  query: string;
  status: StatusFilter;
  difficulty: Difficulty | null;
  /** A track's slug, PRACTICE, or null for every puzzle. */
  track: string | null;
}

export const NO_FILTERS: PuzzleFilters = { query: '', status: 'all', difficulty: null, track: null };

/** The filters a query string holds; a value that names nothing is no filter. */
export function readFilters(params: URLSearchParams, categories: Category[]): PuzzleFilters {
  const status = params.get(FILTER_SEARCH.status);
  const difficulty = params.get(FILTER_SEARCH.difficulty);
  const track = params.get(FILTER_SEARCH.track);
  return {
    query: params.get(FILTER_SEARCH.query) ?? '',
    status: STATUS_FILTERS.find((value) => value === status) ?? 'all',
    difficulty: DIFFICULTIES.find((value) => value === difficulty) ?? null,
    track: track === PRACTICE || categories.some((category) => category.slug === track) ? track : null,
  };
}

/** `params` with the filters written in (and those at their default left out); other parameters kept. */
export function writeFilters(params: URLSearchParams, filters: PuzzleFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };
  set(FILTER_SEARCH.query, filters.query);
  set(FILTER_SEARCH.status, filters.status === 'all' ? null : filters.status);
  set(FILTER_SEARCH.difficulty, filters.difficulty);
  set(FILTER_SEARCH.track, filters.track);
  return next;
}

/** Whether any filter narrows the list (the track included). */
export function isFiltered(filters: PuzzleFilters): boolean {
  return (
    filters.query.trim() !== '' ||
    filters.status !== 'all' ||
    filters.difficulty !== null ||
    filters.track !== null
  );
}

/** Text as the search compares it: lower case, accents dropped ("Élan" finds "elan" and the reverse). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}

function matchesStatus(puzzle: PuzzleSummary, status: StatusFilter): boolean {
  switch (status) {
    case 'all':
      return true;
    case 'unsolved':
      return puzzle.progress.status !== 'completed';
    case 'attempted':
      return puzzle.progress.status === 'in_progress';
    case 'solved':
      return puzzle.progress.status === 'completed';
  }
}

function matchesTrack(
  puzzle: PuzzleSummary,
  track: string | null,
  categories: Map<number, Category>,
): boolean {
  if (track === null) return true;
  if (track === PRACTICE) return puzzle.personal;
  return !puzzle.personal && categories.get(puzzle.categoryId)?.slug === track;
}

/** Every word of the query is in the title or the track's name. */
function matchesQuery(puzzle: PuzzleSummary, words: string[], categories: Map<number, Category>): boolean {
  if (words.length === 0) return true;
  const trackName = puzzle.personal ? 'Practice' : (categories.get(puzzle.categoryId)?.name ?? '');
  const haystack = foldText(`${puzzle.title} ${trackName}`);
  return words.every((word) => haystack.includes(word));
}

export interface FoundPuzzles {
  /** The tracks' puzzles, then the practice ones: the order of the list and of Next. */
  list: PuzzleSummary[];
  /** The tracks' puzzles that match. */
  tracks: PuzzleSummary[];
  /** The learner's own practice puzzles that match. */
  practice: PuzzleSummary[];
  /** Every puzzle the learner can see. */
  total: number;
  /** The learner has practice puzzles of their own (matching or not). */
  hasPractice: boolean;
}

/** The puzzles that match the filters, in the chosen order, the practice ones after the tracks'. */
export function findPuzzles(
  puzzles: PuzzleSummary[],
  categories: Category[],
  filters: PuzzleFilters,
  order: SortOrder,
): FoundPuzzles {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const words = foldText(filters.query).split(' ').filter(Boolean);
  const matching = listPuzzles(puzzles, null, order).filter(
    (puzzle) =>
      matchesTrack(puzzle, filters.track, byId) &&
      matchesStatus(puzzle, filters.status) &&
      (filters.difficulty === null || puzzle.difficulty === filters.difficulty) &&
      matchesQuery(puzzle, words, byId),
  );
  const tracks = matching.filter((puzzle) => !puzzle.personal);
  const practice = matching.filter((puzzle) => puzzle.personal);
  return {
    list: [...tracks, ...practice],
    tracks,
    practice,
    total: puzzles.length,
    hasPractice: puzzles.some((puzzle) => puzzle.personal),
  };
}
