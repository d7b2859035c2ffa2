import { ZHealthResponse } from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readHealth } from '../../services/health';

/**
 * Liveness, what is in force, and what the judge's self-test found: ok is false while the judge cannot run
 * programs (with the queue on Redis: while no judge worker is alive).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: ZHealthResponse } } }, async () => readHealth(app.ctx));
};
