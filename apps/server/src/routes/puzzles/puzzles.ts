import { ZPuzzle, ZPuzzleParams } from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getPuzzle, listPuzzles } from '../../services/catalogue';

/**
 * The catalogue with the caller's progress. The token decides whose progress: the spec's `userId` query
 * parameter is accepted and ignored, except for administrators, who may look at anyone's.
 */
export const puzzleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const ZViewerQuery = z.object({ userId: z.coerce.number().int().positive().optional().catch(undefined) });

  const viewerOf = (identity: { userId: number; isAdmin: boolean } | null, userId: number | undefined) => {
    if (!identity) return null;
    return identity.isAdmin && userId !== undefined ? userId : identity.userId;
  };

  app.get(
    '/',
    { schema: { querystring: ZViewerQuery, response: { 200: z.array(ZPuzzle) } } },
    async (request) => listPuzzles(ctx, viewerOf(request.identity, request.query.userId)),
  );

  app.get(
    '/:id',
    { schema: { params: ZPuzzleParams, querystring: ZViewerQuery, response: { 200: ZPuzzle } } },
    async (request) => getPuzzle(ctx, request.params.id, viewerOf(request.identity, request.query.userId)),
  );
};
