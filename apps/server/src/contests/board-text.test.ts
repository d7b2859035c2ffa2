import { rankRows, type Scoreboard, scoreboardUpdate } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { changedRows, updateText, writeBoard } from './board-text';

/**
 * A board written once a reading says what JSON.stringify would, and what changed between two readings is
 * what contracts' scoreboardUpdate says: the same rows, or the whole board when more than rows changed.
 */

type Row = Scoreboard['rows'][number];

const row = (username: string, solved: number, tries = solved): Row => ({
  rank: 0,
  username,
  virtual: false,
  solved,
  penalty: solved * 20,
  score: solved,
  cells: [
    {
      label: 'A',
      tries,
      pending: 0,
      solved: solved > 0,
      solvedAtMinute: solved > 0 ? 20 : null,
      firstSolve: false,
      score: 0,
    },
  ],
});

const board = (rows: Row[], serverTime = '2026-12-01T10:00:00.000Z'): Scoreboard => ({
  contestId: 7,
  scoring: 'icpc',
  frozen: false,
  labels: ['A'],
  rows: rankRows('icpc', rows),
  serverTime,
});

/** Many rows, so that writing takes several turns. */
const crowd = (count: number, solvedBy: (index: number) => number): Row[] =>
  Array.from({ length: count }, (_, index) => row(`learner${index}`, solvedBy(index)));

describe('a board written once a reading', () => {
  it('is the board as JSON, its server time put first by the copy that answers it', async () => {
    const read = board(crowd(700, (index) => index % 3));
    const text = await writeBoard(read);
    const copy = `{"serverTime":${JSON.stringify(read.serverTime)},${text.body}`;
    expect(JSON.parse(copy)).toEqual(read);
    expect(text.rows.map((json) => JSON.parse(json))).toEqual(read.rows);
  });

  it('says what changed as scoreboardUpdate does: rows whose content changed, not those only ranked anew', async () => {
    const before = board(crowd(600, (index) => (index === 5 ? 0 : index % 2)));
    // learner5 solves, which moves many rows down a rank; learner9 tries once more; a newcomer registers.
    const after = board(
      [
        ...crowd(600, (index) => (index === 5 ? 1 : index % 2)).map((entry) =>
          entry.username === 'learner9' ? row('learner9', 1, 2) : entry,
        ),
        row('newcomer', 0),
      ],
      '2026-12-01T10:00:01.000Z',
    );
    const changed = changedRows(await writeBoard(before), await writeBoard(after));
    const expected = scoreboardUpdate(before, after);
    expect(changed).toBeDefined();
    expect(JSON.parse(updateText(changed ?? [], after.serverTime))).toEqual(expected);
    expect(expected?.rows.map((entry) => entry.username).sort()).toEqual([
      'learner5',
      'learner9',
      'newcomer',
    ]);
  });

  it('says nothing changed when nothing did, and takes the whole board when more than rows changed', async () => {
    const before = board(crowd(10, (index) => index % 2));
    const written = await writeBoard(before);
    expect(changedRows(written, await writeBoard({ ...before, serverTime: 'later' }))).toEqual([]);
    for (const after of [
      { ...before, frozen: true },
      { ...before, labels: ['A', 'B'] },
      { ...before, scoring: 'ioi' as const },
    ]) {
      expect(scoreboardUpdate(before, after)).toBeUndefined();
      expect(changedRows(written, await writeBoard(after))).toBeUndefined();
    }
  });
});
