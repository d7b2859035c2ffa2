import { ZPublicProfile, ZPublicProfileParams } from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicProfile } from '../../services/public-profile';

/** Learners' public profiles: open to everyone, as the leaderboard is. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:username/profile',
    { schema: { params: ZPublicProfileParams, response: { 200: ZPublicProfile } } },
    async (request) => publicProfile(app.ctx, request.params.username),
  );
};
