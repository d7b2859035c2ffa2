import type { AdminUser, LeaderboardEntry, PuzzleSummary } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { assembleProgress } from './progress-view';

const user: AdminUser = {
  id: 7,
  username: 'ada',
  email: 'ada@example.com',
  mobile: null,
  isAdmin: false,
  level: 2,
  totalXP: 1250,
  createdAt: '2025-01-01T00:00:00.000Z',
};

function puzzle(id: number, overrides: Partial<PuzzleSummary>): PuzzleSummary {
  return {
    id,
    slug: `p${id}`,
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
    progress: { status: 'not_started', completedAt: null },
    ...overrides,
  };
}

const done = (completedAt: string) => ({ progress: { status: 'completed' as const, completedAt } });
const categories = [
  { id: 1, slug: 'algorithms', name: 'Algorithms', description: '', icon: 'cpu' },
  { id: 2, slug: 'data-structures', name: 'Data Structures', description: '', icon: 'network' },
];

describe('assembleProgress', () => {
  const puzzles = [
    puzzle(1, done('2025-03-01T00:00:00.000Z')),
    puzzle(2, { ...done('2025-03-05T00:00:00.000Z'), difficulty: 'medium' }),
    puzzle(3, {}),
    puzzle(4, { categoryId: 2 }),
  ];

  it('counts solves by difficulty and track, newest solve first', () => {
    const view = assembleProgress({ user, puzzles, categories, leaderboard: [] });
    expect(view.solvedByDifficulty).toEqual({ easy: 1, medium: 1, hard: 0 });
    expect(view.solvedByTrack).toEqual([
      { categoryId: 1, name: 'Algorithms', solved: 2, total: 3 },
      { categoryId: 2, name: 'Data Structures', solved: 0, total: 1 },
    ]);
    expect(view.recentSolves.map((solve) => solve.puzzleId)).toEqual([2, 1]);
    expect(view.recentSolves[0]?.xpAwarded).toBeNull();
    expect(view).toMatchObject({
      level: 2,
      totalXP: 1250,
      currentXP: 250,
      solvedCount: 2,
      tier: 'First Steps',
    });
  });

  it('takes rank, streak and solved count from the leaderboard row when there is one', () => {
    const row: LeaderboardEntry = {
      rank: 4,
      user: { id: 7, username: 'ada', streak: 3 },
      totalXP: 1250,
      solvedCount: 5,
      level: 2,
      isYou: false,
    };
    const view = assembleProgress({ user, puzzles, categories, leaderboard: [row] });
    expect(view).toMatchObject({ rank: 4, streak: 3, solvedCount: 5, tier: 'Getting Started' });
  });

  it('leaves rank and streak unknown outside the leaderboard', () => {
    const view = assembleProgress({ user, puzzles, categories, leaderboard: [] });
    expect(view.rank).toBeNull();
    expect(view.streak).toBeNull();
  });
});
