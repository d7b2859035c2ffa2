import { idField, ZAchievementWithProgress, ZUserAchievement } from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAchievements, listUserAchievements } from '../../services/achievements';

/** Every achievement there is (with the caller's progress), and the ones a user has unlocked (with when). */
export const achievementRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed in, each comes with the caller's progress toward it.
  app.get('/', { schema: { response: { 200: z.array(ZAchievementWithProgress) } } }, async (request) =>
    listAchievements(app.ctx, request.identity?.userId ?? null),
  );

  app.get(
    '/user/:id',
    {
      schema: {
        params: z.object({ id: idField('No such user') }),
        response: { 200: z.array(ZUserAchievement) },
      },
    },
    async (request) => listUserAchievements(app.ctx, request.params.id),
  );
};
