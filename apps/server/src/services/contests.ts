import {
  CONTEST_MESSAGES,
  type Contest,
  type ContestPhase,
  type ContestRequest,
  type ContestsResponse,
  type Scoreboard,
  type Verdict,
  ZContestRequest,
} from '@codequest/contracts';
import type { Kysely } from 'kysely';
import { scoreboard } from '../contests/scoring';
import type { DB } from '../db/schema';
import { AppError } from '../lib/errors';
import { isoOf } from '../presenters/assignment';
import { type Caller, loadCaller } from './classes';
import type { ServiceContext } from './context';

/**
 * Contests: who may do what is decided here, once.
 * - Organising (create, reveal) takes teacher rights or an administrator's (403 otherwise). A contest's
 *   organisers are its maker, the teachers of its class if it has one, and every administrator.
 * - A contest open to everyone is seen by every signed-in user; a class's contest by the class's members
 *   and its organisers; anyone else gets 404, as for a contest that does not exist.
 * - Its problems are shown to its organisers at once, to its participants from the start, to everyone who
 *   sees it after the end (for practice).
 * - Registering: anyone who sees it (a class's contest: its members), until the end.
 * - Taking part: a registered participant runs and submits code on its problems while it runs, whatever
 *   their tracks' unlocking says (requireContestEntry); what they submit pays no XP and counts on its board.
 * - The scoreboard: its organisers see it live; everyone else sees the freeze's outcomes as pending until
 *   an organiser reveals the board or the contest ends.
 */

const MINUTE_MS = 60_000;
const LABELS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

type ContestRow = Awaited<ReturnType<typeof contestRows>>[number];

function contestRows(db: Kysely<DB>) {
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
      'created_by',
    ])
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

async function present(ctx: ServiceContext, rows: ContestRow[], standing: Standing): Promise<Contest[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [problems, counts, mine] = await Promise.all([
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
      .select('contest_id')
      .where('contest_id', 'in', ids)
      .where('user_id', '=', standing.caller.id)
      .execute(),
  ]);
  const now = ctx.clock();
  const registered = new Set(mine.map((row) => row.contest_id));
  return rows.map((row) => {
    const phase = phaseOf(row, now);
    const organiser = organises(row, standing);
    const start = ms(row.starts_at);
    const end = start + ms(row.duration_ms);
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
      phase,
      revealed: row.revealed_at !== null || phase === 'ended',
      participants: Number(counts.find((count) => count.contest_id === row.id)?.count ?? 0),
      organiser,
      registered: registered.has(row.id),
      problems:
        organiser || phase === 'ended' || (phase === 'running' && registered.has(row.id))
          ? problems
              .filter((problem) => problem.contest_id === row.id)
              .map((problem, index) => ({
                label: LABELS[index] ?? String(index + 1),
                puzzleId: problem.puzzle_id,
                title: problem.title,
                points: problem.points,
              }))
          : [],
      serverTime: isoOf(now),
    };
  });
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
 * class (which its participants, its members, see).
 */
async function requireUsable(
  ctx: ServiceContext,
  classId: number | null,
  puzzleIds: number[],
): Promise<void> {
  const rows = await ctx.db
    .selectFrom('puzzles')
    .select(['id', 'class_id'])
    .where('id', 'in', puzzleIds)
    .where('owner_id', 'is', null)
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
        revealed_at: null,
        created_by: userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
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

export async function registerForContest(
  ctx: ServiceContext,
  userId: number,
  contestId: number,
): Promise<{ message: string }> {
  const { row, standing } = await requireContest(ctx, userId, contestId);
  if (row.class_id !== null && !standing.memberOf.has(row.class_id))
    throw new AppError('FORBIDDEN', CONTEST_MESSAGES.notInClass);
  if (phaseOf(row, ctx.clock()) === 'ended')
    throw new AppError('CONFLICT', CONTEST_MESSAGES.registrationClosed);
  const added = await ctx.db
    .insertInto('contest_participants')
    .values({ contest_id: contestId, user_id: userId, registered_at: ctx.clock(), virtual_starts_at: null })
    .onConflict((conflict) => conflict.columns(['contest_id', 'user_id']).doNothing())
    .executeTakeFirst();
  const isNew = Number(added.numInsertedOrUpdatedRows ?? 0) > 0;
  // A new participant is a new row on the board.
  if (isNew) await ctx.boards?.changed(contestId);
  return { message: isNew ? CONTEST_MESSAGES.registered : CONTEST_MESSAGES.alreadyRegistered };
}

/**
 * A run or submission in a contest may go ahead: the caller sees the contest and is registered for it, it
 * is running, and the puzzle is one of its problems. Which puzzles are its problems is said only to a
 * participant while it runs, who is shown them anyway.
 */
export async function requireContestEntry(
  ctx: ServiceContext,
  userId: number,
  contestId: number,
  puzzleId: number,
): Promise<void> {
  const { row } = await requireContest(ctx, userId, contestId);
  const [participant, problem] = await Promise.all([
    ctx.db
      .selectFrom('contest_participants')
      .select('user_id')
      .where('contest_id', '=', contestId)
      .where('user_id', '=', userId)
      .where('virtual_starts_at', 'is', null)
      .executeTakeFirst(),
    ctx.db
      .selectFrom('contest_problems')
      .select('puzzle_id')
      .where('contest_id', '=', contestId)
      .where('puzzle_id', '=', puzzleId)
      .executeTakeFirst(),
  ]);
  const phase = phaseOf(row, ctx.clock());
  if (phase === 'ended') throw new AppError('CONFLICT', CONTEST_MESSAGES.contestEnded);
  if (!participant) throw new AppError('FORBIDDEN', CONTEST_MESSAGES.notRegistered);
  if (phase === 'upcoming') throw new AppError('CONFLICT', CONTEST_MESSAGES.notStarted);
  if (!problem) throw new AppError('NOT_FOUND', CONTEST_MESSAGES.notAProblem);
}

/** An organiser shows the frozen outcomes to everyone before the end. */
export async function revealContest(
  ctx: ServiceContext,
  userId: number,
  contestId: number,
): Promise<{ message: string }> {
  const { row, standing } = await requireContest(ctx, userId, contestId);
  if (!organises(row, standing)) throw new AppError('FORBIDDEN', CONTEST_MESSAGES.organisersOnly);
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
  /** The contest's end (ms), when everyone's board shows the frozen outcomes. */
  endsAt: number;
}

/** Whose board the caller sees (404 when they may not see the contest), for GET …/scoreboard[/live]. */
export async function scoreboardView(
  ctx: ServiceContext,
  userId: number,
  contestId: number,
): Promise<ScoreboardView> {
  const { row, standing } = await requireContest(ctx, userId, contestId);
  return {
    contestId,
    organiser: organises(row, standing),
    endsAt: ms(row.starts_at) + ms(row.duration_ms),
  };
}

/** The board as one kind of viewer sees it now (the same for every viewer of that kind: live boards share it). */
export async function readScoreboardAs(ctx: ServiceContext, view: ScoreboardView): Promise<Scoreboard> {
  const { contestId } = view;
  const row = await ctx.db.selectFrom('contests').selectAll().where('id', '=', contestId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', CONTEST_MESSAGES.noSuchContest);
  const now = ctx.clock();
  const phase = phaseOf(row, now);
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
  const frozen = !view.organiser && ms(row.freeze_ms) > 0 && row.revealed_at === null && phase !== 'ended';
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
      score: hiddenShare(submission),
    })),
    { frozen },
  );
  const labels = problems.map((_, index) => LABELS[index] ?? String(index + 1));
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
