import { randomInt } from 'node:crypto';
import {
  CLASS_MESSAGES,
  type ClassesResponse,
  type ClassMessageResponse,
  type ClassResponse,
  type ClassRole,
  type ClassSummary,
  canonicalEmail,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  type JoinPreviewResponse,
  MESSAGES,
} from '@codequest/contracts';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/database';
import type { DB } from '../db/schema';
import { AppError } from '../lib/errors';
import type { RateLimits } from '../lib/rate-limit';
import {
  type ClassRow,
  type ClassStanding,
  type MemberRow,
  type PersonRow,
  presentClass,
  presentClasses,
  presentClassSummary,
  presentJoinPreview,
} from '../presenters/class';
import type { ServiceContext } from './context';

/**
 * Classes: who may do what is decided here, once.
 * - Creating a class takes teacher rights (or an administrator's). Anyone else is refused with 403 on every
 *   teaching route, before any class is looked up.
 * - A teacher manages the classes they teach; another teacher's class is not found (404), as if it did not
 *   exist. Administrators manage every class. A teacher whose rights were removed keeps their memberships
 *   but manages nothing until the rights are granted again.
 * - Members read their class: teachers with the roster and the code, learners the class and its teachers.
 *   A class one is not in is not found (404).
 * - Anyone signed in joins by code, within a budget of tries per user (the code cannot be guessed).
 */

type ClassContext = ServiceContext & { limits: RateLimits };

export interface Caller {
  id: number;
  isAdmin: boolean;
  isTeacher: boolean;
}

export async function loadCaller(ctx: ServiceContext, userId: number): Promise<Caller> {
  const row = await ctx.db
    .selectFrom('users')
    .select(['id', 'is_admin', 'is_teacher'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
  return { id: row.id, isAdmin: row.is_admin === 1, isTeacher: row.is_teacher === 1 };
}

/** Teacher rights or an administrator's: the 403 every teaching route starts with. */
function requireTeacherRights(caller: Caller): void {
  if (!caller.isAdmin && !caller.isTeacher) throw new AppError('FORBIDDEN', CLASS_MESSAGES.teachersOnly);
}

const CLASS_COLUMNS = ['id', 'name', 'description', 'join_code', 'joining_open', 'created_at'] as const;

async function findClass(db: Kysely<DB>, classId: number): Promise<ClassRow | undefined> {
  return db.selectFrom('classes').select(CLASS_COLUMNS).where('id', '=', classId).executeTakeFirst();
}

async function roleIn(db: Kysely<DB>, classId: number, userId: number): Promise<ClassRole | null> {
  const row = await db
    .selectFrom('class_members')
    .select('role')
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** A class the caller is in (or any, for an administrator); otherwise 404. */
export async function requireReadable(ctx: ServiceContext, caller: Caller, classId: number) {
  const [row, myRole] = await Promise.all([findClass(ctx.db, classId), roleIn(ctx.db, classId, caller.id)]);
  if (!row || (myRole === null && !caller.isAdmin))
    throw new AppError('NOT_FOUND', CLASS_MESSAGES.noSuchClass);
  return { row, myRole };
}

/** A class the caller teaches (or any, for an administrator): 403 without teacher rights, else 404. */
export async function requireManageable(ctx: ServiceContext, userId: number, classId: number) {
  const caller = await loadCaller(ctx, userId);
  requireTeacherRights(caller);
  const { row, myRole } = await requireReadable(ctx, caller, classId);
  if (myRole !== 'teacher' && !caller.isAdmin) throw new AppError('NOT_FOUND', CLASS_MESSAGES.noSuchClass);
  return { caller, row, myRole };
}

async function teachersOf(db: Kysely<DB>, classIds: number[]): Promise<Map<number, PersonRow[]>> {
  const byClass = new Map<number, PersonRow[]>();
  if (classIds.length === 0) return byClass;
  const rows = await db
    .selectFrom('class_members')
    .innerJoin('users', 'users.id', 'class_members.user_id')
    .select(['class_members.class_id', 'users.id', 'users.username'])
    .where('class_members.class_id', 'in', classIds)
    .where('class_members.role', '=', 'teacher')
    .orderBy('class_members.joined_at')
    .orderBy('users.id')
    .execute();
  for (const row of rows) {
    const list = byClass.get(row.class_id) ?? [];
    list.push({ id: row.id, username: row.username });
    byClass.set(row.class_id, list);
  }
  return byClass;
}

async function learnerCounts(db: Kysely<DB>, classIds: number[]): Promise<Map<number, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('class_members')
    .select(['class_id', (eb) => eb.fn.countAll<number>().as('learners')])
    .where('class_id', 'in', classIds)
    .where('role', '=', 'learner')
    .groupBy('class_id')
    .execute();
  return new Map(rows.map((row) => [row.class_id, Number(row.learners)]));
}

async function standingOf(db: Kysely<DB>, classId: number, myRole: ClassRole | null): Promise<ClassStanding> {
  const [teachers, counts] = await Promise.all([teachersOf(db, [classId]), learnerCounts(db, [classId])]);
  return { myRole, teachers: teachers.get(classId) ?? [], learnerCount: counts.get(classId) ?? 0 };
}

async function rosterOf(db: Kysely<DB>, classId: number): Promise<MemberRow[]> {
  return (
    db
      .selectFrom('class_members')
      .innerJoin('users', 'users.id', 'class_members.user_id')
      .select(['users.id', 'users.username', 'class_members.role', 'class_members.joined_at'])
      .where('class_members.class_id', '=', classId)
      // Teachers first, then learners in the order they joined.
      .orderBy('class_members.role', 'desc')
      .orderBy('class_members.joined_at')
      .orderBy('users.id')
      .execute()
  );
}

/** The class as this caller may see it: with the roster and code when they teach it or administer. */
async function viewClass(
  db: Kysely<DB>,
  caller: Caller,
  row: ClassRow,
  myRole: ClassRole | null,
): Promise<ClassResponse> {
  const manages = caller.isAdmin || (myRole === 'teacher' && caller.isTeacher);
  const [standing, members] = await Promise.all([
    standingOf(db, row.id, myRole),
    manages ? rosterOf(db, row.id) : Promise.resolve(null),
  ]);
  return presentClass(row, standing, members);
}

// ---------------------------------------------------------------------------------------------- reading

/** GET /api/classes: the classes the caller teaches, then those they learn in, newest first. */
export async function listMyClasses(ctx: ServiceContext, userId: number): Promise<ClassesResponse> {
  const rows = await ctx.db
    .selectFrom('class_members')
    .innerJoin('classes', 'classes.id', 'class_members.class_id')
    .select([
      'classes.id',
      'classes.name',
      'classes.description',
      'classes.join_code',
      'classes.joining_open',
      'classes.created_at',
      'class_members.role',
    ])
    .where('class_members.user_id', '=', userId)
    .orderBy('class_members.role', 'desc')
    .orderBy('classes.id', 'desc')
    .execute();
  const ids = rows.map((row) => row.id);
  const [teachers, counts] = await Promise.all([teachersOf(ctx.db, ids), learnerCounts(ctx.db, ids)]);
  const items: ClassSummary[] = rows.map((row) =>
    presentClassSummary(row, {
      myRole: row.role,
      teachers: teachers.get(row.id) ?? [],
      learnerCount: counts.get(row.id) ?? 0,
    }),
  );
  return presentClasses(items);
}

export async function readClass(
  ctx: ServiceContext,
  userId: number,
  classId: number,
): Promise<ClassResponse> {
  const caller = await loadCaller(ctx, userId);
  const { row, myRole } = await requireReadable(ctx, caller, classId);
  return viewClass(ctx.db, caller, row, myRole);
}

// ---------------------------------------------------------------------------------------------- teaching

/** A code no class has yet: JOIN_CODE_LENGTH characters from an alphabet without look-alikes. */
function newJoinCode(): string {
  let code = '';
  for (let index = 0; index < JOIN_CODE_LENGTH; index++) {
    code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  }
  return code;
}

/** Runs a write that stores a new code, again with another code in the (rare) case it was taken. */
async function withFreshCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(newJoinCode());
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

export async function createClass(
  ctx: ServiceContext,
  userId: number,
  request: { name: string; description: string },
): Promise<ClassResponse> {
  const caller = await loadCaller(ctx, userId);
  requireTeacherRights(caller);
  const classId = await withFreshCode((code) =>
    ctx.db.transaction().execute(async (trx) => {
      const now = ctx.clock();
      const created = await trx
        .insertInto('classes')
        .values({
          name: request.name,
          description: request.description,
          join_code: code,
          joining_open: 1,
          created_by: caller.id,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('class_members')
        .values({ class_id: created.id, user_id: caller.id, role: 'teacher', joined_at: now })
        .execute();
      return created.id;
    }),
  );
  return readClass(ctx, userId, classId);
}

export async function updateClass(
  ctx: ServiceContext,
  userId: number,
  classId: number,
  request: { name?: string | undefined; description?: string | undefined },
): Promise<ClassResponse> {
  await requireManageable(ctx, userId, classId);
  await ctx.db
    .updateTable('classes')
    .set({
      ...(request.name === undefined ? {} : { name: request.name }),
      ...(request.description === undefined ? {} : { description: request.description }),
      updated_at: ctx.clock(),
    })
    .where('id', '=', classId)
    .execute();
  return readClass(ctx, userId, classId);
}

/** A new code: the old one (and its link) stops working at once. */
export async function regenerateCode(
  ctx: ServiceContext,
  userId: number,
  classId: number,
): Promise<ClassResponse> {
  await requireManageable(ctx, userId, classId);
  await withFreshCode((code) =>
    ctx.db
      .updateTable('classes')
      .set({ join_code: code, updated_at: ctx.clock() })
      .where('id', '=', classId)
      .execute(),
  );
  return readClass(ctx, userId, classId);
}

export async function setJoining(
  ctx: ServiceContext,
  userId: number,
  classId: number,
  open: boolean,
): Promise<ClassResponse> {
  await requireManageable(ctx, userId, classId);
  await ctx.db
    .updateTable('classes')
    .set({ joining_open: open ? 1 : 0, updated_at: ctx.clock() })
    .where('id', '=', classId)
    .execute();
  return readClass(ctx, userId, classId);
}

async function teacherCount(db: Kysely<DB>, classId: number): Promise<number> {
  const row = await db
    .selectFrom('class_members')
    .select((eb) => eb.fn.countAll<number>().as('teachers'))
    .where('class_id', '=', classId)
    .where('role', '=', 'teacher')
    .executeTakeFirstOrThrow();
  return Number(row.teachers);
}

/** Takes a member out of the class (a learner, or a co-teacher while another teacher stays). */
export async function removeMember(
  ctx: ServiceContext,
  userId: number,
  classId: number,
  memberId: number,
): Promise<ClassResponse> {
  await requireManageable(ctx, userId, classId);
  if (memberId === userId) throw new AppError('CONFLICT', CLASS_MESSAGES.removeSelf);
  await ctx.db.transaction().execute(async (trx) => {
    const role = await roleIn(trx, classId, memberId);
    if (role === null) throw new AppError('NOT_FOUND', CLASS_MESSAGES.noSuchMember);
    if (role === 'teacher' && (await teacherCount(trx, classId)) <= 1)
      throw new AppError('CONFLICT', CLASS_MESSAGES.lastTeacherCannotBeRemoved);
    await trx
      .deleteFrom('class_members')
      .where('class_id', '=', classId)
      .where('user_id', '=', memberId)
      .execute();
  });
  return readClass(ctx, userId, classId);
}

/** A co-teacher, by username or email: they must hold teacher rights or be an administrator. */
export async function addTeacher(
  ctx: ServiceContext,
  userId: number,
  classId: number,
  login: string,
): Promise<ClassResponse> {
  await requireManageable(ctx, userId, classId);
  const person = await ctx.db
    .selectFrom('users')
    .select(['id', 'is_admin', 'is_teacher'])
    .where((eb) =>
      eb.or([eb('username_key', '=', login.toLowerCase()), eb('email', '=', canonicalEmail(login))]),
    )
    .executeTakeFirst();
  if (!person) throw new AppError('NOT_FOUND', CLASS_MESSAGES.noSuchUser);
  if (person.is_admin !== 1 && person.is_teacher !== 1)
    throw new AppError('CONFLICT', CLASS_MESSAGES.notATeacher);
  const role = await roleIn(ctx.db, classId, person.id);
  if (role === 'teacher') throw new AppError('CONFLICT', CLASS_MESSAGES.alreadyTeacher);
  const now = ctx.clock();
  if (role === 'learner') {
    // A learner of the class who holds teacher rights becomes one of its teachers.
    await ctx.db
      .updateTable('class_members')
      .set({ role: 'teacher' })
      .where('class_id', '=', classId)
      .where('user_id', '=', person.id)
      .execute();
  } else {
    await ctx.db
      .insertInto('class_members')
      .values({ class_id: classId, user_id: person.id, role: 'teacher', joined_at: now })
      .onConflict((oc) => oc.columns(['class_id', 'user_id']).doNothing())
      .execute();
  }
  return readClass(ctx, userId, classId);
}

// ---------------------------------------------------------------------------------------------- learning

/** Leaving a class: any member, except its last teacher. */
export async function leaveClass(
  ctx: ServiceContext,
  userId: number,
  classId: number,
): Promise<ClassMessageResponse> {
  await ctx.db.transaction().execute(async (trx) => {
    const role = await roleIn(trx, classId, userId);
    if (role === null) throw new AppError('NOT_FOUND', CLASS_MESSAGES.noSuchClass);
    if (role === 'teacher' && (await teacherCount(trx, classId)) <= 1)
      throw new AppError('CONFLICT', CLASS_MESSAGES.lastTeacherCannotLeave);
    await trx
      .deleteFrom('class_members')
      .where('class_id', '=', classId)
      .where('user_id', '=', userId)
      .execute();
  });
  return { message: CLASS_MESSAGES.left };
}

/** The class behind a code, within the caller's budget of tries; an unknown code is 404, a closed one 409. */
async function classByCode(ctx: ClassContext, userId: number, code: string): Promise<ClassRow> {
  await ctx.limits.consume('classJoinAttemptsPerUser', String(userId), CLASS_MESSAGES.tooManyJoinAttempts);
  const row = await ctx.db
    .selectFrom('classes')
    .select(CLASS_COLUMNS)
    .where('join_code', '=', code)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', CLASS_MESSAGES.codeUnknown);
  if (row.joining_open !== 1) throw new AppError('CONFLICT', CLASS_MESSAGES.joiningClosed);
  return row;
}

/** GET /api/classes/join/:code: the class's name and its teachers' names, for the join page. */
export async function previewJoin(
  ctx: ClassContext,
  userId: number,
  code: string,
): Promise<JoinPreviewResponse> {
  const row = await classByCode(ctx, userId, code);
  const [teachers, role] = await Promise.all([teachersOf(ctx.db, [row.id]), roleIn(ctx.db, row.id, userId)]);
  return presentJoinPreview(row, teachers.get(row.id) ?? [], role !== null);
}

/** POST /api/classes/join: the caller becomes a learner of the class (a member already stays as they are). */
export async function joinClass(ctx: ClassContext, userId: number, code: string): Promise<ClassResponse> {
  const row = await classByCode(ctx, userId, code);
  await ctx.db
    .insertInto('class_members')
    .values({ class_id: row.id, user_id: userId, role: 'learner', joined_at: ctx.clock() })
    .onConflict((oc) => oc.columns(['class_id', 'user_id']).doNothing())
    .execute();
  return readClass(ctx, userId, row.id);
}
