import { ZMarkReadResponse, ZMessageParams, ZMessagesRequest, ZMessagesResponse } from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity, requireSession } from '../../plugins/auth';
import { listMessages, markRead } from '../../services/messages';

/** The caller's inbox: messages from administrators. Always the caller's own: the token decides whose. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);

  app.get(
    '/',
    { schema: { querystring: ZMessagesRequest, response: { 200: ZMessagesResponse } } },
    async (request) => listMessages(app.ctx, requireIdentity(request).userId, request.query),
  );

  app.post(
    '/:id/read',
    { schema: { params: ZMessageParams, response: { 200: ZMarkReadResponse } } },
    async (request) => markRead(app.ctx, requireIdentity(request).userId, request.params.id),
  );
};
