import { ZProfileUpdateRequest, ZUser } from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity, requireSession } from '../../plugins/auth';
import { updateProfile, viewProfile } from '../../services/users';

/** The signed-in user's own profile. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireSession);

  app.get('/current', { schema: { response: { 200: ZUser } } }, async (request) =>
    viewProfile(ctx, requireIdentity(request).userId),
  );

  app.patch(
    '/update',
    { schema: { body: ZProfileUpdateRequest, response: { 200: ZUser } } },
    async (request) => updateProfile(ctx, requireIdentity(request).userId, request.body),
  );
};
