import { ZCategory } from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listCategories } from '../../services/catalogue';

/** The tracks of the catalogue. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: z.array(ZCategory) } } }, async () => listCategories(app.ctx));
};
