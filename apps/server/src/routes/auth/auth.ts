import {
  type ErrorCode,
  MESSAGES,
  PASSWORD_RESET_TTL_MS,
  ZAuthResponse,
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZMessageResponse,
  ZResetPasswordRequest,
  ZSignupRequest,
} from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { passwordResetMail } from '../../mail/templates';
import { requireIdentity, requireSession } from '../../plugins/auth';
import {
  changePassword,
  checkCredentials,
  finishPasswordReset,
  signUp,
  startPasswordReset,
} from '../../services/accounts';
import { createSession, revokeSession } from '../../services/sessions';
import { normalizeEmail, viewUser } from '../../services/users';

const isCode = (code: ErrorCode) => (error: unknown) => error instanceof AppError && error.code === code;

/** Sign-up, sign-in, sign-out and the password flows (spec sections 5, 7 and 8). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/signup',
    { schema: { body: ZSignupRequest, response: { 200: ZAuthResponse } } },
    async (request) => {
      await ctx.limits.consume('signupPerIp', request.ip);
      const user = await signUp(ctx, request.body);
      return { token: await createSession(ctx, user.id), user: await viewUser(ctx, user) };
    },
  );

  app.post(
    '/login',
    { schema: { body: ZLoginRequest, response: { 200: ZAuthResponse } } },
    async (request) => {
      const account = normalizeEmail(request.body.email);
      const user = await ctx.limits.guard(
        [
          ['loginFailuresPerAccountAndIp', `${account} ${request.ip}`],
          ['loginFailuresPerIp', request.ip],
        ],
        () => checkCredentials(ctx, request.body),
        isCode('UNAUTHENTICATED'),
      );
      return { token: await createSession(ctx, user.id), user: await viewUser(ctx, user) };
    },
  );

  app.post(
    '/logout',
    { onRequest: requireSession, schema: { response: { 200: ZMessageResponse } } },
    async (request) => {
      await revokeSession(ctx, requireIdentity(request).sessionId);
      return { message: MESSAGES.loggedOut };
    },
  );

  app.post(
    '/forgot-password',
    { schema: { body: ZForgotPasswordRequest, response: { 200: ZMessageResponse } } },
    async (request) => {
      const account = normalizeEmail(request.body.email);
      await ctx.limits.consume('forgotPasswordPerIp', request.ip);
      await ctx.limits.consume('forgotPasswordPerAccount', account);
      const reset = await startPasswordReset(ctx, account);
      if (reset) {
        const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(reset.secret)}`;
        const minutes = PASSWORD_RESET_TTL_MS / 60_000;
        ctx.mailer.send(
          passwordResetMail({ to: reset.user.email, username: reset.user.username, link, minutes }),
        );
      }
      // The same answer whether or not the account exists: the form cannot be used to find out.
      return { message: MESSAGES.resetEmailSent };
    },
  );

  app.post(
    '/reset-password-confirm',
    { schema: { body: ZResetPasswordRequest, response: { 200: ZMessageResponse } } },
    async (request) => {
      await finishPasswordReset(ctx, { secret: request.body.token, newPassword: request.body.newPassword });
      return { message: MESSAGES.passwordReset };
    },
  );

  app.post(
    '/change-password',
    {
      onRequest: requireSession,
      schema: { body: ZChangePasswordRequest, response: { 200: ZMessageResponse } },
    },
    async (request) => {
      const { sessionId, userId } = requireIdentity(request);
      await ctx.limits.guard(
        [['changePasswordFailuresPerUser', String(userId)]],
        () => changePassword(ctx, { userId, sessionId, ...request.body }),
        (error) => error instanceof AppError && error.message === MESSAGES.currentPasswordWrong,
      );
      return { message: MESSAGES.passwordChanged };
    },
  );
};
