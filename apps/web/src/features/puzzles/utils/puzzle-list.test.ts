import type { PuzzleSummary } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { listPuzzles, nextPuzzle, summarizeTracks, unlockRequirement } from './puzzle-list';

let nextId = 1;
function puzzle(overrides: Partial<PuzzleSummary> & Pick<PuzzleSummary, 'difficulty'>): PuzzleSummary {
  const id = nextId++;
  return {
    id,
    slug: `p-${id}`,
    title: `Puzzle ${id}`,
    description: '',
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

const solved = (at: string) => ({
  status: 'completed' as const,
  completedAt: at,
  reward: 0,
  solutionSeen: false,
});

describe('listPuzzles', () => {
  const hard = puzzle({ difficulty: 'hard', isUnlocked: false });
  const easyDone = puzzle({ difficulty: 'easy', progress: solved('2025-03-01T10:00:00Z') });
  const medium = puzzle({
    difficulty: 'medium',
    progress: { status: 'in_progress', completedAt: null, reward: 50, solutionSeen: false },
  });
  const easy = puzzle({ difficulty: 'easy' });
  const easyDoneLater = puzzle({ difficulty: 'easy', progress: solved('2025-03-02T10:00:00Z') });
  const otherTrack = puzzle({ difficulty: 'easy', categoryId: 2 });
  const all = [hard, easyDone, medium, easy, easyDoneLater, otherTrack];
  const ids = (list: PuzzleSummary[]) => list.map((p) => p.id);

  it('sorts by difficulty, ties in catalogue order', () => {
    expect(ids(listPuzzles(all, null, 'difficulty'))).toEqual(
      ids([easyDone, easy, easyDoneLater, otherTrack, medium, hard]),
    );
  });

  it('sorts by progress: started, not started, solved', () => {
    expect(ids(listPuzzles(all, null, 'progress'))).toEqual(
      ids([medium, hard, easy, otherTrack, easyDone, easyDoneLater]),
    );
  });

  it('sorts by recent solves first', () => {
    expect(ids(listPuzzles(all, null, 'recent')).slice(0, 2)).toEqual(ids([easyDoneLater, easyDone]));
  });

  it('keeps one category', () => {
    expect(ids(listPuzzles(all, 2, 'difficulty'))).toEqual([otherTrack.id]);
    expect(listPuzzles(all, 1, 'difficulty')).toHaveLength(5);
  });

  it('does not reorder the list it was given', () => {
    const copy = [...all];
    listPuzzles(all, null, 'recent');
    expect(all).toEqual(copy);
  });
});

describe('nextPuzzle', () => {
  const [a, b, c] = [
    puzzle({ difficulty: 'easy' }),
    puzzle({ difficulty: 'easy' }),
    puzzle({ difficulty: 'easy' }),
  ];

  it('moves to the next one in the list, and to nothing after the last', () => {
    expect(nextPuzzle([a, b, c], a.id)?.id).toBe(b.id);
    expect(nextPuzzle([a, b, c], c.id)).toBeNull();
  });

  it('starts at the top when the current puzzle is not in the list', () => {
    expect(nextPuzzle([b, c], a.id)?.id).toBe(b.id);
  });
});

describe('summarizeTracks', () => {
  it('counts puzzles and solves per track and difficulty', () => {
    const category = { id: 1, slug: 'algorithms', name: 'Algorithms', description: '', icon: 'cpu' };
    const empty = { id: 3, slug: 'logic-puzzles', name: 'Logic Puzzles', description: '', icon: 'brain' };
    const puzzles = [
      puzzle({ difficulty: 'easy', progress: solved('2025-01-01T00:00:00Z') }),
      puzzle({ difficulty: 'easy' }),
      puzzle({ difficulty: 'hard' }),
    ];
    const [algorithms, logic] = summarizeTracks([category, empty], puzzles);
    expect(algorithms).toMatchObject({
      total: 3,
      solved: 1,
      byDifficulty: {
        easy: { total: 2, solved: 1 },
        medium: { total: 0, solved: 0 },
        hard: { total: 1, solved: 0 },
      },
    });
    expect(logic).toMatchObject({ total: 0, solved: 0 });
  });
});

describe('unlockRequirement', () => {
  it('asks for 3 easy solves in the track for a locked medium puzzle', () => {
    const done = puzzle({ difficulty: 'easy', progress: solved('2025-01-01T00:00:00Z') });
    const open = puzzle({ difficulty: 'easy' });
    const elsewhere = puzzle({ difficulty: 'easy', categoryId: 2, progress: solved('2025-01-01T00:00:00Z') });
    const locked = puzzle({ difficulty: 'medium', isUnlocked: false });
    const requirement = unlockRequirement(locked, [done, open, elsewhere, locked]);
    expect(requirement).toMatchObject({ needed: 3, difficulty: 'easy', solved: 1 });
    expect(requirement?.candidates.map((p) => p.id)).toEqual([open.id]);
  });

  it('asks for medium solves for a hard puzzle, and nothing for an open one', () => {
    const locked = puzzle({ difficulty: 'hard', isUnlocked: false });
    expect(unlockRequirement(locked, [locked])?.difficulty).toBe('medium');
    expect(unlockRequirement(puzzle({ difficulty: 'medium' }), [])).toBeNull();
  });
});
