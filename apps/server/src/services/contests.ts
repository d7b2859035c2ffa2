import {
  CONTEST_MESSAGES,
  type Contest,
  type ContestAnnouncement,
  type ContestAnnouncementRequest,
  type ContestPhase,
  type ContestRequest,
  type ContestsResponse,
  type Scoreboard,
  type Verdict,
  ZContestAnnouncementRequest,
  ZContestRequest,
} from '@codequest/contracts';
import type { Kysely } from 'kysely';
import { scoreboard } from '../contests/scoring';
import type { DB } from '../db/schema';
import { AppError } from '../lib/errors';
import { isoOf } from '../presenters/assignment';
import { awardAndPayKeys, CONTEST_ACHIEVEMENTS } from './achievements';
import { type Caller, loadCaller } from './classes';
import type { ServiceContext, Caller as SessionCaller } from './context';

/**
 * Contests: who may do what is decided here, once.
 * - Organising (create, reveal) takes teacher rights or an administrator's (403 otherwise). A contest's
 *   organisers are its maker, the teachers of its class if it has one, and every administrator.
 * - A contest open to everyone is seen by every signed-in user; a class's contest by the class's members
 *   and its organisers; anyone else gets 404, as for a contest that does not exist.
 * - Its problems (puzzles of the catalogue or of its class, or its own, made or imported for it alone:
 *   services/contest-problems.ts) are shown to its organisers at once, to its participants from the start,
 *   and after the end, as its organisers decided, to everyone who sees it (for practice and virtual runs)
 *   or to its organisers alone. What a contest shows opens the puzzle (contestShowsProblem).
 * - Registering: anyone who sees it (a class's contest: its members), until the end.
 * - Taking part: a registered participant runs and submits code on its problems while it runs, whatever
 *   their tracks' unlocking says (requireContestEntry); what they submit pays no XP and counts on its board.
 * - The scoreboard: its organisers see it live; everyone else sees the freeze's outcomes as pending until
 *   an organiser reveals the board or the contest ends.
 */

const MINUTE_MS = 60_000;
const LABELS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

type ContestRow = Awaited<ReturnType<typeof contestRows>>[number];

/** Every contest, or those with the puzzle among their problems. */
function contestRows(db: Kysely<DB>, options: { withProblem?: number } = {}) {
  const { withProblem } = options;
  return db
    .selectFrom('contests')
    .select([
      'id',
      'title',
      'description',
      'starts_at',
      'duration_ms',
      'scoring',
      'freeze_ms',
      'penalty_minutes',
      'class_id',
      'revealed_at',
      'awarded_at',
      'practice_after_end',
      'created_by',
    ])
    .$if(withProblem !== undefined, (query) =>
      query.where('id', 'in', (eb) =>
        eb
          .selectFrom('contest_problems')
          .select('contest_problems.contest_id')
          .where('contest_problems.puzzle_id', '=', withProblem ?? 0),
      ),
    )
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** PostgreSQL answers `bigint` columns as strings. */
const ms = (value: number | string): number => Number(value);

function phaseOf(row: ContestRow, now: number): ContestPhase {
  const start = ms(row.starts_at);
  if (now < start) return 'upcoming';
  return now < start + ms(row.duration_ms) ? 'running' : 'ended';
}

interface Standing {
  caller: Caller;
  /** Classes the caller belongs to, and those they teach. */
  memberOf: Set<number>;
  teaches: Set<number>;
}

async function standingOf(ctx: ServiceContext, userId: number): Promise<Standing> {
  const [caller, memberships] = await Promise.all([
    loadCaller(ctx, userId),
    ctx.db.selectFrom('class_members').select(['class_id', 'role']).where('user_id', '=', userId).execute(),
  ]);
  return {
    caller,
    memberOf: new Set(memberships.map((row) => row.class_id)),
    teaches: new Set(memberships.filter((row) => row.role === 'teacher').map((row) => row.class_id)),
  };
}

function organises(row: ContestRow, standing: Standing): boolean {
  return (
    standing.caller.isAdmin ||
    row.created_by === standing.caller.id ||
    (row.class_id !== null && standing.teaches.has(row.class_id))
  );
}

function sees(row: ContestRow, standing: Standing): boolean {
  return row.class_id === null || standing.memberOf.has(row.class_id) || organises(row, standing);
}

async function requireContest(ctx: ServiceContext, userId: number, contestId: number) {
  const [rows, standing] = await Promise.all([
    ctx.db.selectFrom('contests').selectAll().where('id', '=', contestId).execute(),
    standingOf(ctx, userId),
  ]);
  const row = rows[0];
  if (!row || !sees(row, standing)) throw new AppError('NOT_FOUND', CONTEST_MESSAGES.noSuchContest);
  return { row, standing };
}

/** The contest, when the caller organises it: 404 when they do not see it, 403 when they only take part. */
export async function requireOrganised(ctx: ServiceContext, userId: number, contestId: number) {
  const { row, standing } = await requireContest(ctx, userId, contestId);
  if (!organises(row, standing)) throw new AppError('FORBIDDEN', CONTEST_MESSAGES.organisersOnly);
  return { row, phase: phaseOf(row, ctx.clock()) };
}

async function present(ctx: ServiceContext, rows: ContestRow[], standing: Standing): Promise<Contest[]> {
  if (rows.length === 0) return [];
  for (const row of rows) await awardIfEnded(ctx, row);
  const ids = rows.map((row) => row.id);
  const [problems, counts, mine, announcements] = await Promise.all([
    ctx.db
      .selectFrom('contest_problems')
      .innerJoin('puzzles', 'puzzles.id', 'contest_problems.puzzle_id')
      .select([
        'contest_problems.contest_id',
        'contest_problems.puzzle_id',
        'contest_problems.points',
        'puzzles.title',
      ])
      .where('contest_problems.contest_id', 'in', ids)
      .orderBy('contest_problems.position')
      .execute(),
    ctx.db
      .selectFrom('contest_participants')
      .select((eb) => ['contest_id', eb.fn.countAll<number>().as('count')])
      .where('contest_id', 'in', ids)
      .where('virtual_starts_at', 'is', null)
      .groupBy('contest_id')
      .execute(),
    ctx.db
      .selectFrom('contest_participants')
      .select(['contest_id', 'virtual_starts_at'])
      .where('contest_id', 'in', ids)
      .where('user_id', '=', standing.caller.id)
      .execute(),
    ctx.db
      .selectFrom('contest_announcements')
      .select(['id', 'contest_id', 'body', 'created_at'])
      .where('contest_id', 'in', ids)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const now = ctx.clock();
  const registered = new Set(
    mine.filter((row) => row.virtual_starts_at === null).map((row) => row.contest_id),
  );
  const virtualStarts = new Map(
    mine.flatMap((row) =>
      row.virtual_starts_at === null ? [] : [[row.contest_id, ms(row.virtual_starts_at)]],
    ),
  );
  return rows.map((row) => {
    const phase = phaseOf(row, now);
    const organiser = organises(row, standing);
    const start = ms(row.starts_at);
    const end = start + ms(row.duration_ms);
    const virtualStart = virtualStarts.get(row.id);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      startsAt: isoOf(start),
      endsAt: isoOf(end),
      durationMinutes: Math.round(ms(row.duration_ms) / MINUTE_MS),
      scoring: row.scoring,
      freezeMinutes: Math.round(ms(row.freeze_ms) / MINUTE_MS),
      penaltyMinutes: row.penalty_minutes,
      classId: row.class_id,
      practiceAfterEnd: row.practice_after_end === 1,
      phase,
      revealed: row.revealed_at !== null || phase === 'ended',
      participants: Number(counts.find((count) => count.contest_id === row.id)?.count ?? 0),
      organiser,
      registered: registered.has(row.id),
      virtualRun:
        virtualStart === undefined
          ? null
          : { startsAt: isoOf(virtualStart), endsAt: isoOf(virtualStart + ms(row.duration_ms)) },
      problems: showsProblems(row, standing, registered.has(row.id), now)
        ? problems
            .filter((problem) => problem.contest_id === row.id)
            .map((problem, index) => ({
              label: LABELS[index] ?? String(index + 1),
              puzzleId: problem.puzzle_id,
              title: problem.title,
              points: problem.points,
            }))
        : [],
      announcements: announcements
        .filter((announcement) => announcement.contest_id === row.id)
        .map(presentAnnouncement),
      serverTime: isoOf(now),
    };
  });
}

function presentAnnouncement(row: {
  id: number;
  body: string;
  created_at: number | string;
}): ContestAnnouncement {
  return { id: row.id, body: row.body, createdAt: isoOf(ms(row.created_at)) };
}

/** GET /api/contests: every contest the caller may see, the latest start first. */
export async function listContests(ctx: ServiceContext, userId: number): Promise<ContestsResponse> {
  const [rows, standing] = await Promise.all([contestRows(ctx.db), standingOf(ctx, userId)]);
  return {
    items: await present(
      ctx,
      rows.filter((row) => sees(row, standing)),
      standing,
    ),
    serverTime: isoOf(ctx.clock()),
  };
}

export async function readContest(ctx: ServiceContext, userId: number, contestId: number): Promise<Contest> {
  const { row, standing } = await requireContest(ctx, userId, contestId);
  const [contest] = await present(ctx, [row], standing);
  if (!contest) throw new AppError('NOT_FOUND', CONTEST_MESSAGES.noSuchContest);
  return contest;
}

/**
 * Problems an organiser may use: live puzzles of the shared catalogue, or, in a class's contest, of that
 * class (which its participants, its members, see); never another contest's own.
 */
async function requireUsable(
  ctx: ServiceContext,
  classId: number | null,
  puzzleIds: number[],
): Promise<void> {
  if (puzzleIds.length === 0) return;
  const rows = await ctx.db
    .selectFrom('puzzles')
    .select(['id', 'class_id'])
    .where('id', 'in', puzzleIds)
    .where('owner_id', 'is', null)
    .where('contest_id', 'is', null)
    .where('retired_at', 'is', null)
    .where('draft', '=', 0)
    .execute();
  const usable = rows.filter((row) => row.class_id === null || row.class_id === classId);
  if (usable.length !== puzzleIds.length)
    throw new AppError('VALIDATION', CONTEST_MESSAGES.problemNotAvailable);
}

export async function createContest(
  ctx: ServiceContext,
  userId: number,
  input: ContestRequest,
): Promise<Contest> {
  const request = ZContestRequest.parse(input);
  const standing = await standingOf(ctx, userId);
  if (!standing.caller.isAdmin && !standing.caller.isTeacher)
    throw new AppError('FORBIDDEN', CONTEST_MESSAGES.organisersOnly);
  if (request.classId !== null && !standing.caller.isAdmin && !standing.teaches.has(request.classId))
    throw new AppError('NOT_FOUND', CONTEST_MESSAGES.notInClass);
  const now = ctx.clock();
  const startsAt = Date.parse(request.startsAt);
  if (startsAt <= now) throw new AppError('VALIDATION', CONTEST_MESSAGES.startInPast);
  await requireUsable(
    ctx,
    request.classId,
    request.problems.map((problem) => problem.puzzleId),
  );
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('contests')
      .values({
        title: request.title,
        description: request.description,
        starts_at: startsAt,
        duration_ms: request.durationMinutes * MINUTE_MS,
        scoring: request.scoring,
        freeze_ms: request.freezeMinutes * MINUTE_MS,
        penalty_minutes: request.penaltyMinutes,
        class_id: request.classId,
        practice_after_end: request.practiceAfterEnd ? 1 : 0,
        revealed_at: null,
        awarded_at: null,
        created_by: userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (request.problems.length > 0)
      await trx
        .insertInto('contest_problems')
        .values(
          request.problems.map((problem, position) => ({
            contest_id: row.id,
            puzzle_id: problem.puzzleId,
            position,
            points: problem.points,
          })),
        )
        .execute();
    return row.id;
  });
  return readContest(ctx, userId, id);
}

/** The contest, when the caller may take part in it: anyone who sees it, or, a class's, its members. */
async function requireOpenToCaller(ctx: ServiceContext, userId: number, contestId: number) {
  const { row, standing } = await requireContest(ctx, userId, contestId);
  if (row.class_id !== null && !standing.memberOf.has(row.class_id))
    throw new AppError('FORBIDDEN', CONTEST_MESSAGES.notInClass);
  return row;
}

/** Adds the participant (a virtual run's with its start); false when they were one already. */
async function addParticipant(
  ctx: ServiceContext,
  contestId: number,
  userId: number,
  virtualStartsAt: number | null,
): Promise<boolean> {
  const added = await ctx.db
    .insertInto('contest_participants')
    .values({
      contest_id: contestId,
      user_id: userId,
      registered_at: ctx.clock(),
      virtual_starts_at: virtualStartsAt,
    })
    .onConflict((conflict) => conflict.columns(['contest_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(added.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function registerForContest(
  ctx: ServiceContext,
  userId: number,
  contestId: number,
): Promise<{ message: string }> {
  const row = await requireOpenToCaller(ctx, userId, contestId);
  if (phaseOf(row, ctx.clock()) === 'ended')
    throw new AppError('CONFLICT', CONTEST_MESSAGES.registrationClosed);
  const isNew = await addParticipant(ctx, contestId, userId, null);
  // A new participant is a new row on the board.
  if (isNew) await ctx.boards?.changed(contestId);
  return { message: isNew ? CONTEST_MESSAGES.registered : CONTEST_MESSAGES.alreadyRegistered };
}

/** The contest as the caller sees it (404 otherwise), their place in it if any, and the puzzle if one of its problems. */
async function contestAndProblem(ctx: ServiceContext, userId: number, contestId: number, puzzleId: number) {
  const [{ row, standing }, participant, problem] = await Promise.all([
    requireContest(ctx, userId, contestId),
    ctx.db
      .selectFrom('contest_participants')
      .select('virtual_starts_at')
      .where('contest_id', '=', contestId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    ctx.db
      .selectFrom('contest_problems')
      .select('puzzle_id')
      .where('contest_id', '=', contestId)
      .where('puzzle_id', '=', puzzleId)
      .executeTakeFirst(),
  ]);
  return { row, standing, participant, problem };
}

/**
 * Whether the caller is shown the contest's problems: its organisers at once, its registered participants
 * from the start, and after the end everyone who sees it, unless its organisers closed them.
 */
function showsProblems(row: ContestRow, standing: Standing, registered: boolean, now: number): boolean {
  const phase = phaseOf(row, now);
  if (organises(row, standing)) return true;
  if (phase === 'running') return registered;
  return phase === 'ended' && row.practice_after_end === 1;
}

/**
 * Whether a contest shows the caller this puzzle now as one of its problems, which opens it to them
 * (catalogue.ts requireOpenPuzzle): a contest's own problems are in no list, and a catalogue puzzle may be
 * locked by its track.
 */
export async function contestShowsProblem(
  ctx: ServiceContext,
  userId: number,
  puzzleId: number,
): Promise<boolean> {
  const rows = await contestRows(ctx.db, { withProblem: puzzleId });
  if (rows.length === 0) return false;
  const [standing, places] = await Promise.all([
    standingOf(ctx, userId),
    ctx.db
      .selectFrom('contest_participants')
      .select(['contest_id', 'virtual_starts_at'])
      .where('user_id', '=', userId)
      .where(
        'contest_id',
        'in',
        rows.map((row) => row.id),
      )
      .execute(),
  ]);
  const registered = new Set(
    places.filter((place) => place.virtual_starts_at === null).map((place) => place.contest_id),
  );
  const now = ctx.clock();
  return rows.some((row) => sees(row, standing) && showsProblems(row, standing, registered.has(row.id), now));
}

/** The puzzle is one of the contest's problems and the caller is shown them (404 otherwise), for opening it. */
export async function requireShownProblem(
  ctx: ServiceContext,
  userId: number,
  contestId: number,
  puzzleId: number,
): Promise<void> {
  const { row, standing, participant, problem } = await contestAndProblem(ctx, userId, contestId, puzzleId);
  const registered = participant?.virtual_starts_at === null;
  if (!problem || !showsProblems(row, standing, registered, ctx.clock()))
    throw new AppError('NOT_FOUND', CONTEST_MESSAGES.notAProblem);
}

/** How a run or submission named with a contest counts (requireContestEntry). */
export type ContestEntry = 'contest' | 'practice';

/**
 * A run or submission named with a contest may go ahead, and how it counts:
 * - for its organisers, at any time: as practice, off the board ('practice');
 * - while the contest runs, for its registered participants: on its board ('contest');
 * - after the end, during the caller's virtual run: on its board, marked virtual ('contest');
 * - after the end otherwise: as practice, for everyone who sees the contest ('practice': paid as usual),
 *   unless its organisers closed its problems then.
 * The puzzle must be one of its problems, which are said only to those who may see them.
 */
export async function requireContestEntry(
  ctx: ServiceContext,
  userId: number,
  contestId: number,
  puzzleId: number,
): Promise<ContestEntry> {
  const { row, standing, participant, problem } = await contestAndProblem(ctx, userId, contestId, puzzleId);
  const now = ctx.clock();
  const phase = phaseOf(row, now);
  // Its organisers try its problems out whenever they like, off the board.
  if (organises(row, standing)) {
    if (!problem) throw new AppError('NOT_FOUND', CONTEST_MESSAGES.notAProblem);
    return 'practice';
  }
  if (phase === 'ended') {
    if (!problem) throw new AppError('NOT_FOUND', CONTEST_MESSAGES.notAProblem);
    if (row.practice_after_end === 0) throw new AppError('CONFLICT', CONTEST_MESSAGES.practiceClosed);
    const virtualStart = participant?.virtual_starts_at;
    const inVirtualRun =
      virtualStart !== null && virtualStart !== undefined && now < ms(virtualStart) + ms(row.duration_ms);
    return inVirtualRun ? 'contest' : 'practice';
  }
  if (!participant || participant.virtual_starts_at !== null)
    throw new AppError('FORBIDDEN', CONTEST_MESSAGES.notRegistered);
  if (phase === 'upcoming') throw new AppError('CONFLICT', CONTEST_MESSAGES.notStarted);
  if (!problem) throw new AppError('NOT_FOUND', CONTEST_MESSAGES.notAProblem);
  return 'contest';
}

/**
 * Hints and solutions stay closed on a contest's problem to its participant while their contest (or their
 * virtual run of it) is on: the page offers none, and asking the API for one is refused.
 */
export async function requireNoContestRunning(
  ctx: ServiceContext,
  userId: number,
  puzzleId: number,
): Promise<void> {
  const runs = await ctx.db
    .selectFrom('contest_participants')
    .innerJoin('contests', 'contests.id', 'contest_participants.contest_id')
    .innerJoin('contest_problems', 'contest_problems.contest_id', 'contests.id')
    .select(['contests.starts_at', 'contests.duration_ms', 'contest_participants.virtual_starts_at'])
    .where('contest_participants.user_id', '=', userId)
    .where('contest_problems.puzzle_id', '=', puzzleId)
    .execute();
  const now = ctx.clock();
  const running = runs.some((run) => {
    const start = ms(run.virtual_starts_at ?? run.starts_at);
    return start <= now && now < start + ms(run.duration_ms);
  });
  if (running) throw new AppError('CONFLICT', CONTEST_MESSAGES.helpClosed);
}

/**
 * A virtual run: after the end, someone who sees the contest and did not take part in it starts their own
 * timed run of it, as long as the contest itself; it shows on the board marked virtual. One each.
 */
export async function startVirtualRun(
  ctx: ServiceContext,
  userId: number,
  contestId: number,
): Promise<{ message: string }> {
  const row = await requireOpenToCaller(ctx, userId, contestId);
  const now = ctx.clock();
  if (phaseOf(row, now) !== 'ended') throw new AppError('CONFLICT', CONTEST_MESSAGES.virtualAfterEnd);
  if (row.practice_after_end === 0) throw new AppError('CONFLICT', CONTEST_MESSAGES.practiceClosed);
  if (!(await addParticipant(ctx, contestId, userId, now))) {
    const existing = await ctx.db
      .selectFrom('contest_participants')
      .select('virtual_starts_at')
      .where('contest_id', '=', contestId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    throw new AppError(
      'CONFLICT',
      existing?.virtual_starts_at === null ? CONTEST_MESSAGES.tookPart : CONTEST_MESSAGES.virtualTaken,
    );
  }
  await ctx.boards?.changed(contestId);
  return { message: CONTEST_MESSAGES.virtualStarted };
}

/** Inbox messages are written in batches of this many (a statement's parameters are limited). */
const INBOX_BATCH = 1_000;

/**
 * An organiser posts a message to every participant: kept with the contest (its page lists them, and
 * its live watchers get it at once), and put in each participant's inbox, virtual ones included.
 */
export async function announce(
  ctx: ServiceContext,
  userId: number,
  contestId: number,
  input: ContestAnnouncementRequest,
): Promise<ContestAnnouncement> {
  const request = ZContestAnnouncementRequest.parse(input);
  const { row } = await requireOrganised(ctx, userId, contestId);
  const now = ctx.clock();
  const announcement = await ctx.db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('contest_announcements')
      .values({ contest_id: contestId, body: request.body, created_by: userId, created_at: now })
      .returning(['id', 'body', 'created_at'])
      .executeTakeFirstOrThrow();
    const participants = await trx
      .selectFrom('contest_participants')
      .select('user_id')
      .where('contest_id', '=', contestId)
      .where('user_id', '!=', userId)
      .execute();
    for (let from = 0; from < participants.length; from += INBOX_BATCH)
      await trx
        .insertInto('messages')
        .values(
          participants.slice(from, from + INBOX_BATCH).map((participant) => ({
            to_user_id: participant.user_id,
            from_user_id: userId,
            body: CONTEST_MESSAGES.announcementNotice(row.title, request.body),
            created_at: now,
          })),
        )
        .execute();
    return presentAnnouncement(stored);
  });
  await ctx.boards?.announced(contestId, announcement);
  return announcement;
}

/** An organiser shows the frozen outcomes to everyone before the end. */
export async function revealContest(
  ctx: ServiceContext,
  userId: number,
  contestId: number,
): Promise<{ message: string }> {
  await requireOrganised(ctx, userId, contestId);
  await ctx.db
    .updateTable('contests')
    .set({ revealed_at: ctx.clock(), updated_at: ctx.clock() })
    .where('id', '=', contestId)
    .where('revealed_at', 'is', null)
    .execute();
  await ctx.boards?.changed(contestId);
  return { message: CONTEST_MESSAGES.revealed };
}

/**
 * IOI's share of a submission: of its hidden tests passed (the visible ones are the examples every
 * participant sees), or of all its tests when its puzzle hides none. A submission stores each test's verdict
 * and visibility (`results`); one that did not compile has none, and scores 0.
 */
function hiddenShare(submission: { results: string }): number {
  const tests = JSON.parse(submission.results) as Array<{ verdict: string; hidden: boolean }>;
  const hidden = tests.filter((test) => test.hidden);
  const counted = hidden.length > 0 ? hidden : tests;
  if (counted.length === 0) return 0;
  return counted.filter((test) => test.verdict === 'ACCEPTED').length / counted.length;
}

/** Whose board a viewer sees: the organisers' live one, or everyone else's, frozen until revealed. */
export interface ScoreboardView {
  contestId: number;
  organiser: boolean;
  /** The freeze's start (ms; the end when it has none), from when everyone's board hides new outcomes. */
  freezesAt: number;
  /** The contest's end (ms), when everyone's board shows the frozen outcomes. */
  endsAt: number;
}

/**
 * Whose board the caller sees (404 when they may not see the contest), for GET …/scoreboard[/live]: asked
 * by every page that polls the board, so it reads the contest alone (and, for a class's contest, the
 * caller's place in the class), the caller's rights coming with their session.
 */
export async function scoreboardView(
  ctx: ServiceContext,
  caller: SessionCaller,
  contestId: number,
): Promise<ScoreboardView> {
  const row = await ctx.db.selectFrom('contests').selectAll().where('id', '=', contestId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', CONTEST_MESSAGES.noSuchContest);
  const place =
    row.class_id === null
      ? undefined
      : await ctx.db
          .selectFrom('class_members')
          .select('role')
          .where('class_id', '=', row.class_id)
          .where('user_id', '=', caller.userId)
          .executeTakeFirst();
  // The standing as far as this contest asks (its class alone): the same rules as every other reading.
  const standing: Standing = {
    caller: { id: caller.userId, isAdmin: caller.isAdmin, isTeacher: false },
    memberOf: new Set(place && row.class_id !== null ? [row.class_id] : []),
    teaches: new Set(place?.role === 'teacher' && row.class_id !== null ? [row.class_id] : []),
  };
  if (!sees(row, standing)) throw new AppError('NOT_FOUND', CONTEST_MESSAGES.noSuchContest);
  const endsAt = ms(row.starts_at) + ms(row.duration_ms);
  return { contestId, organiser: organises(row, standing), freezesAt: endsAt - ms(row.freeze_ms), endsAt };
}

/** The board as one kind of viewer sees it now (the same for every viewer of that kind: live boards share it). */
export async function readScoreboardAs(ctx: ServiceContext, view: ScoreboardView): Promise<Scoreboard> {
  const { contestId } = view;
  const row = await ctx.db.selectFrom('contests').selectAll().where('id', '=', contestId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', CONTEST_MESSAGES.noSuchContest);
  await awardIfEnded(ctx, row);
  const now = ctx.clock();
  const frozen = !view.organiser && row.revealed_at === null && now >= view.freezesAt && now < view.endsAt;
  const { labels, rows } = await scoredBoard(ctx, row, frozen);
  return {
    contestId,
    scoring: row.scoring,
    frozen,
    labels,
    rows: rows.map((boardRow) => ({
      rank: boardRow.rank,
      username: boardRow.username,
      virtual: boardRow.virtual,
      solved: boardRow.solved,
      penalty: boardRow.penalty,
      score: boardRow.score,
      cells: boardRow.cells.map((cell, index) => ({
        label: labels[index] ?? '',
        tries: cell.tries,
        pending: cell.pending,
        solved: cell.solved,
        solvedAtMinute: cell.solvedAtMinute,
        firstSolve: cell.firstSolve,
        score: cell.score,
      })),
    })),
    serverTime: isoOf(now),
  };
}

/** The contest's board from its stored submissions (contests/scoring.ts), with its problems' labels. */
async function scoredBoard(ctx: ServiceContext, row: ContestRow, frozen: boolean) {
  const contestId = row.id;
  const [problems, participants, submissions] = await Promise.all([
    ctx.db
      .selectFrom('contest_problems')
      .select(['puzzle_id', 'points'])
      .where('contest_id', '=', contestId)
      .orderBy('position')
      .execute(),
    ctx.db
      .selectFrom('contest_participants')
      .innerJoin('users', 'users.id', 'contest_participants.user_id')
      .select(['users.id', 'users.username', 'contest_participants.virtual_starts_at'])
      .where('contest_participants.contest_id', '=', contestId)
      .execute(),
    ctx.db
      .selectFrom('submissions')
      .select(['user_id', 'puzzle_id', 'created_at', 'verdict', 'results'])
      .where('contest_id', '=', contestId)
      .where('user_id', 'is not', null)
      .execute(),
  ]);
  const rows = scoreboard(
    {
      scoring: row.scoring,
      startsAt: ms(row.starts_at),
      durationMs: ms(row.duration_ms),
      freezeMs: ms(row.freeze_ms),
      penaltyMinutes: row.penalty_minutes,
    },
    problems.map((problem) => ({ id: problem.puzzle_id, points: problem.points })),
    participants.map((participant) => ({
      userId: participant.id,
      username: participant.username,
      virtualStartsAt: participant.virtual_starts_at === null ? null : ms(participant.virtual_starts_at),
    })),
    submissions.map((submission) => ({
      userId: submission.user_id ?? 0,
      problemId: submission.puzzle_id,
      at: ms(submission.created_at),
      verdict: submission.verdict as Verdict,
      // Only IOI scores the share of hidden tests passed; an ICPC board reads no test results.
      score: row.scoring === 'ioi' ? hiddenShare(submission) : 0,
    })),
    { frozen },
  );
  return { labels: problems.map((_, index) => LABELS[index] ?? String(index + 1)), rows };
}

/** How many of a final board's places earn "On the Podium". */
const PODIUM_PLACES = 3;

/**
 * A contest's achievements, given once, when its final board stands: "Contender" to each participant who
 * submitted in it, "On the Podium" to those ranked in its top three with something solved (ICPC) or scored
 * (IOI); virtual runs earn neither. The first request that finds the contest ended gives them (a reading
 * of it, of its board, or of the list; a watched board is read at the end): the contest is marked in the
 * same transaction, so that racing requests give them once.
 */
async function awardIfEnded(ctx: ServiceContext, row: ContestRow): Promise<void> {
  const now = ctx.clock();
  if (row.awarded_at !== null || phaseOf(row, now) !== 'ended') return;
  const { rows } = await scoredBoard(ctx, row, false);
  const standing = rows.filter((boardRow) => !boardRow.virtual);
  // Only its participants submit in a contest while it runs; a virtual run's submissions come after.
  const submissions =
    standing.length === 0
      ? []
      : await ctx.db
          .selectFrom('submissions')
          .select('user_id')
          .distinct()
          .where('contest_id', '=', row.id)
          .where(
            'user_id',
            'in',
            standing.map((boardRow) => boardRow.userId),
          )
          .execute();
  const submitted = new Set(submissions.flatMap((submission) => submission.user_id ?? []));
  const podium = new Set(
    standing
      .filter(
        (boardRow) =>
          boardRow.rank <= PODIUM_PLACES &&
          (row.scoring === 'icpc' ? boardRow.solved > 0 : boardRow.score > 0),
      )
      .map((boardRow) => boardRow.userId),
  );
  const paid = await ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('contests')
      .set({ awarded_at: now })
      .where('id', '=', row.id)
      .where('awarded_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return [];
    const paidTo: number[] = [];
    for (const userId of new Set([...submitted, ...podium])) {
      const keys = [
        ...(submitted.has(userId) ? [CONTEST_ACHIEVEMENTS.firstContest] : []),
        ...(podium.has(userId) ? [CONTEST_ACHIEVEMENTS.podium] : []),
      ];
      const awarded = await awardAndPayKeys(trx, userId, keys, now);
      if (awarded.some((achievement) => achievement.xpReward > 0)) paidTo.push(userId);
    }
    return paidTo;
  });
  row.awarded_at = now;
  // Committed: the ranking in Redis follows the XP paid.
  for (const userId of paid) await ctx.ranks?.sync(ctx.db, userId);
}
