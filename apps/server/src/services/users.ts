import {
  canonicalEmail,
  canonicalTimeZone,
  DEFAULT_TIME_ZONE,
  MESSAGES,
  type User,
} from '@codequest/contracts';
import { isUniqueViolation } from '../db/database';
import type { UserRow } from '../db/schema';
import { AppError } from '../lib/errors';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { decideZoneChange } from '../lib/time-zones';
import { presentUser } from '../presenters/user';
import { recordAudit } from './audit';
import type { ServiceContext } from './context';
import { userStats } from './user-stats';

/** Accounts: creating, finding, presenting and updating users. */

export function findUserByEmail(ctx: ServiceContext, email: string): Promise<UserRow | undefined> {
  return ctx.db.selectFrom('users').selectAll().where('email', '=', canonicalEmail(email)).executeTakeFirst();
}

export function findUserById(ctx: ServiceContext, id: number): Promise<UserRow | undefined> {
  return ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A new account's fields, with its password, or its password's hash (a confirmed sign-up kept only that). */
export type NewAccount = {
  username: string;
  email: string;
  mobile: string | null;
  timeZone?: string | undefined;
  isAdmin?: boolean;
} & ({ password: string } | { passwordHash: string });

export async function createUser(ctx: ServiceContext, account: NewAccount): Promise<UserRow> {
  const username = account.username.trim();
  const email = canonicalEmail(account.email);
  await assertAvailable(ctx, username, email);
  const now = ctx.clock();
  const passwordHash =
    'passwordHash' in account ? account.passwordHash : await hashPassword(account.password);
  try {
    const user = await ctx.db
      .insertInto('users')
      .values({
        username,
        username_key: username.toLowerCase(),
        email,
        mobile: account.mobile?.trim() || null,
        password_hash: passwordHash,
        is_admin: account.isAdmin ? 1 : 0,
        time_zone: usableTimeZone(account.timeZone),
        xp_reached_at: now,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await ctx.ranks?.put(user);
    return user;
  } catch (error) {
    // Two sign-ups raced past the check above: the unique index decides.
    if (isUniqueViolation(error)) await assertAvailable(ctx, username, email);
    throw error;
  }
}

async function assertAvailable(ctx: ServiceContext, username: string, email: string): Promise<void> {
  const taken = await ctx.db
    .selectFrom('users')
    .select(['email', 'username_key'])
    .where((eb) => eb.or([eb('email', '=', email), eb('username_key', '=', username.toLowerCase())]))
    .execute();
  if (taken.some((row) => row.email === email)) throw new AppError('CONFLICT', MESSAGES.emailTaken);
  if (taken.length > 0) throw new AppError('CONFLICT', MESSAGES.usernameTaken);
}

/** Refuses a username an account has already (compared as the accounts' are: without case). */
export async function assertUsernameFree(ctx: ServiceContext, username: string): Promise<void> {
  const taken = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', username.trim().toLowerCase())
    .executeTakeFirst();
  if (taken) throw new AppError('CONFLICT', MESSAGES.usernameTaken);
}

/**
 * The browser's time zone in canonical form when it is a real IANA name; otherwise the default, so sign-up
 * never fails on it.
 */
export function usableTimeZone(timeZone: string | undefined): string {
  return (timeZone && canonicalTimeZone(timeZone)) || DEFAULT_TIME_ZONE;
}

export async function viewUser(ctx: ServiceContext, row: UserRow): Promise<User> {
  return presentUser(row, await userStats(ctx, row), ctx.clock());
}

/** The caller's own profile (`userId` is the session's user). */
export async function viewProfile(ctx: ServiceContext, userId: number): Promise<User> {
  return viewUser(ctx, await requireUser(ctx, userId));
}

export async function requireUser(ctx: ServiceContext, id: number): Promise<UserRow> {
  const row = await findUserById(ctx, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such user');
  return row;
}

/** The caller's own profile: the mobile number, and a time zone change (at most once a week). */
export async function updateProfile(
  ctx: ServiceContext,
  userId: number,
  update: { mobile?: string | undefined; timeZone?: string | undefined },
): Promise<User> {
  if (update.timeZone !== undefined) {
    const timeZone = canonicalTimeZone(update.timeZone);
    if (timeZone === null) throw new AppError('VALIDATION', MESSAGES.unknownTimeZone);
    const outcome = await changeTimeZone(ctx, userId, timeZone);
    if (outcome.kind === 'too-soon') {
      const when = new Date(outcome.nextChangeAt).toISOString().slice(0, 16).replace('T', ' ');
      throw new AppError('BAD_REQUEST', `${MESSAGES.timeZoneChangedRecently} ${when} UTC`);
    }
  }
  await ctx.db
    .updateTable('users')
    .set({ ...(update.mobile !== undefined ? { mobile: update.mobile } : {}), updated_at: ctx.clock() })
    .where('id', '=', userId)
    .execute();
  return viewProfile(ctx, userId);
}

/**
 * Asks for a new time zone (a canonical name). It takes effect from the next local day of the zone in
 * force, at most once a week (lib/time-zones); a change refused as too soon leaves everything as it was.
 */
export async function changeTimeZone(
  ctx: ServiceContext,
  userId: number,
  timeZone: string,
): Promise<{ kind: 'unchanged' | 'scheduled' } | { kind: 'too-soon'; nextChangeAt: number }> {
  // Decided on the row as read, written only if no other change came in between (then decided again).
  for (let attempt = 0; attempt < 3; attempt++) {
    const user = await requireUser(ctx, userId);
    const decision = decideZoneChange(user, timeZone, ctx.clock());
    if (decision.kind !== 'set') return decision;
    const written = await ctx.db
      .updateTable('users')
      .set({ ...decision.columns, updated_at: ctx.clock() })
      .where('id', '=', userId)
      .where((eb) =>
        user.time_zone_changed_at === null
          ? eb('time_zone_changed_at', 'is', null)
          : eb('time_zone_changed_at', '=', user.time_zone_changed_at),
      )
      .where((eb) =>
        user.next_time_zone === null
          ? eb('next_time_zone', 'is', null)
          : eb('next_time_zone', '=', user.next_time_zone),
      )
      .executeTakeFirst();
    if (Number(written.numUpdatedRows) === 1) return { kind: 'scheduled' };
  }
  throw new AppError('CONFLICT', 'Your time zone changed meanwhile: please try again');
}

/**
 * The time zone the browser reports at sign-in, asked for quietly: an unknown one, or one too soon after the
 * last change, is ignored. `user` is brought up to date.
 */
export async function noteTimeZone(
  ctx: ServiceContext,
  user: UserRow,
  timeZone: string | undefined,
): Promise<void> {
  const canonical = timeZone ? canonicalTimeZone(timeZone) : null;
  if (canonical === null) return;
  if ((await changeTimeZone(ctx, user.id, canonical)).kind === 'scheduled')
    Object.assign(user, await requireUser(ctx, user.id));
}

export async function setPassword(ctx: ServiceContext, userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: ctx.clock() })
    .where('id', '=', userId)
    .execute();
}

/** What ADMIN_EMAIL + ADMIN_PASSWORD did at start. */
export type EnsureAdminOutcome = 'created' | 'promoted' | 'unchanged' | 'password-mismatch';

/**
 * Creates the configured administrator, or promotes the account that already has that email, but only when
 * ADMIN_PASSWORD is that account's password: otherwise whoever signed up first with the address would
 * become admin with their own password (a takeover). A mismatch leaves the account alone.
 */
export async function ensureAdmin(
  ctx: ServiceContext,
  admin: { email: string; password: string },
): Promise<EnsureAdminOutcome> {
  const existing = await findUserByEmail(ctx, admin.email);
  if (existing) {
    if (existing.is_admin === 1) return 'unchanged';
    if (!(await verifyPassword(existing.password_hash, admin.password))) return 'password-mismatch';
    await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.clock();
      await trx
        .updateTable('users')
        .set({ is_admin: 1, updated_at: now })
        .where('id', '=', existing.id)
        .execute();
      await recordAudit(trx, now, {
        actorId: null,
        action: 'user.make_admin',
        target: { type: 'user', id: existing.id, label: existing.username },
        summary: `Made ${existing.username} an admin at start (ADMIN_EMAIL, with the matching password)`,
      });
    });
    return 'promoted';
  }
  await createUser(ctx, {
    username: await freeUsername(ctx, admin.email.split('@')[0] ?? 'admin'),
    email: admin.email,
    mobile: null,
    password: admin.password,
    isAdmin: true,
  });
  return 'created';
}

async function freeUsername(ctx: ServiceContext, wanted: string): Promise<string> {
  const base =
    wanted
      .replace(/[^A-Za-z0-9_.-]/g, '')
      .slice(0, 24)
      .padEnd(3, '_') || 'admin';
  for (let suffix = 0; ; suffix++) {
    const candidate = suffix === 0 ? base : `${base}${suffix}`;
    const taken = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('username_key', '=', candidate.toLowerCase())
      .executeTakeFirst();
    if (!taken) return candidate;
  }
}
