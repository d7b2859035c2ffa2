import { ZHealthResponse } from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A cheap liveness answer that also says which database, queue and sandbox mode are in force. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, databaseKind } = app.ctx;
  // The judge queue runs in this process until the BullMQ implementation lands.
  const queue = 'in-process' as const;

  app.get('/', { schema: { response: { 200: ZHealthResponse } } }, async () => ({
    ok: true,
    version: config.version,
    database: databaseKind,
    queue,
    sandbox: app.ctx.judge.mode,
  }));
};
