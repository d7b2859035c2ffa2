import {
  type AuthResponse,
  canonicalEmail,
  type ErrorCode,
  type LoginRequest,
  MESSAGES,
  type MessageResponse,
  PASSWORD_RESET_TTL_MS,
  type SignupRequest,
  type SignupResponse,
} from '@codequest/contracts';
import { deleteAccount } from '../commands/delete-account';
import type { ResetLinkClosedReason, UserRow } from '../db/schema';
import { AppError } from '../lib/errors';
import { verifyAgainstDecoy, verifyPassword } from '../lib/passwords';
import type { RateLimits } from '../lib/rate-limit';
import { hashSecret, newSecret } from '../lib/tokens';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';
import { presentNotice } from '../presenters/notice';
import { presentSession } from '../presenters/session';
import type { ServiceContext } from './context';
import { createSession, revokeSession, revokeUserSessions, type SessionIdentity } from './sessions';
import { requestSignup } from './signup-confirmation';
import { createUser, findUserByEmail, noteTimeZone, requireUser, setPassword, viewUser } from './users';

/**
 * The account flows that span users, sessions and reset tokens: sign-up, sign-in, sign-out and passwords.
 * The budgets against guessing and flooding (lib/rate-limit: per address, per account) are spent here, so
 * every way in to a flow counts the same.
 */

export interface AccountContext extends ServiceContext {
  limits: Pick<RateLimits, 'consume' | 'guard'>;
  mailer: Pick<Mailer, 'send'>;
  /** Where the links in a mail point; whether a sign-up finishes from a mailed link. */
  config: { publicUrl: string; signupConfirmEmail: boolean };
}

/** Where a request came from: budgets are counted per address. */
export interface Client {
  ip: string;
}

const isCode = (code: ErrorCode) => (error: unknown) => error instanceof AppError && error.code === code;

/** A new account, signed in. */
export async function signUp(
  ctx: AccountContext,
  request: SignupRequest,
  client: Client,
): Promise<SignupResponse> {
  await ctx.limits.consume('signupPerIp', client.ip);
  if (ctx.config.signupConfirmEmail) return requestSignup(ctx, request);
  const user = await createUser(ctx, {
    username: request.username,
    email: request.email,
    mobile: request.mobile,
    password: request.password,
    timeZone: request.timeZone,
  });
  return signedIn(ctx, user);
}

/**
 * Signs in with email and password. Only wrong ones spend the budgets: per account and address together,
 * and per address.
 */
export async function signIn(
  ctx: AccountContext,
  request: LoginRequest,
  client: Client,
): Promise<AuthResponse> {
  const account = canonicalEmail(request.email);
  const user = await ctx.limits.guard(
    [
      ['loginFailuresPerAccountAndIp', `${account} ${client.ip}`],
      ['loginFailuresPerIp', client.ip],
    ],
    () => checkCredentials(ctx, request),
    isCode('UNAUTHENTICATED'),
  );
  return signedIn(ctx, user);
}

async function signedIn(ctx: ServiceContext, user: UserRow): Promise<AuthResponse> {
  return presentSession(await createSession(ctx, user.id), await viewUser(ctx, user));
}

/** Ends the caller's own session (the others stay signed in). */
export async function signOut(ctx: ServiceContext, caller: SessionIdentity): Promise<MessageResponse> {
  await revokeSession(ctx, caller.sessionId);
  return presentNotice(MESSAGES.loggedOut);
}

/** The user whose email and password these are; one message for an unknown email and a wrong password. */
async function checkCredentials(
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

/**
 * The caller's own password: checks the current one (wrong ones spend the account's budget, so a stolen
 * session cannot guess it), sets the new one, and signs out every other session.
 */
export async function changePassword(
  ctx: AccountContext,
  caller: SessionIdentity,
  request: { currentPassword: string; newPassword: string },
): Promise<MessageResponse> {
  await ctx.limits.guard(
    [['changePasswordFailuresPerUser', String(caller.userId)]],
    () => replacePassword(ctx, caller, request),
    (error) => error instanceof AppError && error.message === MESSAGES.currentPasswordWrong,
  );
  return presentNotice(MESSAGES.passwordChanged);
}

async function replacePassword(
  ctx: ServiceContext,
  caller: SessionIdentity,
  request: { currentPassword: string; newPassword: string },
): Promise<void> {
  const user = await requireUser(ctx, caller.userId);
  if (!(await verifyPassword(user.password_hash, request.currentPassword))) {
    throw new AppError('VALIDATION', MESSAGES.currentPasswordWrong);
  }
  await setPassword(ctx, user.id, request.newPassword);
  await revokeUserSessions(ctx, user.id, { except: caller.sessionId });
  // A link mailed before the change must not undo it (someone who read the mail could otherwise).
  await closeResetLinks(ctx, user.id, 'password_changed');
}

/**
 * Deletes the caller's own account (commands/delete-account) once their password is confirmed: wrong ones
 * spend the same budget as a password change, so a stolen session cannot guess it, and change nothing. The
 * last administrator is refused (409).
 */
export async function deleteOwnAccount(
  ctx: AccountContext,
  caller: SessionIdentity,
  request: { password: string },
): Promise<MessageResponse> {
  await ctx.limits.guard(
    [['changePasswordFailuresPerUser', String(caller.userId)]],
    async () => {
      const user = await requireUser(ctx, caller.userId);
      if (!(await verifyPassword(user.password_hash, request.password)))
        throw new AppError('VALIDATION', MESSAGES.deletePasswordWrong);
    },
    (error) => error instanceof AppError && error.message === MESSAGES.deletePasswordWrong,
  );
  await deleteAccount(ctx, caller.userId);
  return presentNotice(MESSAGES.accountDeleted);
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
 * "Forgot password": mails the account with this email, if there is one, a link to set a new password. The
 * same answer whether or not the account exists: the form cannot be used to find out.
 */
export async function requestPasswordReset(
  ctx: AccountContext,
  email: string,
  client: Client,
): Promise<MessageResponse> {
  const account = canonicalEmail(email);
  await ctx.limits.consume('forgotPasswordPerIp', client.ip);
  await ctx.limits.consume('forgotPasswordPerAccount', account);
  const reset = await startPasswordReset(ctx, account);
  if (reset) {
    const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(reset.secret)}`;
    const minutes = PASSWORD_RESET_TTL_MS / 60_000;
    ctx.mailer.send(
      passwordResetMail({ to: reset.user.email, username: reset.user.username, link, minutes }),
    );
  }
  return presentNotice(MESSAGES.resetEmailSent);
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
): Promise<MessageResponse> {
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
  return presentNotice(MESSAGES.passwordReset);
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
