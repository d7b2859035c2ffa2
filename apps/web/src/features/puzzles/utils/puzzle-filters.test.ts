import type { Category, PuzzleSummary } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import {
  findPuzzles,
  foldText,
  isFiltered,
  NO_FILTERS,
  type PuzzleFilters,
  readFilters,
  writeFilters,
} from './puzzle-filters';

const categories: Category[] = [
  { id: 1, slug: 'algorithms', name: 'Algorithms', description: '', icon: 'code' },
  { id: 2, slug: 'logic-puzzles', name: 'Logic Puzzles', description: '', icon: 'brain' },
];

let nextId = 1;
function puzzle(overrides: Partial<PuzzleSummary>): PuzzleSummary {
  const id = nextId++;
  return {
    id,
    slug: `p-${id}`,
    title: `Puzzle ${id}`,
    description: '',
    difficulty: 'easy',
    categoryId: 1,
    topic: null,
    hintCount: 0,
    hints: [],
    points: 50,
    stars: 1,
    order: id,
    isUnlocked: true,
    personal: false,
    classId: null,
    progress: { status: 'not_started', completedAt: null, reward: 50, solutionSeen: false },
    ...overrides,
  };
}

const started = { status: 'in_progress' as const, completedAt: null, reward: 50, solutionSeen: false };
const done = {
  status: 'completed' as const,
  completedAt: '2026-03-12T10:00:00Z',
  reward: 0,
  solutionSeen: false,
};

const crepe = puzzle({ title: 'Crêpe Stacking', progress: done });
const twoSum = puzzle({ title: 'Two Sum', difficulty: 'medium', progress: started });
const knights = puzzle({ title: 'Knights and Knaves', categoryId: 2, difficulty: 'hard' });
const mine = puzzle({ title: 'Sum of Squares', personal: true, categoryId: 1 });
const all = [mine, crepe, twoSum, knights];

const titles = (filters: Partial<PuzzleFilters>) =>
  findPuzzles(all, categories, { ...NO_FILTERS, ...filters }, 'difficulty').list.map((found) => found.title);

describe('foldText', () => {
  it('drops case and accents and squeezes spaces', () => {
    expect(foldText('  Crêpe   STACKING ')).toBe('crepe stacking');
    expect(foldText('Ångström naïve ÉLAN')).toBe('angstrom naive elan');
  });
});

describe('findPuzzles', () => {
  it('finds titles without regard to case or accents, both ways', () => {
    expect(titles({ query: 'CREPE' })).toEqual(['Crêpe Stacking']);
    expect(titles({ query: 'crêpe' })).toEqual(['Crêpe Stacking']);
    expect(titles({ query: 'stack crep' })).toEqual(['Crêpe Stacking']);
    expect(titles({ query: 'nothing like this' })).toEqual([]);
  });

  it('finds by the track’s name, and the practice puzzles by “practice”', () => {
    expect(titles({ query: 'logic' })).toEqual(['Knights and Knaves']);
    expect(titles({ query: 'practice' })).toEqual(['Sum of Squares']);
    expect(titles({ query: 'sum' })).toEqual(['Two Sum', 'Sum of Squares']);
  });

  it('filters by status: unsolved, attempted (started, not solved) and solved', () => {
    expect(titles({ status: 'solved' })).toEqual(['Crêpe Stacking']);
    expect(titles({ status: 'attempted' })).toEqual(['Two Sum']);
    expect(titles({ status: 'unsolved' })).toEqual(['Two Sum', 'Knights and Knaves', 'Sum of Squares']);
    expect(titles({ status: 'all' })).toHaveLength(4);
  });

  it('filters by difficulty and track; the practice puzzles are their own group, after the tracks’', () => {
    expect(titles({ difficulty: 'hard' })).toEqual(['Knights and Knaves']);
    expect(titles({ track: 'algorithms' })).toEqual(['Crêpe Stacking', 'Two Sum']);
    expect(titles({ track: 'practice' })).toEqual(['Sum of Squares']);
    const found = findPuzzles(all, categories, NO_FILTERS, 'difficulty');
    expect(found.list.at(-1)?.title).toBe('Sum of Squares');
    expect(found.practice.map((entry) => entry.title)).toEqual(['Sum of Squares']);
    expect(found.tracks).toHaveLength(3);
    expect(found.total).toBe(4);
    expect(found.hasPractice).toBe(true);
  });

  it('combines every filter', () => {
    expect(titles({ query: 'sum', status: 'attempted', difficulty: 'medium', track: 'algorithms' })).toEqual([
      'Two Sum',
    ]);
    expect(titles({ query: 'sum', status: 'solved' })).toEqual([]);
  });
});

describe('the filters in the query string', () => {
  it('reads what it wrote, keeps other parameters, and leaves defaults out', () => {
    const filters: PuzzleFilters = {
      query: 'two sum',
      status: 'unsolved',
      difficulty: 'medium',
      track: 'practice',
    };
    const params = writeFilters(new URLSearchParams('puzzle=two-sum'), filters);
    expect(params.get('puzzle')).toBe('two-sum');
    expect(readFilters(params, categories)).toEqual(filters);
    expect(writeFilters(params, NO_FILTERS).toString()).toBe('puzzle=two-sum');
  });

  it('ignores values that name nothing', () => {
    const params = new URLSearchParams('status=done&difficulty=extreme&category=cooking');
    expect(readFilters(params, categories)).toEqual(NO_FILTERS);
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, query: '  ' })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, track: 'algorithms' })).toBe(true);
  });
});
