import type { Scoreboard } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { boardAfter, readLiveEvent, withAnnouncement } from './live-board';

type Row = Scoreboard['rows'][number];

const row = (username: string, solved: number, penalty: number, minute: number | null): Row => ({
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
      solvedAtMinute: minute,
      firstSolve: false,
      score: 0,
    },
  ],
});

const board: Scoreboard = {
  contestId: 4,
  scoring: 'icpc',
  frozen: false,
  labels: ['A'],
  rows: [
    { ...row('ann', 1, 12, 12), rank: 1 },
    { ...row('ben', 0, 0, null), rank: 2 },
    { ...row('cat', 0, 0, null), rank: 2 },
  ],
  serverTime: '2030-01-15T10:12:00.000Z',
};

describe('the live board', () => {
  it('reads each kind of event, and refuses what it does not know', () => {
    expect(readLiveEvent({ event: 'scoreboard', data: JSON.stringify(board) })).toEqual({
      kind: 'board',
      board,
    });
    expect(readLiveEvent({ event: 'rows', data: '{"rows":[],"serverTime":"x"}' })).toEqual({
      kind: 'rows',
      update: { rows: [], serverTime: 'x' },
    });
    expect(readLiveEvent({ event: 'announcement', data: '{"id":1,"body":"Hi","createdAt":"x"}' })).toEqual({
      kind: 'announcement',
      announcement: { id: 1, body: 'Hi', createdAt: 'x' },
    });
    expect(readLiveEvent({ event: 'message', data: '{}' })).toBeNull();
    expect(readLiveEvent({ event: 'rows', data: '{not json' })).toBeNull();
    expect(readLiveEvent({ event: 'scoreboard', data: '"a string"' })).toBeNull();
  });

  it('merges changed rows and ranks the board again', () => {
    const update = { rows: [row('cat', 1, 5, 5)], serverTime: '2030-01-15T10:13:00.000Z' };
    const after = boardAfter(board, { kind: 'rows', update });
    expect(after?.rows.map((entry) => [entry.rank, entry.username])).toEqual([
      [1, 'cat'],
      [2, 'ann'],
      [3, 'ben'],
    ]);
    expect(after?.serverTime).toBe('2030-01-15T10:13:00.000Z');
    // Rows before any whole board have nothing to go into.
    expect(boardAfter(null, { kind: 'rows', update })).toBeNull();
  });

  it('takes a whole board as it is, and leaves the board alone for an announcement', () => {
    const frozen = { ...board, frozen: true };
    expect(boardAfter(board, { kind: 'board', board: frozen })).toBe(frozen);
    expect(
      boardAfter(board, { kind: 'announcement', announcement: { id: 1, body: 'Hi', createdAt: 'x' } }),
    ).toBe(board);
  });

  it('keeps announcements newest first, each once', () => {
    const older = { id: 1, body: 'Welcome', createdAt: '2030-01-15T10:00:00.000Z' };
    const newer = { id: 2, body: 'Problem B fixed', createdAt: '2030-01-15T10:05:00.000Z' };
    expect(withAnnouncement([older], newer)).toEqual([newer, older]);
    expect(withAnnouncement([newer, older], newer)).toEqual([newer, older]);
    expect(withAnnouncement([newer], older)).toEqual([newer, older]);
  });
});
