import {
  ZAdminActionResponse,
  ZAdminPuzzle,
  ZAdminPuzzlesResponse,
  ZClassParams,
  ZClassPuzzleParams,
  ZCreatePuzzleRequest,
  ZPuzzleProofResponse,
  ZUpdatePuzzleRequest,
} from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity, requireSession } from '../../plugins/auth';
import {
  createClassPuzzle,
  getClassPuzzle,
  listClassPuzzles,
  retireClassPuzzle,
  updateClassPuzzle,
  validateClassPuzzle,
} from '../../services/class-puzzles';

/**
 * /api/classes/{id}/puzzles: a class's own puzzles, made, proven and edited by its teachers as the admin
 * panel's are (the same request and answer shapes). Who may is services/class-puzzles.ts's to decide.
 */
export const classPuzzleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);

  app.get(
    '/:id/puzzles',
    { schema: { params: ZClassParams, response: { 200: ZAdminPuzzlesResponse } } },
    async (request) => listClassPuzzles(app.ctx, requireIdentity(request).userId, request.params.id),
  );

  app.get(
    '/:id/puzzles/:puzzleId',
    { schema: { params: ZClassPuzzleParams, response: { 200: ZAdminPuzzle } } },
    async (request) =>
      getClassPuzzle(app.ctx, requireIdentity(request).userId, request.params.id, request.params.puzzleId),
  );

  app.post(
    '/:id/puzzles/validate',
    { schema: { params: ZClassParams, body: ZCreatePuzzleRequest, response: { 200: ZPuzzleProofResponse } } },
    async (request) =>
      validateClassPuzzle(app.ctx, requireIdentity(request).userId, request.params.id, request.body),
  );

  app.post(
    '/:id/puzzles',
    { schema: { params: ZClassParams, body: ZCreatePuzzleRequest, response: { 201: ZAdminPuzzle } } },
    async (request, reply) => {
      const puzzle = await createClassPuzzle(
        app.ctx,
        requireIdentity(request).userId,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(puzzle);
    },
  );

  app.put(
    '/:id/puzzles/:puzzleId',
    { schema: { params: ZClassPuzzleParams, body: ZUpdatePuzzleRequest, response: { 200: ZAdminPuzzle } } },
    async (request) =>
      updateClassPuzzle(
        app.ctx,
        requireIdentity(request).userId,
        request.params.id,
        request.params.puzzleId,
        request.body,
      ),
  );

  app.delete(
    '/:id/puzzles/:puzzleId',
    { schema: { params: ZClassPuzzleParams, response: { 200: ZAdminActionResponse } } },
    async (request) =>
      retireClassPuzzle(app.ctx, requireIdentity(request).userId, request.params.id, request.params.puzzleId),
  );
};
