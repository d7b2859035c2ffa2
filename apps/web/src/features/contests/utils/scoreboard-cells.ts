import type { ContestScoringKind, Scoreboard } from '@codequest/contracts';

/**
 * What a scoreboard cell shows, in signs (as contest boards write them) and in words (for screen readers
 * and for anyone the signs say nothing to). ICPC: "+" solved at the first try, "+2" after two rejected
 * tries, with the minute beneath; "−3" three rejected tries; "?" tries the freeze hides. IOI: the points.
 */

export type ScoreboardCell = Scoreboard['rows'][number]['cells'][number];

export type CellState = 'solved' | 'partial' | 'pending' | 'failed' | 'empty';

export interface CellView {
  state: CellState;
  /** The sign or the points, large. */
  main: string;
  /** The minute of an accept, the tries of a pending cell, pending tries (IOI): small, beneath. */
  detail: string | null;
  /** The whole cell in words. */
  label: string;
}

const tries = (count: number) => `${count} ${count === 1 ? 'try' : 'tries'}`;

/** Points as the board writes them: 100, 37.5, 33.33. */
export function formatScore(score: number): string {
  return String(Math.round(score * 100) / 100);
}

export function cellView(scoring: ContestScoringKind, cell: ScoreboardCell): CellView {
  return scoring === 'icpc' ? icpcCell(cell) : ioiCell(cell);
}

function icpcCell(cell: ScoreboardCell): CellView {
  if (cell.solved) {
    const minute = cell.solvedAtMinute ?? 0;
    return {
      state: 'solved',
      main: cell.tries <= 1 ? '+' : `+${cell.tries - 1}`,
      detail: `${minute} min`,
      label: `solved at minute ${minute}, ${tries(cell.tries)}`,
    };
  }
  if (cell.pending > 0)
    return {
      state: 'pending',
      main: '?',
      detail: tries(cell.tries),
      label: `${tries(cell.tries)}, ${cell.pending} pending`,
    };
  if (cell.tries > 0)
    return {
      state: 'failed',
      main: `\u2212${cell.tries}`,
      detail: null,
      label: `not solved, ${tries(cell.tries)}`,
    };
  return { state: 'empty', main: '', detail: null, label: 'not tried' };
}

function ioiCell(cell: ScoreboardCell): CellView {
  const points = formatScore(cell.score);
  const pending = cell.pending > 0 ? `${cell.pending} pending` : null;
  const label = `${points} points, ${tries(cell.tries)}${pending ? `, ${pending}` : ''}`;
  if (cell.tries === 0) return { state: 'empty', main: '', detail: null, label: 'not tried' };
  const state: CellState = cell.solved
    ? 'solved'
    : cell.score > 0
      ? 'partial'
      : cell.pending > 0
        ? 'pending'
        : 'failed';
  return { state, main: points, detail: pending, label };
}
