import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin';
import { CLASS_MESSAGES } from './classes';
import { idField, textField } from './fields';

/**
 * Contests: a timed event over a set of puzzles, scored ICPC-style (solved, then penalty minutes) or
 * IOI-style (points for the share of hidden tests passed), with a public scoreboard that may freeze for
 * its last minutes. Instants travel as ISO strings (UTC); every answer carries the server's time, so a
 * countdown never trusts the device's clock.
 */

export const CONTEST_TITLE_MAX_LENGTH = 120;
export const CONTEST_DESCRIPTION_MAX_LENGTH = 2_000;
export const CONTEST_MAX_PROBLEMS = 26;
/** A contest lasts between a minute and two weeks. */
export const CONTEST_MIN_MINUTES = 1;
export const CONTEST_MAX_MINUTES = 14 * 24 * 60;
export const CONTEST_DEFAULT_PENALTY_MINUTES = 20;
export const CONTEST_DEFAULT_POINTS = 100;
export const CONTEST_ANNOUNCEMENT_MAX_LENGTH = 1_000;

export const CONTEST_SCORINGS = ['icpc', 'ioi'] as const;
export type ContestScoringKind = (typeof CONTEST_SCORINGS)[number];

export const CONTEST_PHASES = ['upcoming', 'running', 'ended'] as const;
export type ContestPhase = (typeof CONTEST_PHASES)[number];

export const CONTEST_MESSAGES = {
  noSuchContest: 'No such contest',
  organisersOnly: 'Only teachers and administrators can organise contests',
  titleRequired: 'Please give the contest a title',
  titleTooLong: `A contest title is at most ${CONTEST_TITLE_MAX_LENGTH} characters`,
  descriptionTooLong: `A contest description is at most ${CONTEST_DESCRIPTION_MAX_LENGTH} characters`,
  problemsInvalid: 'Please pick the problems from the list',
  tooManyProblems: `A contest has at most ${CONTEST_MAX_PROBLEMS} problems`,
  noRoomForImport: `Kept as a draft: the contest has at most ${CONTEST_MAX_PROBLEMS} problems. Publish it once one is removed`,
  problemNotAvailable: 'One of the problems is not available to you',
  startRequired: 'Please give the start date and time',
  startInPast: 'The contest must start in the future',
  durationRange: `A contest lasts from ${CONTEST_MIN_MINUTES} minute to ${CONTEST_MAX_MINUTES / 60 / 24} days`,
  freezeTooLong: 'The freeze must be shorter than the contest',
  penaltyRange: 'The penalty is from 0 to 120 minutes per rejected try',
  pointsRange: 'A problem is worth from 1 to 1000 points',
  notInClass: 'This contest is for the members of its class',
  registrationClosed: 'The contest has ended: registration is closed',
  alreadyRegistered: 'You are registered for this contest',
  registered: 'You are registered',
  notStarted: 'The contest has not started: its problems are shown at the start',
  notRegistered: 'Register for this contest to take part in it',
  contestEnded: 'The contest has ended: its problems are open for practice',
  practiceClosed: 'The contest has ended and its organisers closed its problems',
  practiceAfterEndInvalid: 'Please say whether the problems stay open after the end',
  problemsFixed: 'The contest has started: its problems can no longer be added or removed',
  notAProblem: 'This puzzle is not a problem of this contest',
  helpClosed: 'Hints and solutions are closed while your contest is on',
  revealed: 'The scoreboard is revealed',
  virtualAfterEnd: 'A virtual run starts once the contest has ended',
  tookPart: 'You took part in this contest: the board has your run',
  virtualTaken: 'You have had your virtual run of this contest',
  virtualStarted: 'Your virtual run has started',
  announcementRequired: 'Please write the announcement',
  announcementTooLong: `An announcement is at most ${CONTEST_ANNOUNCEMENT_MAX_LENGTH} characters`,
  announced: 'The announcement was sent to every participant',
  announcementNotice: (contest: string, body: string) => `Announcement in the contest "${contest}": ${body}`,
} as const;

const ZInstant = z.iso.datetime({ offset: true, error: CONTEST_MESSAGES.startRequired });

/** POST /api/contests (teachers and administrators). */
export const ZContestRequest = z
  .object({
    title: textField({ error: CONTEST_MESSAGES.titleRequired })
      .trim()
      .min(1, CONTEST_MESSAGES.titleRequired)
      .max(CONTEST_TITLE_MAX_LENGTH, CONTEST_MESSAGES.titleTooLong),
    description: textField({ kind: 'multi-line' })
      .max(CONTEST_DESCRIPTION_MAX_LENGTH, CONTEST_MESSAGES.descriptionTooLong)
      .optional()
      .default(''),
    /**
     * Puzzles the organiser may use, in order; more can be made or imported for the contest alone after it
     * is created (its own problems, POST …/:id/puzzles and …/:id/packages), until it starts.
     */
    problems: z
      .array(
        z.object({
          puzzleId: idField(CONTEST_MESSAGES.problemNotAvailable),
          points: z
            .number({ error: CONTEST_MESSAGES.pointsRange })
            .int(CONTEST_MESSAGES.pointsRange)
            .min(1, CONTEST_MESSAGES.pointsRange)
            .max(1000, CONTEST_MESSAGES.pointsRange)
            .optional()
            .default(CONTEST_DEFAULT_POINTS),
        }),
        { error: CONTEST_MESSAGES.problemsInvalid },
      )
      .max(CONTEST_MAX_PROBLEMS, CONTEST_MESSAGES.tooManyProblems)
      .refine((problems) => new Set(problems.map((problem) => problem.puzzleId)).size === problems.length, {
        message: CONTEST_MESSAGES.problemNotAvailable,
      })
      .optional()
      .default([]),
    startsAt: ZInstant,
    durationMinutes: z
      .number({ error: CONTEST_MESSAGES.durationRange })
      .int(CONTEST_MESSAGES.durationRange)
      .min(CONTEST_MIN_MINUTES, CONTEST_MESSAGES.durationRange)
      .max(CONTEST_MAX_MINUTES, CONTEST_MESSAGES.durationRange),
    scoring: z.enum(CONTEST_SCORINGS),
    freezeMinutes: z.number().int().min(0).optional().default(0),
    penaltyMinutes: z
      .number({ error: CONTEST_MESSAGES.penaltyRange })
      .int(CONTEST_MESSAGES.penaltyRange)
      .min(0, CONTEST_MESSAGES.penaltyRange)
      .max(120, CONTEST_MESSAGES.penaltyRange)
      .optional()
      .default(CONTEST_DEFAULT_PENALTY_MINUTES),
    /** Only this class's members may take part; none: everyone who registers. */
    classId: idField(CLASS_MESSAGES.noSuchClass).nullable().optional().default(null),
    /**
     * After the end its problems stay open, to everyone who sees the contest, for practice and virtual runs
     * (true), or close to all but its organisers (false).
     */
    practiceAfterEnd: z.boolean({ error: CONTEST_MESSAGES.practiceAfterEndInvalid }).optional().default(true),
  })
  .refine((request) => request.freezeMinutes < request.durationMinutes, {
    message: CONTEST_MESSAGES.freezeTooLong,
    path: ['freezeMinutes'],
  });
export type ContestRequest = z.input<typeof ZContestRequest>;

export const ZContestParams = z.object({ id: idField(CONTEST_MESSAGES.noSuchContest) });

/** …/:id/puzzles/:puzzleId: one of a contest's own problems, as its organisers manage it. */
export const ZContestPuzzleParams = z.object({
  id: idField(CONTEST_MESSAGES.noSuchContest),
  puzzleId: idField(ADMIN_MESSAGES.noSuchPuzzle),
});

export const ZContestProblem = z.object({
  /** "A", "B", …: the problem's place in the contest. */
  label: z.string(),
  puzzleId: z.number().int(),
  title: z.string(),
  points: z.number().int(),
});

/** A message the organisers posted to every participant (also in each participant's inbox). */
export const ZContestAnnouncement = z.object({
  id: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
});
export type ContestAnnouncement = z.infer<typeof ZContestAnnouncement>;

/** POST /api/contests/:id/announcements (organisers). */
export const ZContestAnnouncementRequest = z.object({
  body: textField({ kind: 'multi-line', error: CONTEST_MESSAGES.announcementRequired })
    .trim()
    .min(1, CONTEST_MESSAGES.announcementRequired)
    .max(CONTEST_ANNOUNCEMENT_MAX_LENGTH, CONTEST_MESSAGES.announcementTooLong),
});
export type ContestAnnouncementRequest = z.input<typeof ZContestAnnouncementRequest>;

export const ZContest = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  scoring: z.enum(CONTEST_SCORINGS),
  freezeMinutes: z.number().int(),
  penaltyMinutes: z.number().int(),
  classId: z.number().int().nullable(),
  /** Whether its problems stay open for practice and virtual runs after the end. */
  practiceAfterEnd: z.boolean(),
  phase: z.enum(CONTEST_PHASES),
  /** The public board hides the freeze's outcomes until this is true (the organisers' reveal, or the end). */
  revealed: z.boolean(),
  participants: z.number().int(),
  /** The caller's standing: they organise it, are registered, or neither. */
  organiser: z.boolean(),
  registered: z.boolean(),
  /**
   * The caller's virtual run (POST …/virtual, after the end): its own start and end, the contest's duration
   * apart; null when they have none.
   */
  virtualRun: z.object({ startsAt: z.string(), endsAt: z.string() }).nullable(),
  /**
   * Empty for everyone but its organisers until the start, and after the end when its organisers closed
   * them.
   */
  problems: z.array(ZContestProblem),
  /** Newest first; for everyone who sees the contest. */
  announcements: z.array(ZContestAnnouncement),
  /** The server's clock when it answered, for countdowns. */
  serverTime: z.string(),
});
export type Contest = z.infer<typeof ZContest>;

export const ZContestsResponse = z.object({ items: z.array(ZContest), serverTime: z.string() });
export type ContestsResponse = z.infer<typeof ZContestsResponse>;

export const ZScoreboardCell = z.object({
  label: z.string(),
  tries: z.number().int(),
  pending: z.number().int(),
  solved: z.boolean(),
  solvedAtMinute: z.number().int().nullable(),
  firstSolve: z.boolean(),
  score: z.number(),
});

export const ZScoreboardRow = z.object({
  rank: z.number().int(),
  username: z.string(),
  virtual: z.boolean(),
  solved: z.number().int(),
  penalty: z.number().int(),
  score: z.number(),
  cells: z.array(ZScoreboardCell),
});

/** GET /api/contests/:id/scoreboard: the organisers' board is live; everyone else's frozen until revealed. */
export const ZScoreboard = z.object({
  contestId: z.number().int(),
  scoring: z.enum(CONTEST_SCORINGS),
  /**
   * The freeze is in force for this viewer: from its start until the reveal or the end, the outcomes of
   * submissions made in it show as pending. Never for the organisers.
   */
  frozen: z.boolean(),
  labels: z.array(z.string()),
  rows: z.array(ZScoreboardRow),
  serverTime: z.string(),
});
export type Scoreboard = z.infer<typeof ZScoreboard>;

export const ZContestMessageResponse = z.object({ message: z.string() });

type ScoreboardRow = z.infer<typeof ZScoreboardRow>;
type RankedFields = Pick<ScoreboardRow, 'username' | 'solved' | 'penalty' | 'score'> & {
  cells: ReadonlyArray<Pick<ScoreboardRow['cells'][number], 'solvedAtMinute'>>;
};

/**
 * The board's order and ranks, from what its rows show: ICPC by solved (more first), then penalty, then the
 * earlier last accept; IOI by score; rows equal on all of these share a rank, and are ordered by name. The
 * server ranks its boards so (contests/scoring.ts), and a live board's watcher its board after each change.
 */
export function rankRows<Row extends RankedFields>(
  scoring: ContestScoringKind,
  rows: readonly Row[],
): Array<Row & { rank: number }> {
  const key = (row: Row): number[] =>
    scoring === 'icpc'
      ? [-row.solved, row.penalty, Math.max(-1, ...row.cells.map((cell) => cell.solvedAtMinute ?? -1))]
      : [-row.score];
  const keyed = rows.map((row) => ({ row, key: key(row) }));
  const compare = (a: number[], b: number[]): number => {
    for (let index = 0; index < a.length; index++) {
      const difference = (a[index] ?? 0) - (b[index] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  };
  keyed.sort((a, b) => compare(a.key, b.key) || a.row.username.localeCompare(b.row.username));
  const ranked: Array<Row & { rank: number }> = [];
  keyed.forEach(({ row, key: rowKey }, index) => {
    const previous = keyed[index - 1];
    const rank =
      previous && compare(previous.key, rowKey) === 0 ? (ranked[index - 1]?.rank ?? index + 1) : index + 1;
    ranked.push({ ...row, rank });
  });
  return ranked;
}

/**
 * The live board's `rows` event (GET …/scoreboard/live, after its first `scoreboard` event): the rows whose
 * content changed, whole. Their watchers rank the board again themselves (rankRows), so that a solve, which
 * moves many rows by one rank, is still a row or two for each of a thousand watchers.
 */
export const ZScoreboardUpdate = z.object({
  rows: z.array(ZScoreboardRow),
  serverTime: z.string(),
});
export type ScoreboardUpdate = z.infer<typeof ZScoreboardUpdate>;

/** A board brought up to date by a `rows` event: the changed rows in, the whole ranked again. */
export function applyScoreboardUpdate(board: Scoreboard, update: ScoreboardUpdate): Scoreboard {
  const rows = new Map(board.rows.map((row) => [row.username, row]));
  for (const row of update.rows) rows.set(row.username, row);
  return {
    ...board,
    rows: rankRows(board.scoring, [...rows.values()]),
    serverTime: update.serverTime,
  };
}

/**
 * What changed from one board to the next, as a `rows` event: the rows whose content (all but the rank)
 * changed; undefined when the boards differ in more than rows (frozen or revealed, other problems), when
 * the whole board is sent.
 */
export function scoreboardUpdate(previous: Scoreboard, next: Scoreboard): ScoreboardUpdate | undefined {
  if (
    previous.frozen !== next.frozen ||
    previous.scoring !== next.scoring ||
    previous.labels.join('\u0000') !== next.labels.join('\u0000')
  )
    return undefined;
  const before = new Map(previous.rows.map((row) => [row.username, row]));
  const rows = next.rows.filter((row) => {
    const old = before.get(row.username);
    return !old || JSON.stringify({ ...old, rank: row.rank }) !== JSON.stringify(row);
  });
  return { rows, serverTime: next.serverTime };
}
