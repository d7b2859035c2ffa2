import { ZHealthResponse } from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * A cheap liveness answer that also says which database, queue and sandbox mode are in force, and what the
 * judge's start-up self-test found: ok is false while the judge cannot run programs (with the queue on
 * Redis: while no judge worker is alive). With Redis it also shows the workers, their slots and load.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, databaseKind } = app.ctx;
  app.get('/', { schema: { response: { 200: ZHealthResponse } } }, async () => {
    const judge = app.ctx.judge.health();
    const workers = app.ctx.judge.workers();
    const judgeFailed = Object.values(judge.languages).some((language) => language.status === 'failed');
    return {
      ok: !judgeFailed,
      version: config.version,
      database: databaseKind,
      queue: workers ? ('bullmq' as const) : ('in-process' as const),
      sandbox: judge.mode,
      judge,
      ...(workers ? { workers } : {}),
    };
  });
};
