import { describe, expect, it } from 'vitest';
import { applyScoreboardUpdate, rankRows, type Scoreboard, scoreboardUpdate } from './contests';

type Row = Scoreboard['rows'][number];

const row = (username: string, solved: number, penalty: number, lastAccept: number | null): Row => ({
  rank: 0,
  username,
  virtual: false,
  solved,
  penalty,
  score: solved,
  cells: [
    {
      label: 'A',
      tries: solved,
      pending: 0,
      solved: solved > 0,
      solvedAtMinute: lastAccept,
      firstSolve: false,
      score: 0,
    },
  ],
});

const board = (rows: Row[]): Scoreboard => ({
  contestId: 1,
  scoring: 'icpc',
  frozen: false,
  labels: ['A'],
  rows: rankRows('icpc', rows),
  serverTime: '2026-11-30T10:00:00.000Z',
});

describe('live board updates', () => {
  it('rank ICPC rows by solved, penalty, the earlier last accept, sharing ranks, equal rows by name', () => {
    const ranked = rankRows('icpc', [
      row('dee', 1, 30, 30),
      row('cal', 1, 30, 30),
      row('amy', 1, 30, 20),
      row('bob', 0, 0, null),
      row('eve', 2, 90, 50),
    ]);
    expect(ranked.map((entry) => [entry.username, entry.rank])).toEqual([
      ['eve', 1],
      ['amy', 2],
      ['cal', 3],
      ['dee', 3],
      ['bob', 5],
    ]);
  });

  it('send only the rows whose content changed, and bring any board since up to date', () => {
    const before = board([row('amy', 0, 0, null), row('bob', 0, 0, null), row('cal', 0, 0, null)]);
    // cal solves: every row moves, only cal's content changed.
    const after = board([row('amy', 0, 0, null), row('bob', 0, 0, null), row('cal', 1, 12, 12)]);
    const update = scoreboardUpdate(before, { ...after, serverTime: '2026-11-30T10:01:00.000Z' });
    expect(update?.rows.map((entry) => entry.username)).toEqual(['cal']);
    const applied = applyScoreboardUpdate(before, update as NonNullable<typeof update>);
    expect(applied.rows).toEqual(after.rows);
    expect(applied.serverTime).toBe('2026-11-30T10:01:00.000Z');
    // Applied again (a watcher that joined after it), nothing changes.
    expect(applyScoreboardUpdate(applied, update as NonNullable<typeof update>).rows).toEqual(after.rows);
    // A revealed board is more than rows: no update, the whole board.
    expect(scoreboardUpdate({ ...before, frozen: true }, after)).toBeUndefined();
  });
});
