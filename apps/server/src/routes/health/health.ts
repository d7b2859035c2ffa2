import { ZHealthResponse } from '@codequest/contracts';
import { JudgeProcessClient } from '@codequest/judge';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * A cheap liveness answer that also says which database, queue and sandbox mode are in force, and what the
 * judge's start-up self-test found: ok is false while the judge cannot run programs (with the queue on
 * Redis: while no judge worker is alive). With Redis it also shows the workers, their slots and load; with
 * the embedded judge, its process (running, or being restarted after it died).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, databaseKind } = app.ctx;
  app.get('/', { schema: { response: { 200: ZHealthResponse } } }, async () => {
    const judge = app.ctx.judge.health();
    const workers = app.ctx.judge.workers();
    const judgeFailed = Object.values(judge.languages).some((language) => language.status === 'failed');
    const judgeProcess =
      app.ctx.judge instanceof JudgeProcessClient ? app.ctx.judge.processState() : undefined;
    return {
      ok: !judgeFailed,
      version: config.version,
      database: databaseKind,
      queue: workers
        ? ('bullmq' as const)
        : judgeProcess
          ? ('judge-process' as const)
          : ('in-process' as const),
      sandbox: judge.mode,
      judge,
      ...(workers ? { workers } : {}),
      ...(judgeProcess ? { judgeProcess } : {}),
    };
  });
};
