import { ZHealthResponse } from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * A cheap liveness answer that also says which database, queue and sandbox mode are in force, and what the
 * judge's start-up self-test found: ok is false while the judge cannot run programs.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, databaseKind } = app.ctx;
  // The judge queue runs in this process until the BullMQ implementation lands.
  const queue = 'in-process' as const;

  app.get('/', { schema: { response: { 200: ZHealthResponse } } }, async () => {
    const judge = app.ctx.judge.health();
    const judgeFailed = Object.values(judge.languages).some((language) => language.status === 'failed');
    return {
      ok: !judgeFailed,
      version: config.version,
      database: databaseKind,
      queue,
      sandbox: judge.mode,
      judge,
    };
  });
};
