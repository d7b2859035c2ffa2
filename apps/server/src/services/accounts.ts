import { MESSAGES, PASSWORD_RESET_TTL_MS, type SignupRequest } from '@codequest/contracts';
import type { ResetLinkClosedReason, UserRow } from '../db/schema';
import { AppError } from '../lib/errors';
import { verifyAgainstDecoy, verifyPassword } from '../lib/passwords';
import { hashSecret, newSecret } from '../lib/tokens';
import type { ServiceContext } from './context';
import { revokeUserSessions } from './sessions';
import { createUser, findUserByEmail, noteTimeZone, requireUser, setPassword } from './users';

/** The account flows that span users, sessions and reset tokens: sign-up, sign-in and passwords. */

export function signUp(ctx: ServiceContext, request: SignupRequest): Promise<UserRow> {
  return createUser(ctx, {
    username: request.username,
    email: request.email,
    mobile: request.mobile,
    password: request.password,
    timeZone: request.timeZone,
  });
}

/** The user whose email and password these are; one message for an unknown email and a wrong password. */
export async function checkCredentials(
  ctx: ServiceContext,
  credentials: { email: string; password: string; timeZone?: string | undefined },
): Promise<UserRow> {
  const user = await findUserByEmail(ctx, credentials.email);
  const valid = user
    ? await verifyPassword(user.password_hash, credentials.password)
    : await verifyAgainstDecoy(credentials.password);
  if (!user || !valid) throw new AppError('UNAUTHENTICATED', MESSAGES.invalidCredentials);
  await noteTimeZone(ctx, user, credentials.timeZone);
  return user;
}

/** Checks the current password, sets the new one, and signs out every other session. */
export async function changePassword(
  ctx: ServiceContext,
  options: { userId: number; sessionId: number; currentPassword: string; newPassword: string },
): Promise<void> {
  const user = await requireUser(ctx, options.userId);
  if (!(await verifyPassword(user.password_hash, options.currentPassword))) {
    throw new AppError('VALIDATION', MESSAGES.currentPasswordWrong);
  }
  await setPassword(ctx, user.id, options.newPassword);
  await revokeUserSessions(ctx, user.id, { except: options.sessionId });
  // A link mailed before the change must not undo it (someone who read the mail could otherwise).
  await closeResetLinks(ctx, user.id, 'password_changed');
}

/** Ends every working reset link of the user, recording why. */
async function closeResetLinks(
  ctx: ServiceContext,
  userId: number,
  reason: ResetLinkClosedReason,
): Promise<void> {
  await ctx.db
    .updateTable('password_resets')
    .set({ used_at: ctx.clock(), closed_reason: reason })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Starts a reset for the account with this email, if there is one: a single-use secret that expires in
 * PASSWORD_RESET_TTL_MS, replacing any earlier unused one. Returns what the mail needs, or null.
 */
export async function startPasswordReset(
  ctx: ServiceContext,
  email: string,
): Promise<{ user: UserRow; secret: string } | null> {
  const user = await findUserByEmail(ctx, email);
  if (!user) return null;
  const secret = newSecret();
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('password_resets')
      .set({ used_at: now, closed_reason: 'replaced' })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        token_hash: hashSecret(secret),
        created_at: now,
        expires_at: now + PASSWORD_RESET_TTL_MS,
      })
      .execute();
  });
  return { user, secret };
}

/** Sets a new password with a reset secret, once; signs the account out everywhere. */
export async function finishPasswordReset(
  ctx: ServiceContext,
  options: { secret: string; newPassword: string },
): Promise<void> {
  const now = ctx.clock();
  const tokenHash = hashSecret(options.secret);
  // Claiming the token is one conditional write, so two requests racing with it cannot both succeed.
  const claimed = await ctx.db
    .updateTable('password_resets')
    .set({ used_at: now, closed_reason: 'used' })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  if (!claimed) throw await resetRefusal(ctx, tokenHash, now);
  await setPassword(ctx, claimed.user_id, options.newPassword);
  await revokeUserSessions(ctx, claimed.user_id);
  await closeResetLinks(ctx, claimed.user_id, 'password_changed');
}

/** Why a link that could not be claimed is refused: each reason with its own code and words. */
async function resetRefusal(ctx: ServiceContext, tokenHash: string, now: number): Promise<AppError> {
  const reset = await ctx.db
    .selectFrom('password_resets')
    .select(['used_at', 'expires_at', 'closed_reason'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!reset) return new AppError('RESET_LINK_UNKNOWN', MESSAGES.resetTokenUnknown);
  // Whatever ended the link first is the reason: a link replaced before it expired says "replaced".
  if (reset.used_at !== null && reset.used_at < reset.expires_at) {
    if (reset.closed_reason === 'replaced') {
      return new AppError('RESET_LINK_REPLACED', MESSAGES.resetTokenReplaced);
    }
    if (reset.closed_reason === 'password_changed') {
      return new AppError('RESET_LINK_REVOKED', MESSAGES.resetTokenRevoked);
    }
    return new AppError('RESET_LINK_USED', MESSAGES.resetTokenUsed);
  }
  if (reset.expires_at <= now) return new AppError('RESET_LINK_EXPIRED', MESSAGES.resetTokenExpired);
  // Not reachable: an open, unexpired link is claimed, not refused. Said plainly all the same.
  return new AppError('RESET_LINK_UNKNOWN', MESSAGES.resetTokenUnknown);
}
