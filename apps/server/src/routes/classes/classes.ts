import {
  ZAddTeacherRequest,
  ZClassesResponse,
  ZClassJoiningRequest,
  ZClassMemberParams,
  ZClassMessageResponse,
  ZClassParams,
  ZClassResponse,
  ZCreateClassRequest,
  ZJoinClassRequest,
  ZJoinCodeParams,
  ZJoinPreviewResponse,
  ZUpdateClassRequest,
} from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity, requireSession } from '../../plugins/auth';
import {
  addTeacher,
  createClass,
  joinClass,
  leaveClass,
  listMyClasses,
  previewJoin,
  readClass,
  regenerateCode,
  removeMember,
  setJoining,
  updateClass,
} from '../../services/classes';
import { similarityRoutes } from './similarity';

/**
 * Classes: every route needs a session (this plugin's hook); who may do what to which class is
 * services/classes.ts's to decide (403 without teacher rights, 404 for a class one is not in).
 */
export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  await app.register(similarityRoutes);

  app.get('/', { schema: { response: { 200: ZClassesResponse } } }, async (request) =>
    listMyClasses(app.ctx, requireIdentity(request).userId),
  );

  app.post(
    '/',
    { schema: { body: ZCreateClassRequest, response: { 200: ZClassResponse } } },
    async (request) => createClass(app.ctx, requireIdentity(request).userId, request.body),
  );

  app.post(
    '/join',
    { schema: { body: ZJoinClassRequest, response: { 200: ZClassResponse } } },
    async (request) => joinClass(app.ctx, requireIdentity(request).userId, request.body.code),
  );

  app.get(
    '/join/:code',
    { schema: { params: ZJoinCodeParams, response: { 200: ZJoinPreviewResponse } } },
    async (request) => previewJoin(app.ctx, requireIdentity(request).userId, request.params.code),
  );

  app.get('/:id', { schema: { params: ZClassParams, response: { 200: ZClassResponse } } }, async (request) =>
    readClass(app.ctx, requireIdentity(request).userId, request.params.id),
  );

  app.patch(
    '/:id',
    { schema: { params: ZClassParams, body: ZUpdateClassRequest, response: { 200: ZClassResponse } } },
    async (request) => updateClass(app.ctx, requireIdentity(request).userId, request.params.id, request.body),
  );

  app.post(
    '/:id/code',
    { schema: { params: ZClassParams, response: { 200: ZClassResponse } } },
    async (request) => regenerateCode(app.ctx, requireIdentity(request).userId, request.params.id),
  );

  app.put(
    '/:id/joining',
    { schema: { params: ZClassParams, body: ZClassJoiningRequest, response: { 200: ZClassResponse } } },
    async (request) =>
      setJoining(app.ctx, requireIdentity(request).userId, request.params.id, request.body.open),
  );

  app.post(
    '/:id/teachers',
    { schema: { params: ZClassParams, body: ZAddTeacherRequest, response: { 200: ZClassResponse } } },
    async (request) =>
      addTeacher(app.ctx, requireIdentity(request).userId, request.params.id, request.body.login),
  );

  app.delete(
    '/:id/members/:userId',
    { schema: { params: ZClassMemberParams, response: { 200: ZClassResponse } } },
    async (request) =>
      removeMember(app.ctx, requireIdentity(request).userId, request.params.id, request.params.userId),
  );

  app.post(
    '/:id/leave',
    { schema: { params: ZClassParams, response: { 200: ZClassMessageResponse } } },
    async (request) => leaveClass(app.ctx, requireIdentity(request).userId, request.params.id),
  );
};
