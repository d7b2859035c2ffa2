import type { Verdict } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import {
  type BoardRow,
  type ContestParticipant,
  type ContestRules,
  type ContestSubmission,
  scoreboard,
} from './scoring';

/**
 * Both scorings against examples worked by hand: penalties and the tries that cost them, ties and their
 * break, a solve at the last millisecond and one at the end, the freeze and its reveal, a rejudge, first
 * solves, virtual runs.
 */

const START = Date.UTC(2026, 11, 1, 9);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const ICPC: ContestRules = {
  scoring: 'icpc',
  startsAt: START,
  durationMs: 5 * HOUR,
  freezeMs: HOUR,
  penaltyMinutes: 20,
};
const IOI: ContestRules = { ...ICPC, scoring: 'ioi', freezeMs: 0 };
const PROBLEMS = [
  { id: 1, points: 100 },
  { id: 2, points: 50 },
];

const person = (
  userId: number,
  username: string,
  virtualStartsAt: number | null = null,
): ContestParticipant => ({
  userId,
  username,
  virtualStartsAt,
});
const ANN = person(1, 'ann');
const BEN = person(2, 'ben');
const CY = person(3, 'cy');

/** A submission `minutes` (and `ms`) after the start. */
const at = (
  userId: number,
  problemId: number,
  minutes: number,
  verdict: Verdict,
  score = verdict === 'ACCEPTED' ? 1 : 0,
  ms = 0,
): ContestSubmission => ({ userId, problemId, at: START + minutes * MINUTE + ms, verdict, score });

const summary = (rows: BoardRow[]) =>
  rows.map((row) => ({ rank: row.rank, user: row.username, solved: row.solved, penalty: row.penalty }));

describe('ICPC scoring', () => {
  it('counts solved problems, then minutes plus 20 per rejected try; errors that are no try cost nothing', () => {
    const rows = scoreboard(
      ICPC,
      PROBLEMS,
      [ANN, BEN, CY],
      [
        // ann: problem 1 at 30:59 after a wrong answer and a compile error (30 + 20 = 50); problem 2 at 80.
        at(1, 1, 10, 'WRONG_ANSWER'),
        at(1, 1, 20, 'COMPILATION_ERROR'),
        at(1, 1, 30, 'ACCEPTED', 1, 59_999),
        at(1, 2, 80, 'ACCEPTED'),
        // A try after the accept changes nothing.
        at(1, 2, 90, 'WRONG_ANSWER'),
        // ben: both, 40 and 60, no wrong tries: 100, less than ann's 130.
        at(2, 1, 40, 'ACCEPTED'),
        at(2, 2, 60, 'ACCEPTED'),
        // cy: one problem, an internal error and a time limit before it.
        at(3, 2, 5, 'INTERNAL_ERROR'),
        at(3, 2, 6, 'TIME_LIMIT_EXCEEDED'),
        at(3, 2, 7, 'ACCEPTED'),
      ],
      { frozen: false },
    );
    expect(summary(rows)).toEqual([
      { rank: 1, user: 'ben', solved: 2, penalty: 100 },
      { rank: 2, user: 'ann', solved: 2, penalty: 130 },
      { rank: 3, user: 'cy', solved: 1, penalty: 27 },
    ]);
    const ann = rows.find((row) => row.username === 'ann');
    expect(ann?.cells[0]).toMatchObject({ tries: 2, solved: true, solvedAtMinute: 30 });
    expect(ann?.cells[1]).toMatchObject({ tries: 1, solvedAtMinute: 80 });
    // First solves: ann's problem 1 (minute 30), cy's problem 2 (minute 7).
    expect(
      rows.flatMap((row) =>
        row.cells.filter((cell) => cell.firstSolve).map((cell) => [row.username, cell.problemId]),
      ),
    ).toEqual([
      ['ann', 1],
      ['cy', 2],
    ]);
  });

  it('breaks a tie by the earlier last accept, and shares a rank when that ties too', () => {
    const rows = scoreboard(
      ICPC,
      PROBLEMS,
      [ANN, BEN, CY],
      [
        // All three: 2 solved, 100 minutes. ann's last accept at 70, ben's and cy's at 90.
        at(1, 1, 30, 'ACCEPTED'),
        at(1, 2, 70, 'ACCEPTED'),
        at(2, 1, 10, 'ACCEPTED'),
        at(2, 2, 90, 'ACCEPTED'),
        at(3, 2, 10, 'ACCEPTED'),
        at(3, 1, 90, 'ACCEPTED', 1, 30_000),
      ],
      { frozen: false },
    );
    expect(summary(rows)).toEqual([
      { rank: 1, user: 'ann', solved: 2, penalty: 100 },
      { rank: 2, user: 'ben', solved: 2, penalty: 100 },
      { rank: 2, user: 'cy', solved: 2, penalty: 100 },
    ]);
  });

  it('takes a solve at the last millisecond and none at the end', () => {
    const last = 5 * 60 - 1;
    const rows = scoreboard(
      ICPC,
      PROBLEMS,
      [ANN, BEN],
      [at(1, 1, last, 'ACCEPTED', 1, 59_999), at(2, 1, 5 * 60, 'ACCEPTED'), at(2, 1, -1, 'ACCEPTED')],
      { frozen: false },
    );
    expect(summary(rows)).toEqual([
      { rank: 1, user: 'ann', solved: 1, penalty: 299 },
      { rank: 2, user: 'ben', solved: 0, penalty: 0 },
    ]);
    expect(rows[1]?.cells[0]?.tries).toBe(0);
  });

  it('hides outcomes made in the freeze from the public board until the reveal', () => {
    const submissions = [
      at(1, 1, 100, 'ACCEPTED'),
      // In the last hour: ben's wrong try and his accept, ann's accept of problem 2.
      at(2, 1, 250, 'WRONG_ANSWER'),
      at(2, 1, 260, 'ACCEPTED'),
      at(1, 2, 299, 'ACCEPTED'),
    ];
    const frozen = scoreboard(ICPC, PROBLEMS, [ANN, BEN], submissions, { frozen: true });
    expect(summary(frozen)).toEqual([
      { rank: 1, user: 'ann', solved: 1, penalty: 100 },
      { rank: 2, user: 'ben', solved: 0, penalty: 0 },
    ]);
    expect(frozen[1]?.cells[0]).toMatchObject({ tries: 2, pending: 2, solved: false });
    expect(frozen[0]?.cells[1]).toMatchObject({ tries: 1, pending: 1, solved: false, firstSolve: false });

    const revealed = scoreboard(ICPC, PROBLEMS, [ANN, BEN], submissions, { frozen: false });
    expect(summary(revealed)).toEqual([
      { rank: 1, user: 'ann', solved: 2, penalty: 399 },
      { rank: 2, user: 'ben', solved: 1, penalty: 280 },
    ]);
    expect(revealed.every((row) => row.cells.every((cell) => cell.pending === 0))).toBe(true);
  });

  it('follows a rejudge: the same submissions with one verdict changed', () => {
    const before = [at(1, 1, 10, 'ACCEPTED'), at(2, 1, 20, 'ACCEPTED')];
    expect(summary(scoreboard(ICPC, PROBLEMS, [ANN, BEN], before, { frozen: false }))[0]?.user).toBe('ann');
    // ann's accept was wrong after all; her later accept now costs the rejected try.
    const after = [at(1, 1, 10, 'WRONG_ANSWER'), at(1, 1, 25, 'ACCEPTED'), at(2, 1, 20, 'ACCEPTED')];
    expect(summary(scoreboard(ICPC, PROBLEMS, [ANN, BEN], after, { frozen: false }))).toEqual([
      { rank: 1, user: 'ben', solved: 1, penalty: 20 },
      { rank: 2, user: 'ann', solved: 1, penalty: 45 },
    ]);
  });

  it('times a virtual run from its own start, and leaves it out of first solves', () => {
    const later = START + 48 * HOUR;
    const virtual = person(4, 'vic', later);
    const rows = scoreboard(
      ICPC,
      PROBLEMS,
      [ANN, virtual],
      [
        at(1, 1, 50, 'ACCEPTED'),
        { userId: 4, problemId: 1, at: later + 10 * MINUTE, verdict: 'ACCEPTED', score: 1 },
        // Made during the contest itself, before the virtual run began: not part of it.
        at(4, 2, 60, 'ACCEPTED'),
      ],
      { frozen: false },
    );
    expect(rows.map((row) => [row.username, row.rank, row.virtual, row.penalty])).toEqual([
      ['vic', 1, true, 10],
      ['ann', 2, false, 50],
    ]);
    expect(rows[0]?.cells[0]?.firstSolve).toBe(false);
    expect(rows[1]?.cells[0]?.firstSolve).toBe(true);
  });
});

describe('IOI scoring', () => {
  it('sums each problem’s best share of points, and shares ranks on equal totals', () => {
    const rows = scoreboard(
      IOI,
      PROBLEMS,
      [ANN, BEN, CY],
      [
        // ann: 40% then 70% of problem 1 (70), all of problem 2 (50): 120.
        at(1, 1, 10, 'WRONG_ANSWER', 0.4),
        at(1, 1, 20, 'WRONG_ANSWER', 0.7),
        at(1, 1, 30, 'WRONG_ANSWER', 0.5),
        at(1, 2, 40, 'ACCEPTED'),
        // ben: all of problem 1 (100), a fifth of problem 2 (10): 110.
        at(2, 1, 50, 'ACCEPTED'),
        at(2, 2, 60, 'TIME_LIMIT_EXCEEDED', 0.2),
        // cy: the same 120 as ann, another way.
        at(3, 1, 15, 'ACCEPTED'),
        at(3, 2, 16, 'WRONG_ANSWER', 0.4),
      ],
      { frozen: false },
    );
    expect(rows.map((row) => [row.rank, row.username, row.score])).toEqual([
      [1, 'ann', 120],
      [1, 'cy', 120],
      [3, 'ben', 110],
    ]);
    expect(rows[0]?.cells[0]).toMatchObject({ tries: 3, score: 70, solved: false });
    expect(rows[0]?.cells[1]).toMatchObject({ score: 50, solved: true });
  });
});
