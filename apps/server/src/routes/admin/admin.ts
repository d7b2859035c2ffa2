import {
  ZAdminActionResponse,
  ZAdminStatsResponse,
  ZAdminUserDetailResponse,
  ZAdminUsersRequest,
  ZAdminUsersResponse,
  ZAuditRequest,
  ZAuditResponse,
  ZMakeAdminRequest,
  ZSendMessageRequest,
  ZUserIdParams,
} from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireIdentity } from '../../plugins/auth';
import { adminStats } from '../../services/admin-stats';
import { listUsers, makeAdmin, sendMessage, viewUserAsAdmin } from '../../services/admin-users';
import { listAudit } from '../../services/audit';
import { removeAdmin, setTeacher } from '../../services/roles';
import { adminPackageRoutes } from './packages';
import { adminPuzzleRoutes } from './puzzles';

/**
 * Administrators' routes. The guard is this plugin's own hook: every route registered here, now or later,
 * answers 401 without a session and 403 to a non-admin before its handler runs.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/stats', { schema: { response: { 200: ZAdminStatsResponse } } }, async () => adminStats(app.ctx));

  app.get(
    '/users',
    { schema: { querystring: ZAdminUsersRequest, response: { 200: ZAdminUsersResponse } } },
    async (request) => listUsers(app.ctx, request.query),
  );

  app.get(
    '/user/:id',
    { schema: { params: ZUserIdParams, response: { 200: ZAdminUserDetailResponse } } },
    async (request) => viewUserAsAdmin(app.ctx, request.params.id),
  );

  app.post(
    '/make-admin',
    { schema: { body: ZMakeAdminRequest, response: { 200: ZAdminActionResponse } } },
    async (request) => makeAdmin(app.ctx, requireIdentity(request).userId, request.body.userId),
  );

  // Roles beside Make Admin: teacher rights given and taken, admin rights taken (never one's own or the last).
  app.post(
    '/users/:id/teacher',
    { schema: { params: ZUserIdParams, response: { 200: ZAdminActionResponse } } },
    async (request) => setTeacher(app.ctx, requireIdentity(request).userId, request.params.id, true),
  );

  app.delete(
    '/users/:id/teacher',
    { schema: { params: ZUserIdParams, response: { 200: ZAdminActionResponse } } },
    async (request) => setTeacher(app.ctx, requireIdentity(request).userId, request.params.id, false),
  );

  app.delete(
    '/users/:id/admin',
    { schema: { params: ZUserIdParams, response: { 200: ZAdminActionResponse } } },
    async (request) => removeAdmin(app.ctx, requireIdentity(request).userId, request.params.id),
  );

  app.post(
    '/send-message',
    { schema: { body: ZSendMessageRequest, response: { 200: ZAdminActionResponse } } },
    async (request) => sendMessage(app.ctx, requireIdentity(request).userId, request.body),
  );

  app.get(
    '/audit',
    { schema: { querystring: ZAuditRequest, response: { 200: ZAuditResponse } } },
    async (request) => listAudit(app.ctx, request.query),
  );

  // Inside this plugin, so under the same hook.
  await app.register(adminPuzzleRoutes, { prefix: '/puzzles' });
  await app.register(adminPackageRoutes);
};
