import { idField, ZAchievement, ZUserAchievement } from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAchievements, listUserAchievements } from '../../services/achievements';

/** Every achievement there is, and the ones a user has unlocked (with when). */
export const achievementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: z.array(ZAchievement) } } }, async () =>
    listAchievements(app.ctx),
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
