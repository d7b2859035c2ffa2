import { type JudgeHealth, languageNames } from '@codequest/contracts';
import { createJudge, type RunningJudgeWorker, startJudgeWorker } from '@codequest/judge';
import { TextCache } from '@codequest/judge/transports';
import pino, { type Logger, type LoggerOptions } from 'pino';
import { judgePlacement, loadConfig } from './config';
import { loggerOptions } from './lib/logger';
import { WorkerMetrics } from './metrics/worker-metrics';

/**
 * `npm run worker`: a judge worker. It proves its sandbox (a tiny program per language), then takes jobs
 * from the BullMQ queue on REDIS_URL, JUDGE_CONCURRENCY at once, until SIGTERM or SIGINT: then it takes no
 * new job, finishes those it runs, and exits. Any number of them, on any number of machines.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino(loggerOptions(config.logLevel) as LoggerOptions);
  if (!config.redisUrl) {
    log.fatal('npm run worker takes its jobs from Redis: set REDIS_URL (for example redis://127.0.0.1:6379)');
    process.exit(1);
  }
  const judge = createJudge({
    concurrency: config.judgeConcurrency,
    javaServiceIdleMs: config.judgeJavaIdleMs,
    ...judgePlacement(config),
    onInternalError: (detail) => log.error({ detail }, 'judge internal error'),
  });
  logSelfTest(log, await judge.selfTest());
  await judge.warmUp();
  let started: RunningJudgeWorker | undefined;
  const running = () => started?.state().running ?? 0;
  const metrics = new WorkerMetrics({ judge, slots: config.judgeConcurrency, running });
  const worker = await startJudgeWorker({
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    judge,
    slots: config.judgeConcurrency,
    lockMs: config.judgeLockMs,
    log,
    // Jobs name their tests by hash: fetched once from the web process that sent the job, then kept here.
    texts: new TextCache(config.judgeCache),
    onJudged: (job) => metrics.observe(job),
  });
  started = worker;
  const metricsServer =
    config.metricsPort === undefined
      ? undefined
      : await metrics.serve(config.metricsPort, config.host, config.metricsToken);
  if (metricsServer)
    log.info({ port: config.metricsPort }, `metrics at http://${config.host}:${config.metricsPort}/metrics`);

  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    await worker.close();
    metricsServer?.close();
    await judge.close();
    log.info('judge worker stopped');
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

function logSelfTest(log: Logger, health: JudgeHealth): void {
  const failed = Object.entries(health.languages).filter(([, language]) => language.status === 'failed');
  if (failed.length === 0) {
    log.info({ judge: health }, `sandbox ready (${health.mode}): ${languageNames()} ran in it`);
    return;
  }
  const reasons = failed.map(([name, language]) => `${name}: ${language.reason ?? 'unknown'}`).join(' | ');
  log.error({ judge: health }, `sandbox NOT ready, jobs in these languages are refused: ${reasons}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
