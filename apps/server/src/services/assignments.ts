import {
  ASSIGNMENT_MESSAGES,
  type AssignmentsResponse,
  type ClassLeaderboardResponse,
  type ClassMessageResponse,
  type DuePuzzlesResponse,
  type LearnerSubmissionsResponse,
  type ProgressResponse,
  type ProgressRow,
} from '@codequest/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../lib/errors';
import {
  type AssignmentPuzzleRow,
  type AssignmentRow,
  type CellState,
  isoOf,
  presentAssignment,
  presentCell,
  presentLearnerSubmissions,
  presentProgress,
} from '../presenters/assignment';
import { loadCaller, requireManageable, requireReadable } from './classes';
import type { ServiceContext } from './context';

/**
 * Assignments of a class. Who may do what follows services/classes.ts: teachers of the class (and
 * administrators) create, edit, delete and read the progress grid and learners' submissions; members read
 * the class's assignments, a learner with their own status only. Publishing is creating: every other member
 * gets an inbox message naming the assignment and its due time (in the member's own time zone).
 *
 * The rule: a learner's first accepted submission of a puzzle at or before `due_at` is on time; after it,
 * late. Solves made before the assignment opened count (a puzzle solved is solved). Late solves count in
 * totals and the class leaderboard only when the assignment says so; the grid shows them as late either way.
 */

const ACCEPTED = 'ACCEPTED';

export interface AssignmentInput {
  title: string;
  puzzleIds: number[];
  opensAt: string;
  dueAt: string;
  lateSolvesCount: boolean;
}

// ---------------------------------------------------------------------------------------------- the rule

/** One learner's submissions of one puzzle, oldest first, as a cell of the grid. */
export function cellOf(
  submissions: Array<{ verdict: string; created_at: number }>,
  dueAt: number,
): CellState {
  const firstAccept = submissions.findIndex((submission) => submission.verdict === ACCEPTED);
  if (firstAccept === -1)
    return {
      status: submissions.length === 0 ? 'not_started' : 'attempted',
      tries: submissions.length,
      firstAcceptedAt: null,
    };
  const acceptedAt = submissions[firstAccept]?.created_at ?? 0;
  return {
    status: acceptedAt <= dueAt ? 'on_time' : 'late',
    tries: firstAccept + 1,
    firstAcceptedAt: acceptedAt,
  };
}

/** Whether a cell's solve counts towards totals and the leaderboard. */
export const counts = (cell: CellState, lateCounts: boolean): boolean =>
  cell.status === 'on_time' || (cell.status === 'late' && lateCounts);

// ---------------------------------------------------------------------------------------------- reading

function assignmentQuery(db: Kysely<DB>) {
  return db
    .selectFrom('assignments')
    .innerJoin('classes', 'classes.id', 'assignments.class_id')
    .select([
      'assignments.id',
      'assignments.class_id',
      'classes.name as class_name',
      'assignments.title',
      'assignments.opens_at',
      'assignments.due_at',
      'assignments.late_counts',
      'assignments.created_at',
    ]);
}

async function puzzlesOf(
  db: Kysely<DB>,
  assignmentIds: number[],
): Promise<Map<number, AssignmentPuzzleRow[]>> {
  const byAssignment = new Map<number, AssignmentPuzzleRow[]>();
  if (assignmentIds.length === 0) return byAssignment;
  const rows = await db
    .selectFrom('assignment_puzzles')
    .innerJoin('puzzles', 'puzzles.id', 'assignment_puzzles.puzzle_id')
    .select([
      'assignment_puzzles.assignment_id',
      'puzzles.id',
      'puzzles.slug',
      'puzzles.title',
      'puzzles.difficulty',
    ])
    .where('assignment_puzzles.assignment_id', 'in', assignmentIds)
    .orderBy('assignment_puzzles.position')
    .execute();
  for (const row of rows) {
    const list = byAssignment.get(row.assignment_id) ?? [];
    list.push(row);
    byAssignment.set(row.assignment_id, list);
  }
  return byAssignment;
}

/** Submissions (oldest first) of `userIds` for `puzzleIds`, grouped by "user:puzzle". */
async function submissionsBy(
  db: Kysely<DB>,
  userIds: number[],
  puzzleIds: number[],
): Promise<Map<string, Array<{ verdict: string; created_at: number }>>> {
  const grouped = new Map<string, Array<{ verdict: string; created_at: number }>>();
  if (userIds.length === 0 || puzzleIds.length === 0) return grouped;
  const rows = await db
    .selectFrom('submissions')
    .select(['user_id', 'puzzle_id', 'verdict', 'created_at'])
    .where('user_id', 'in', userIds)
    .where('puzzle_id', 'in', puzzleIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const key = `${row.user_id}:${row.puzzle_id}`;
    const list = grouped.get(key) ?? [];
    list.push({ verdict: row.verdict, created_at: Number(row.created_at) });
    grouped.set(key, list);
  }
  return grouped;
}

async function learnersOf(db: Kysely<DB>, classId: number) {
  return db
    .selectFrom('class_members')
    .innerJoin('users', 'users.id', 'class_members.user_id')
    .select(['users.id', 'users.username'])
    .where('class_members.class_id', '=', classId)
    .where('class_members.role', '=', 'learner')
    .orderBy('users.username_key')
    .orderBy('users.id')
    .execute();
}

/** The assignments of rows, each with its puzzles and, for a learner, their own status per puzzle. */
async function present(
  db: Kysely<DB>,
  rows: AssignmentRow[],
  learnerId: number | null,
): Promise<AssignmentsResponse> {
  const puzzles = await puzzlesOf(
    db,
    rows.map((row) => row.id),
  );
  const puzzleIds = [...new Set([...puzzles.values()].flat().map((puzzle) => puzzle.id))];
  const submissions = learnerId === null ? null : await submissionsBy(db, [learnerId], puzzleIds);
  return {
    items: rows.map((row) =>
      presentAssignment(
        row,
        puzzles.get(row.id) ?? [],
        submissions
          ? (puzzleId) => cellOf(submissions.get(`${learnerId}:${puzzleId}`) ?? [], Number(row.due_at)).status
          : null,
      ),
    ),
  };
}

/** GET /api/classes/:id/assignments: members of the class (learners with their own status), administrators. */
export async function listClassAssignments(
  ctx: ServiceContext,
  userId: number,
  classId: number,
): Promise<AssignmentsResponse> {
  const caller = await loadCaller(ctx, userId);
  const { myRole } = await requireReadable(ctx, caller, classId);
  const rows = await assignmentQuery(ctx.db)
    .where('assignments.class_id', '=', classId)
    .orderBy('assignments.due_at')
    .orderBy('assignments.id')
    .execute();
  return present(ctx.db, rows, myRole === 'learner' ? userId : null);
}

/** GET /api/classes/assignments: the assignments of every class the caller learns in, soonest due first. */
export async function listMyAssignments(ctx: ServiceContext, userId: number): Promise<AssignmentsResponse> {
  const rows = await assignmentQuery(ctx.db)
    .innerJoin('class_members', 'class_members.class_id', 'assignments.class_id')
    .where('class_members.user_id', '=', userId)
    .where('class_members.role', '=', 'learner')
    .orderBy('assignments.due_at')
    .orderBy('assignments.id')
    .execute();
  return present(ctx.db, rows, userId);
}

/** GET /api/classes/due-puzzles: for the puzzle list's "due" marks, the next due instant of each puzzle. */
export async function listDuePuzzles(ctx: ServiceContext, userId: number): Promise<DuePuzzlesResponse> {
  const rows = await ctx.db
    .selectFrom('assignment_puzzles')
    .innerJoin('assignments', 'assignments.id', 'assignment_puzzles.assignment_id')
    .innerJoin('class_members', 'class_members.class_id', 'assignments.class_id')
    .select(['assignment_puzzles.puzzle_id', 'assignments.id', 'assignments.due_at'])
    .where('class_members.user_id', '=', userId)
    .where('class_members.role', '=', 'learner')
    .where('assignments.due_at', '>=', ctx.clock())
    .orderBy('assignments.due_at')
    .orderBy('assignments.id')
    .execute();
  const seen = new Set<number>();
  const items: DuePuzzlesResponse['items'] = [];
  for (const row of rows) {
    if (seen.has(row.puzzle_id)) continue;
    seen.add(row.puzzle_id);
    items.push({ puzzleId: row.puzzle_id, assignmentId: row.id, dueAt: isoOf(row.due_at) });
  }
  return { items };
}

// ---------------------------------------------------------------------------------------------- teaching

async function requireAssignment(
  db: Kysely<DB>,
  classId: number,
  assignmentId: number,
): Promise<AssignmentRow> {
  const row = await assignmentQuery(db)
    .where('assignments.id', '=', assignmentId)
    .where('assignments.class_id', '=', classId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', ASSIGNMENT_MESSAGES.noSuchAssignment);
  return row;
}

/** Every puzzle must be one the class's learners can see: the shared catalogue's or the class's own, live. */
async function requireAssignable(db: Kysely<DB>, classId: number, puzzleIds: number[]): Promise<void> {
  const rows = await db
    .selectFrom('puzzles')
    .select('id')
    .where('id', 'in', puzzleIds)
    .where('owner_id', 'is', null)
    .where((eb) => eb.or([eb('class_id', 'is', null), eb('class_id', '=', classId)]))
    .where('contest_id', 'is', null)
    .where('retired_at', 'is', null)
    .where('draft', '=', 0)
    .execute();
  if (rows.length !== puzzleIds.length)
    throw new AppError('VALIDATION', ASSIGNMENT_MESSAGES.puzzleNotAvailable);
}

const instantOf = (iso: string): number => Date.parse(iso);

async function writePuzzles(db: Kysely<DB>, assignmentId: number, puzzleIds: number[]): Promise<void> {
  await db.deleteFrom('assignment_puzzles').where('assignment_id', '=', assignmentId).execute();
  await db
    .insertInto('assignment_puzzles')
    .values(
      puzzleIds.map((puzzleId, position) => ({ assignment_id: assignmentId, puzzle_id: puzzleId, position })),
    )
    .execute();
}

/** "2026-12-01 17:00 (Europe/Paris)": a due time as a member reads it in their inbox. */
function dueInZone(epochMs: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(epochMs));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} (${timeZone})`;
}

/** The inbox message, filled in one pass: a name holding "{title}" stays as it is. */
function publishedNotice(values: { class: string; title: string; due: string }): string {
  return ASSIGNMENT_MESSAGES.published.replace(
    /\{(class|title|due)\}/g,
    (_match, key: keyof typeof values) => values[key],
  );
}

/** POST /api/classes/:id/assignments: creates and publishes (an inbox message to every other member). */
export async function createAssignment(
  ctx: ServiceContext,
  userId: number,
  classId: number,
  input: AssignmentInput,
): Promise<AssignmentsResponse['items'][number]> {
  const { row: classRow } = await requireManageable(ctx, userId, classId);
  await requireAssignable(ctx.db, classId, input.puzzleIds);
  const dueAt = instantOf(input.dueAt);
  const assignmentId = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    const created = await trx
      .insertInto('assignments')
      .values({
        class_id: classId,
        title: input.title,
        opens_at: instantOf(input.opensAt),
        due_at: dueAt,
        late_counts: input.lateSolvesCount ? 1 : 0,
        created_by: userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writePuzzles(trx, created.id, input.puzzleIds);
    const members = await trx
      .selectFrom('class_members')
      .innerJoin('users', 'users.id', 'class_members.user_id')
      .select(['users.id', 'users.time_zone'])
      .where('class_members.class_id', '=', classId)
      .where('users.id', '!=', userId)
      .execute();
    if (members.length > 0)
      await trx
        .insertInto('messages')
        .values(
          members.map((member) => ({
            to_user_id: member.id,
            from_user_id: userId,
            body: publishedNotice({
              class: classRow.name,
              title: input.title,
              due: dueInZone(dueAt, member.time_zone),
            }),
            created_at: now,
          })),
        )
        .execute();
    return created.id;
  });
  return readAssignment(ctx, classId, assignmentId);
}

async function readAssignment(ctx: ServiceContext, classId: number, assignmentId: number) {
  const row = await requireAssignment(ctx.db, classId, assignmentId);
  const [assignment] = (await present(ctx.db, [row], null)).items;
  if (!assignment) throw new AppError('NOT_FOUND', ASSIGNMENT_MESSAGES.noSuchAssignment);
  return assignment;
}

/** PUT …/assignments/:assignmentId: replaces title, puzzles, times and the late rule (no new message). */
export async function updateAssignment(
  ctx: ServiceContext,
  userId: number,
  classId: number,
  assignmentId: number,
  input: AssignmentInput,
) {
  await requireManageable(ctx, userId, classId);
  await requireAssignment(ctx.db, classId, assignmentId);
  await requireAssignable(ctx.db, classId, input.puzzleIds);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('assignments')
      .set({
        title: input.title,
        opens_at: instantOf(input.opensAt),
        due_at: instantOf(input.dueAt),
        late_counts: input.lateSolvesCount ? 1 : 0,
        updated_at: ctx.clock(),
      })
      .where('id', '=', assignmentId)
      .execute();
    await writePuzzles(trx, assignmentId, input.puzzleIds);
  });
  return readAssignment(ctx, classId, assignmentId);
}

export async function deleteAssignment(
  ctx: ServiceContext,
  userId: number,
  classId: number,
  assignmentId: number,
): Promise<ClassMessageResponse> {
  await requireManageable(ctx, userId, classId);
  await requireAssignment(ctx.db, classId, assignmentId);
  await ctx.db.deleteFrom('assignments').where('id', '=', assignmentId).execute();
  return { message: ASSIGNMENT_MESSAGES.deleted };
}

// ---------------------------------------------------------------------------------------------- the grid

/** GET …/progress: learners × puzzles, with totals (teachers of the class and administrators). */
export async function readProgress(
  ctx: ServiceContext,
  userId: number,
  classId: number,
  assignmentId: number,
): Promise<ProgressResponse> {
  await requireManageable(ctx, userId, classId);
  const row = await requireAssignment(ctx.db, classId, assignmentId);
  const [assignment] = (await present(ctx.db, [row], null)).items;
  if (!assignment) throw new AppError('NOT_FOUND', ASSIGNMENT_MESSAGES.noSuchAssignment);
  const learners = await learnersOf(ctx.db, classId);
  const puzzleIds = assignment.puzzles.map((puzzle) => puzzle.id);
  const submissions = await submissionsBy(
    ctx.db,
    learners.map((learner) => learner.id),
    puzzleIds,
  );
  const dueAt = Number(row.due_at);
  const lateCounts = row.late_counts === 1;
  const puzzleTotals = puzzleIds.map((puzzleId) => ({ puzzleId, solved: 0, attempted: 0 }));
  const rows: ProgressRow[] = learners.map((learner) => {
    let onTime = 0;
    let late = 0;
    let solved = 0;
    const cells = puzzleIds.map((puzzleId, index) => {
      const cell = cellOf(submissions.get(`${learner.id}:${puzzleId}`) ?? [], dueAt);
      const total = puzzleTotals[index];
      if (cell.status === 'on_time') onTime++;
      if (cell.status === 'late') late++;
      if (counts(cell, lateCounts)) {
        solved++;
        if (total) total.solved++;
      }
      if (total && cell.status !== 'not_started') total.attempted++;
      return presentCell(puzzleId, cell);
    });
    return { userId: learner.id, username: learner.username, cells, solved, onTime, late };
  });
  return presentProgress(assignment, rows, puzzleTotals);
}

/** GET …/progress/:userId/:puzzleId: a learner's submissions of one of the assignment's puzzles. */
export async function readLearnerSubmissions(
  ctx: ServiceContext,
  userId: number,
  params: { id: number; assignmentId: number; userId: number; puzzleId: number },
): Promise<LearnerSubmissionsResponse> {
  await requireManageable(ctx, userId, params.id);
  const assignment = await requireAssignment(ctx.db, params.id, params.assignmentId);
  const [learner, puzzle] = await Promise.all([
    ctx.db
      .selectFrom('class_members')
      .innerJoin('users', 'users.id', 'class_members.user_id')
      .select('users.username')
      .where('class_members.class_id', '=', params.id)
      .where('class_members.user_id', '=', params.userId)
      .where('class_members.role', '=', 'learner')
      .executeTakeFirst(),
    ctx.db
      .selectFrom('assignment_puzzles')
      .innerJoin('puzzles', 'puzzles.id', 'assignment_puzzles.puzzle_id')
      .select('puzzles.title')
      .where('assignment_puzzles.assignment_id', '=', params.assignmentId)
      .where('assignment_puzzles.puzzle_id', '=', params.puzzleId)
      .executeTakeFirst(),
  ]);
  if (!learner) throw new AppError('NOT_FOUND', ASSIGNMENT_MESSAGES.noSuchLearner);
  if (!puzzle) throw new AppError('NOT_FOUND', ASSIGNMENT_MESSAGES.noSuchPuzzle);
  const rows = await ctx.db
    .selectFrom('submissions')
    .select(['id', 'language', 'verdict', 'code', 'created_at'])
    .where('user_id', '=', params.userId)
    .where('puzzle_id', '=', params.puzzleId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return presentLearnerSubmissions(learner.username, puzzle.title, assignment.due_at, rows);
}

// ---------------------------------------------------------------------------------------------- leaderboard

/**
 * GET /api/classes/:id/leaderboard (members): learners by assignment puzzles solved, each assignment's
 * puzzle counted once per assignment under its late rule; ties by the earliest last counted solve.
 */
export async function readClassLeaderboard(
  ctx: ServiceContext,
  userId: number,
  classId: number,
): Promise<ClassLeaderboardResponse> {
  const caller = await loadCaller(ctx, userId);
  await requireReadable(ctx, caller, classId);
  const [learners, assignments] = await Promise.all([
    learnersOf(ctx.db, classId),
    ctx.db
      .selectFrom('assignments')
      .select(['id', 'due_at', 'late_counts'])
      .where('class_id', '=', classId)
      .execute(),
  ]);
  const puzzles = await puzzlesOf(
    ctx.db,
    assignments.map((assignment) => assignment.id),
  );
  const puzzleIds = [...new Set([...puzzles.values()].flat().map((puzzle) => puzzle.id))];
  const submissions = await submissionsBy(
    ctx.db,
    learners.map((learner) => learner.id),
    puzzleIds,
  );
  const standings = learners.map((learner) => {
    let solved = 0;
    let lastSolvedAt: number | null = null;
    for (const assignment of assignments) {
      for (const puzzle of puzzles.get(assignment.id) ?? []) {
        const cell = cellOf(submissions.get(`${learner.id}:${puzzle.id}`) ?? [], Number(assignment.due_at));
        if (!counts(cell, assignment.late_counts === 1) || cell.firstAcceptedAt === null) continue;
        solved++;
        lastSolvedAt = Math.max(lastSolvedAt ?? 0, cell.firstAcceptedAt);
      }
    }
    return { userId: learner.id, username: learner.username, solved, lastSolvedAt };
  });
  standings.sort(
    (a, b) =>
      b.solved - a.solved ||
      (a.lastSolvedAt ?? Number.MAX_SAFE_INTEGER) - (b.lastSolvedAt ?? Number.MAX_SAFE_INTEGER),
  );
  let rank = 0;
  return {
    items: standings.map((standing, index) => {
      const previous = standings[index - 1];
      if (!previous || previous.solved !== standing.solved || previous.lastSolvedAt !== standing.lastSolvedAt)
        rank = index + 1;
      return {
        ...standing,
        rank,
        lastSolvedAt: standing.lastSolvedAt === null ? null : isoOf(standing.lastSolvedAt),
      };
    }),
  };
}
