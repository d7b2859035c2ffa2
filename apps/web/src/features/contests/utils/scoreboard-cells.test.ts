import { describe, expect, it } from 'vitest';
import { cellView, formatScore, type ScoreboardCell } from './scoreboard-cells';

const cell = (overrides: Partial<ScoreboardCell> = {}): ScoreboardCell => ({
  label: 'A',
  tries: 0,
  pending: 0,
  solved: false,
  solvedAtMinute: null,
  firstSolve: false,
  score: 0,
  ...overrides,
});

describe('cellView, ICPC', () => {
  it('writes a solve as + with the rejected tries before it, and its minute', () => {
    expect(cellView('icpc', cell({ tries: 1, solved: true, solvedAtMinute: 12 }))).toEqual({
      state: 'solved',
      main: '+',
      detail: '12 min',
      label: 'solved at minute 12, 1 try',
    });
    expect(cellView('icpc', cell({ tries: 3, solved: true, solvedAtMinute: 0 }))).toMatchObject({
      main: '+2',
      detail: '0 min',
      label: 'solved at minute 0, 3 tries',
    });
  });

  it('writes rejected tries with a minus, tries hidden by the freeze as pending, and nothing as nothing', () => {
    expect(cellView('icpc', cell({ tries: 2 }))).toEqual({
      state: 'failed',
      main: '\u22122',
      detail: null,
      label: 'not solved, 2 tries',
    });
    expect(cellView('icpc', cell({ tries: 2, pending: 1 }))).toEqual({
      state: 'pending',
      main: '?',
      detail: '2 tries',
      label: '2 tries, 1 pending',
    });
    expect(cellView('icpc', cell())).toEqual({ state: 'empty', main: '', detail: null, label: 'not tried' });
  });
});

describe('cellView, IOI', () => {
  it('writes the points: full, partial, none, and pending tries beneath', () => {
    expect(cellView('ioi', cell({ tries: 1, solved: true, score: 100 }))).toMatchObject({
      state: 'solved',
      main: '100',
      label: '100 points, 1 try',
    });
    expect(cellView('ioi', cell({ tries: 2, score: 37.5, pending: 1 }))).toEqual({
      state: 'partial',
      main: '37.5',
      detail: '1 pending',
      label: '37.5 points, 2 tries, 1 pending',
    });
    expect(cellView('ioi', cell({ tries: 1, pending: 1 }))).toMatchObject({ state: 'pending', main: '0' });
    expect(cellView('ioi', cell({ tries: 4 }))).toMatchObject({ state: 'failed', main: '0' });
    expect(cellView('ioi', cell())).toMatchObject({ state: 'empty', main: '' });
  });

  it('rounds points to two decimals', () => {
    expect(formatScore(33.333333)).toBe('33.33');
    expect(formatScore(200)).toBe('200');
  });
});
