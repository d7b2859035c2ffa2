import { ZLeaderboardEntry } from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listLeaderboard } from '../../services/leaderboard';

/** The global ranking: the top entries, and the caller's own when it falls outside them. */
export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: z.array(ZLeaderboardEntry) } } }, async (request) =>
    listLeaderboard(app.ctx, request.identity?.userId ?? null),
  );
};
