import { rankRows, type Verdict } from '@codequest/contracts';

/**
 * A contest's scoreboard from its submissions: pure, so a rejudge (a verdict changed), a freeze and its
 * reveal are the same computation over other inputs. Two scorings:
 * - ICPC: problems solved, then penalty time (for each solved problem, the whole minutes from the start to
 *   its first accept, plus `penaltyMinutes` for every rejected try before it; a compilation error or an
 *   internal error is no try), then the earlier last accept (in whole minutes); participants equal on all
 *   three share a rank.
 * - IOI: per problem the best submission's share of hidden tests passed × the problem's points, summed;
 *   equal totals share a rank.
 * Only submissions made within the participant's window count: from their start (the contest's, or their
 * own for a virtual run) up to the end, the end itself excluded. With a freeze, the public board shows
 * the submissions made in the last `freezeMs` as pending (tries counted, outcome hidden); the organisers'
 * board and the board after the reveal show everything.
 */

export type ContestScoring = 'icpc' | 'ioi';

export interface ContestRules {
  scoring: ContestScoring;
  startsAt: number;
  durationMs: number;
  /** The public board hides outcomes of submissions made in the last `freezeMs` of a run (0: no freeze). */
  freezeMs: number;
  /** ICPC: minutes added per rejected try before an accept. */
  penaltyMinutes: number;
}

export interface ContestProblem {
  id: number;
  /** IOI: what a full score on it is worth. */
  points: number;
}

export interface ContestParticipant {
  userId: number;
  username: string;
  /** A virtual run's own start; null for the contest's participants. */
  virtualStartsAt: number | null;
}

export interface ContestSubmission {
  userId: number;
  problemId: number;
  at: number;
  verdict: Verdict;
  /** The share of hidden tests passed, 0 to 1 (IOI). */
  score: number;
}

/** What one participant has on one problem, as the board shows it. */
export interface ProblemCell {
  problemId: number;
  /** Counted tries: every judged submission up to and including the first accept (ICPC), or all (IOI). */
  tries: number;
  /** Tries whose outcome the freeze hides. */
  pending: number;
  solved: boolean;
  /** ICPC: whole minutes from the participant's start to the first accept; null unsolved. */
  solvedAtMinute: number | null;
  /** The earliest accept of this problem on the board (virtual runs are not compared). */
  firstSolve: boolean;
  /** IOI: the best score on it, in points. */
  score: number;
}

export interface BoardRow {
  rank: number;
  userId: number;
  username: string;
  virtual: boolean;
  solved: number;
  /** ICPC: penalty minutes; IOI: 0. */
  penalty: number;
  /** IOI: the total; ICPC: the solved count. */
  score: number;
  cells: ProblemCell[];
}

export interface BoardView {
  /** Hide outcomes made in the freeze (the public board before the reveal). */
  frozen: boolean;
}

const MINUTE_MS = 60_000;

/** Verdicts that are not a try: the program was never judged on the tests. */
const NOT_A_TRY: ReadonlySet<Verdict> = new Set(['COMPILATION_ERROR', 'INTERNAL_ERROR']);

interface Tally {
  cell: ProblemCell;
  /** ICPC: the accept's offset from the participant's start, for the tie-break and first solves. */
  acceptedAfterMs: number | null;
}

export function scoreboard(
  rules: ContestRules,
  problems: ContestProblem[],
  participants: ContestParticipant[],
  submissions: ContestSubmission[],
  view: BoardView,
): BoardRow[] {
  const byUser = new Map<number, ContestSubmission[]>();
  for (const submission of [...submissions].sort((a, b) => a.at - b.at)) {
    const list = byUser.get(submission.userId) ?? [];
    list.push(submission);
    byUser.set(submission.userId, list);
  }
  const tallies = participants.map((participant) => {
    const start = participant.virtualStartsAt ?? rules.startsAt;
    const end = start + rules.durationMs;
    const freezesAt = view.frozen && rules.freezeMs > 0 ? end - rules.freezeMs : Number.POSITIVE_INFINITY;
    const mine = (byUser.get(participant.userId) ?? []).filter(
      (submission) => submission.at >= start && submission.at < end && !NOT_A_TRY.has(submission.verdict),
    );
    const cells = problems.map((problem) =>
      tallyProblem(
        rules,
        problem,
        mine.filter((submission) => submission.problemId === problem.id),
        start,
        freezesAt,
      ),
    );
    return { participant, cells };
  });
  markFirstSolves(tallies, problems);
  const rows = tallies.map(({ participant, cells }) => rowOf(rules, participant, cells));
  // Ranked by what the rows show: contracts' rankRows, which a live board's watcher uses too.
  return rankRows(rules.scoring, rows);
}

function tallyProblem(
  rules: ContestRules,
  problem: ContestProblem,
  submissions: ContestSubmission[],
  start: number,
  freezesAt: number,
): Tally {
  const cell: ProblemCell = {
    problemId: problem.id,
    tries: 0,
    pending: 0,
    solved: false,
    solvedAtMinute: null,
    firstSolve: false,
    score: 0,
  };
  let acceptedAfterMs: number | null = null;
  let best = 0;
  for (const submission of submissions) {
    if (rules.scoring === 'icpc' && cell.solved) break;
    cell.tries += 1;
    if (submission.at >= freezesAt) {
      cell.pending += 1;
      continue;
    }
    best = Math.max(best, submission.score);
    if (submission.verdict === 'ACCEPTED' && !cell.solved) {
      cell.solved = true;
      acceptedAfterMs = submission.at - start;
      cell.solvedAtMinute = Math.floor(acceptedAfterMs / MINUTE_MS);
    }
  }
  if (rules.scoring === 'ioi') {
    cell.solved = best >= 1;
    cell.score = Math.round(best * problem.points * 100) / 100;
  }
  return { cell, acceptedAfterMs };
}

/** The earliest accept of each problem among the contest's own participants (ties: every one of them). */
function markFirstSolves(
  tallies: Array<{ participant: ContestParticipant; cells: Tally[] }>,
  problems: ContestProblem[],
): void {
  problems.forEach((_, index) => {
    const real = tallies
      .filter((tally) => tally.participant.virtualStartsAt === null)
      .map((tally) => tally.cells[index])
      .filter(
        (tally): tally is Tally => tally?.acceptedAfterMs !== null && tally?.acceptedAfterMs !== undefined,
      );
    const earliest = Math.min(...real.map((tally) => tally.acceptedAfterMs ?? Number.POSITIVE_INFINITY));
    for (const tally of real) if (tally.acceptedAfterMs === earliest) tally.cell.firstSolve = true;
  });
}

function rowOf(rules: ContestRules, participant: ContestParticipant, tallies: Tally[]): BoardRow {
  const cells = tallies.map((tally) => tally.cell);
  const solved = cells.filter((cell) => cell.solved).length;
  const penalty =
    rules.scoring === 'icpc'
      ? cells.reduce(
          (sum, cell) =>
            cell.solvedAtMinute === null
              ? sum
              : sum + cell.solvedAtMinute + rules.penaltyMinutes * (cell.tries - 1),
          0,
        )
      : 0;
  const score =
    rules.scoring === 'icpc'
      ? solved
      : Math.round(cells.reduce((sum, cell) => sum + cell.score, 0) * 100) / 100;
  return {
    rank: 0,
    userId: participant.userId,
    username: participant.username,
    virtual: participant.virtualStartsAt !== null,
    solved,
    penalty,
    score,
    cells,
  };
}
