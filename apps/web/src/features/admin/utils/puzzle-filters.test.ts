import type { AdminPuzzleSummary } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUZZLE_FILTERS, filterPuzzles, pageOf } from './puzzle-filters';

const puzzle = (overrides: Partial<AdminPuzzleSummary>): AdminPuzzleSummary => ({
  id: 1,
  slug: 'second-largest',
  title: 'Second Largest',
  description: '',
  categoryId: 1,
  difficulty: 'easy',
  topic: null,
  points: 50,
  stars: 1,
  order: 1,
  source: 'catalogue',
  readOnly: true,
  retired: false,
  retiredAt: null,
  draft: false,
  testCount: 3,
  hiddenTestCount: 1,
  solutionLanguages: ['c', 'cpp', 'java', 'javascript', 'python'],
  solves: 0,
  submissions: 0,
  acceptedSubmissions: 0,
  acceptanceRate: null,
  createdBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const puzzles = [
  puzzle({ id: 1 }),
  puzzle({
    id: 2,
    slug: 'sum-pairs',
    title: 'Sum Pairs',
    categoryId: 2,
    difficulty: 'hard',
    source: 'admin',
  }),
  puzzle({ id: 3, slug: 'old-one', title: 'Old One', retired: true, source: 'admin' }),
];
const ids = (list: AdminPuzzleSummary[]) => list.map((item) => item.id);

describe('filterPuzzles', () => {
  it('keeps everything with the default filters', () => {
    expect(ids(filterPuzzles(puzzles, DEFAULT_PUZZLE_FILTERS))).toEqual([1, 2, 3]);
  });

  it('searches title and slug, ignoring case and outer spaces', () => {
    expect(ids(filterPuzzles(puzzles, { ...DEFAULT_PUZZLE_FILTERS, search: '  SUM ' }))).toEqual([2]);
    expect(ids(filterPuzzles(puzzles, { ...DEFAULT_PUZZLE_FILTERS, search: 'old-' }))).toEqual([3]);
  });

  it('combines track, difficulty, source and status', () => {
    expect(ids(filterPuzzles(puzzles, { ...DEFAULT_PUZZLE_FILTERS, trackId: 1 }))).toEqual([1, 3]);
    expect(ids(filterPuzzles(puzzles, { ...DEFAULT_PUZZLE_FILTERS, difficulty: 'hard' }))).toEqual([2]);
    expect(
      ids(filterPuzzles(puzzles, { ...DEFAULT_PUZZLE_FILTERS, source: 'admin', status: 'live' })),
    ).toEqual([2]);
    expect(ids(filterPuzzles(puzzles, { ...DEFAULT_PUZZLE_FILTERS, status: 'retired' }))).toEqual([3]);
  });
});

describe('pageOf', () => {
  it('cuts 1-based pages', () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageOf([1, 2, 3, 4, 5], 3, 2)).toEqual([5]);
  });
});
