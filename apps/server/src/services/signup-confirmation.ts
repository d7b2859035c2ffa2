import {
  type AuthResponse,
  canonicalEmail,
  MESSAGES,
  SIGNUP_CONFIRM_TTL_MS,
  type SignupPendingResponse,
  type SignupRequest,
} from '@codequest/contracts';
import { AppError } from '../lib/errors';
import { hashPassword } from '../lib/passwords';
import type { RateLimits } from '../lib/rate-limit';
import { hashSecret, newSecret } from '../lib/tokens';
import type { Mailer } from '../mail/mailer';
import { signupConfirmMail, signupOnTakenAddressMail } from '../mail/templates';
import { presentSession } from '../presenters/session';
import type { ServiceContext } from './context';
import { createSession } from './sessions';
import { assertUsernameFree, createUser, findUserByEmail, usableTimeZone, viewUser } from './users';

/**
 * Sign-up finished from a link mailed to the address (SIGNUP_CONFIRM_EMAIL). The answer to a sign-up is the
 * same whether the address has an account or not, so it tells no stranger who has one: a new address gets
 * the link; an address with an account gets, instead, a note to its owner (someone tried to sign up with it:
 * sign in, or reset the password). Both cost the same work (the password hashed, one mail), and no address
 * gets more than a few such mails an hour. The account is made when the link is opened, under the checks a
 * sign-up makes (the username or the address may have been taken meanwhile).
 */

export interface SignupContext extends ServiceContext {
  limits: Pick<RateLimits, 'consume'>;
  mailer: Pick<Mailer, 'send'>;
  config: { publicUrl: string };
}

export async function requestSignup(
  ctx: SignupContext,
  request: SignupRequest,
): Promise<SignupPendingResponse> {
  const username = request.username.trim();
  const email = canonicalEmail(request.email);
  // Usernames are public (the leaderboard shows them): a taken one is said, as without confirmation.
  await assertUsernameFree(ctx, username);
  const passwordHash = await hashPassword(request.password);
  const now = ctx.clock();
  await ctx.db.deleteFrom('pending_signups').where('expires_at', '<=', now).execute();
  const owner = await findUserByEmail(ctx, email);
  // Past the address's mails for the hour nothing is sent, and the link mailed last stays the one that works.
  if (await mayMail(ctx, email)) {
    ctx.mailer.send(
      owner
        ? signupOnTakenAddressMail({
            to: owner.email,
            username: owner.username,
            loginLink: `${ctx.config.publicUrl}/login`,
          })
        : signupConfirmMail({
            to: email,
            username,
            link: `${ctx.config.publicUrl}/confirm-signup?token=${encodeURIComponent(
              await keepPending(ctx, { email, username, passwordHash, request, now }),
            )}`,
            hours: SIGNUP_CONFIRM_TTL_MS / 3_600_000,
          }),
    );
  }
  return { confirmationSent: true, message: MESSAGES.signupConfirmationSent };
}

/** The sign-up kept until its link is opened, replacing one made before for the address; its secret. */
async function keepPending(
  ctx: ServiceContext,
  pending: { email: string; username: string; passwordHash: string; request: SignupRequest; now: number },
): Promise<string> {
  const secret = newSecret();
  const { email, now } = pending;
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('pending_signups').where('email', '=', email).execute();
    await trx
      .insertInto('pending_signups')
      .values({
        email,
        username: pending.username,
        mobile: pending.request.mobile.trim() || null,
        password_hash: pending.passwordHash,
        time_zone: usableTimeZone(pending.request.timeZone),
        token_hash: hashSecret(secret),
        created_at: now,
        expires_at: now + SIGNUP_CONFIRM_TTL_MS,
      })
      .execute();
  });
  return secret;
}

/** Whether the address may get one more sign-up mail this hour; past that, the answer is the same, no mail. */
async function mayMail(ctx: SignupContext, email: string): Promise<boolean> {
  try {
    await ctx.limits.consume('signupMailsPerAddress', email);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return false;
    throw error;
  }
}

/** Opens a sign-up's link, once: the account is made and signed in. */
export async function confirmSignup(ctx: ServiceContext, secret: string): Promise<AuthResponse> {
  // Claiming the link is one write, so two requests racing with it cannot both make the account.
  const pending = await ctx.db
    .deleteFrom('pending_signups')
    .where('token_hash', '=', hashSecret(secret))
    .where('expires_at', '>', ctx.clock())
    .returningAll()
    .executeTakeFirst();
  if (!pending) throw new AppError('BAD_REQUEST', MESSAGES.signupLinkInvalid);
  const user = await createUser(ctx, {
    username: pending.username,
    email: pending.email,
    mobile: pending.mobile,
    passwordHash: pending.password_hash,
    timeZone: pending.time_zone,
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.message === MESSAGES.emailTaken)
      throw new AppError('CONFLICT', MESSAGES.signupEmailTakenMeanwhile);
    if (error instanceof AppError && error.message === MESSAGES.usernameTaken)
      throw new AppError('CONFLICT', MESSAGES.signupUsernameTakenMeanwhile);
    throw error;
  });
  return presentSession(await createSession(ctx, user.id), await viewUser(ctx, user));
}
