import { ZAdminUsersResponse } from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth';
import { listUsers } from '../../services/admin';

/**
 * Administrators' routes. The guard is this plugin's own hook: every route registered here, now or later,
 * answers 401 without a session and 403 to a non-admin before its handler runs.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/users', { schema: { response: { 200: ZAdminUsersResponse } } }, async () => listUsers(app.ctx));
};
