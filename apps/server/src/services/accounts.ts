import { MESSAGES, PASSWORD_RESET_TTL_MS, type SignupRequest } from '@codequest/contracts';
import type { UserRow } from '../db/schema';
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
      .set({ used_at: now })
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
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  if (!claimed) throw await resetRefusal(ctx, tokenHash, now);
  await setPassword(ctx, claimed.user_id, options.newPassword);
  await revokeUserSessions(ctx, claimed.user_id);
}

async function resetRefusal(ctx: ServiceContext, tokenHash: string, now: number): Promise<AppError> {
  const reset = await ctx.db
    .selectFrom('password_resets')
    .select(['used_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!reset) return new AppError('VALIDATION', MESSAGES.resetTokenInvalid);
  if (reset.used_at !== null) return new AppError('VALIDATION', MESSAGES.resetTokenUsed);
  return new AppError(
    'VALIDATION',
    reset.expires_at <= now ? MESSAGES.resetTokenExpired : MESSAGES.resetTokenInvalid,
  );
}
