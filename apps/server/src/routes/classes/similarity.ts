import {
  ZSimilarityParams,
  ZSimilarityPuzzlesResponse,
  ZSimilarityQuery,
  ZSimilarityResponse,
} from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../plugins/auth';
import { similarityPuzzles, similarityReport } from '../../services/similarity';

/**
 * A class's similarity report (registered inside classes.ts, whose hook asks for a session); who may read
 * it is services/similarity.ts's to decide: the class's teachers and administrators.
 */
export const similarityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/similarity',
    {
      schema: {
        params: ZSimilarityParams,
        querystring: ZSimilarityQuery,
        response: { 200: ZSimilarityResponse },
      },
    },
    async (request) =>
      similarityReport(app.ctx, requireIdentity(request).userId, request.params.id, request.query.puzzleId),
  );

  app.get(
    '/:id/similarity/puzzles',
    { schema: { params: ZSimilarityParams, response: { 200: ZSimilarityPuzzlesResponse } } },
    async (request) => similarityPuzzles(app.ctx, requireIdentity(request).userId, request.params.id),
  );
};
