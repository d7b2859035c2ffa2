import { SESSION_TTL_MS } from '@codequest/contracts';
import { hashSecret, newSecret } from '../lib/tokens';
import type { Caller, ServiceContext } from './context';

/**
 * Sessions are opaque bearer tokens. Only their hash is stored; each expires SESSION_TTL_MS after its last
 * use (sliding) and at the latest a maximum age after its sign-in (SESSION_MAX_DAYS), and can be revoked one
 * by one (logout) or all at once (password change or reset).
 */

/**
 * Last use (and with it the sliding expiry) is written back at most this often, so reads do not each cost a
 * write; often enough that the admin stats' active sessions (used in the last 15 minutes) are right to the
 * minute.
 */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionIdentity extends Caller {
  sessionId: number;
}

export async function createSession(ctx: ServiceContext, userId: number): Promise<string> {
  const token = newSecret();
  const now = ctx.clock();
  await ctx.db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashSecret(token),
      created_at: now,
      last_used_at: now,
      expires_at: now + SESSION_TTL_MS,
    })
    .execute();
  return token;
}

/**
 * Who a bearer token belongs to, or null when it is unknown, revoked, or expired: unused for SESSION_TTL_MS,
 * or signed in more than `maxAgeMs` ago however often used since.
 */
export async function authenticate(
  ctx: ServiceContext,
  token: string,
  maxAgeMs: number,
): Promise<SessionIdentity | null> {
  const now = ctx.clock();
  const session = await ctx.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.created_at',
      'sessions.last_used_at',
      'users.is_admin',
    ])
    .where('sessions.token_hash', '=', hashSecret(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('sessions.created_at', '>', now - maxAgeMs)
    .executeTakeFirst();
  if (!session) return null;
  if (now - session.last_used_at >= TOUCH_INTERVAL_MS) {
    await ctx.db
      .updateTable('sessions')
      .set({ last_used_at: now, expires_at: Math.min(now + SESSION_TTL_MS, session.created_at + maxAgeMs) })
      .where('id', '=', session.id)
      .execute();
  }
  return { sessionId: session.id, userId: session.user_id, isAdmin: session.is_admin === 1 };
}

/** Sessions a token could still sign in with now: not revoked, not idle past their expiry, not past their lifetime. */
export async function countActiveSessions(ctx: ServiceContext, maxAgeMs: number): Promise<number> {
  const now = ctx.clock();
  const row = await ctx.db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('created_at', '>', now - maxAgeMs)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function revokeSession(ctx: ServiceContext, sessionId: number): Promise<void> {
  await ctx.db
    .updateTable('sessions')
    .set({ revoked_at: ctx.clock() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of a user, but the one named in `except` (the caller's own, on a change). */
export async function revokeUserSessions(
  ctx: ServiceContext,
  userId: number,
  options: { except?: number } = {},
): Promise<void> {
  let query = ctx.db
    .updateTable('sessions')
    .set({ revoked_at: ctx.clock() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (options.except !== undefined) query = query.where('id', '!=', options.except);
  await query.execute();
}
