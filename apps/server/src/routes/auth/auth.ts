import {
  ZAuthResponse,
  ZChangePasswordRequest,
  ZConfirmSignupRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZMessageResponse,
  ZResetPasswordRequest,
  ZSignupRequest,
  ZSignupResponse,
} from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity, requireSession } from '../../plugins/auth';
import {
  changePassword,
  finishPasswordReset,
  requestPasswordReset,
  signIn,
  signOut,
  signUp,
} from '../../services/accounts';
import { confirmSignup } from '../../services/signup-confirmation';

/**
 * Sign-up (and its mailed link, with SIGNUP_CONFIRM_EMAIL), sign-in, sign-out and the password flows (spec
 * sections 5, 7 and 8). The client's address goes
 * to the services, which count the budgets against guessing per address.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/signup',
    { schema: { body: ZSignupRequest, response: { 200: ZSignupResponse } } },
    async (request) => signUp(ctx, request.body, { ip: request.ip }),
  );

  app.post(
    '/confirm-signup',
    { schema: { body: ZConfirmSignupRequest, response: { 200: ZAuthResponse } } },
    async (request) => confirmSignup(ctx, request.body.token),
  );

  app.post('/login', { schema: { body: ZLoginRequest, response: { 200: ZAuthResponse } } }, async (request) =>
    signIn(ctx, request.body, { ip: request.ip }),
  );

  app.post(
    '/logout',
    { onRequest: requireSession, schema: { response: { 200: ZMessageResponse } } },
    async (request) => signOut(ctx, requireIdentity(request)),
  );

  app.post(
    '/forgot-password',
    { schema: { body: ZForgotPasswordRequest, response: { 200: ZMessageResponse } } },
    async (request) => requestPasswordReset(ctx, request.body.email, { ip: request.ip }),
  );

  app.post(
    '/reset-password-confirm',
    { schema: { body: ZResetPasswordRequest, response: { 200: ZMessageResponse } } },
    async (request) =>
      finishPasswordReset(ctx, { secret: request.body.token, newPassword: request.body.newPassword }),
  );

  app.post(
    '/change-password',
    {
      onRequest: requireSession,
      schema: { body: ZChangePasswordRequest, response: { 200: ZMessageResponse } },
    },
    async (request) => changePassword(ctx, requireIdentity(request), request.body),
  );
};
