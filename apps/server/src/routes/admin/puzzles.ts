import {
  ZAdminActionResponse,
  ZAdminPuzzle,
  ZAdminPuzzleParams,
  ZAdminPuzzlesResponse,
  ZAutoUpdateResponse,
  ZCreatePuzzleRequest,
  ZPuzzleProofResponse,
  ZUpdatePuzzleRequest,
} from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../plugins/auth';
import {
  createPuzzle,
  getAdminPuzzle,
  listAdminPuzzles,
  retirePuzzle,
  updatePuzzle,
  validatePuzzle,
} from '../../services/admin-puzzles';
import { autoUpdate } from '../../services/generation/schedule';

/** /api/admin/puzzles: registered inside the admin plugin, so its hook (401, 403) guards every route here. */
export const adminPuzzleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: ZAdminPuzzlesResponse } } }, async () =>
    listAdminPuzzles(app.ctx),
  );

  app.get(
    '/:id',
    { schema: { params: ZAdminPuzzleParams, response: { 200: ZAdminPuzzle } } },
    async (request) => getAdminPuzzle(app.ctx, request.params.id),
  );

  app.post(
    '/validate',
    { schema: { body: ZCreatePuzzleRequest, response: { 200: ZPuzzleProofResponse } } },
    async (request) => validatePuzzle(app.ctx, request.body),
  );

  app.post(
    '/',
    { schema: { body: ZCreatePuzzleRequest, response: { 201: ZAdminPuzzle } } },
    async (request, reply) => {
      const puzzle = await createPuzzle(app.ctx, requireIdentity(request).userId, request.body);
      return reply.status(201).send(puzzle);
    },
  );

  /** The auto-update: new shared puzzles for every track, each proven by the judge before it is stored. */
  app.post('/auto-update', { schema: { response: { 200: ZAutoUpdateResponse } } }, async (request) =>
    autoUpdate(
      { ...app.ctx, log: app.log, provider: app.ctx.puzzleProvider },
      requireIdentity(request).userId,
    ),
  );

  app.put(
    '/:id',
    { schema: { params: ZAdminPuzzleParams, body: ZUpdatePuzzleRequest, response: { 200: ZAdminPuzzle } } },
    async (request) =>
      updatePuzzle(app.ctx, requireIdentity(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { schema: { params: ZAdminPuzzleParams, response: { 200: ZAdminActionResponse } } },
    async (request) => retirePuzzle(app.ctx, requireIdentity(request).userId, request.params.id),
  );
};
