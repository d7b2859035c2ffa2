import path from 'node:path';
import { languageNames } from '@codequest/contracts';
import { RedisJudgeQueue } from '@codequest/judge';
import type { JudgeClient, TextLocation, TextsSource } from '@codequest/judge/transports';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { scheduleBackups } from './backup/schedule';
import { asOperatorSees, type Config } from './config';
import { BoardFeed } from './contests/board-feed';
import type { AppContext } from './context';
import type { Database } from './db/database';
import { createLlmProvider } from './generation/provider';
import { PuzzleWriter } from './generation/writer';
import { type JudgeProcessSource, openJudgeProcess } from './judge-process/open';
import { type Clock, systemClock } from './lib/clock';
import { loggerOptions } from './lib/logger';
import { RATE_RULES, RateLimits, type RateRules, scaleRules } from './lib/rate-limit';
import { newSecret } from './lib/tokens';
import { createMailer, type Mailer } from './mail/mailer';
import { serveMetrics } from './metrics/route';
import { WebMetrics } from './metrics/web-metrics';
import { installAuthentication } from './plugins/auth';
import { clientErrorHandler, installErrorHandling, toResponse } from './plugins/errors';
import { installInputGuard } from './plugins/input-guard';
import { installApiDocument } from './plugins/openapi';
import { installSecurityHeaders } from './plugins/security-headers';
import { serveWebApp } from './plugins/web-app';
import { achievementRoutes } from './routes/achievements/achievements';
import { adminRoutes } from './routes/admin/admin';
import { authRoutes } from './routes/auth/auth';
import { categoryRoutes } from './routes/categories/categories';
import { assignmentRoutes } from './routes/classes/assignments';
import { classRoutes } from './routes/classes/classes';
import { classPuzzleRoutes } from './routes/classes/puzzles';
import { codeRoutes } from './routes/code/code';
import { contestRoutes } from './routes/contests/contests';
import { contestProblemRoutes } from './routes/contests/problems';
import { healthRoutes } from './routes/health/health';
import { judgeTextRoutes } from './routes/judge/texts';
import { leaderboardRoutes } from './routes/leaderboard/leaderboard';
import { messageRoutes } from './routes/messages/messages';
import { profileRoutes } from './routes/profile/profile';
import { generateRoutes } from './routes/puzzles/generate';
import { puzzleRoutes } from './routes/puzzles/puzzles';
import { userRoutes } from './routes/users/users';
import { scheduleAutoUpdate } from './services/generation/schedule';
import { RankBoard } from './services/rank-board';
import { StorageWatch } from './services/storage-watch';
import { locateTexts } from './test-store/store';

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  /**
   * A judge to share (tests); by default the app makes its own and closes it with itself: a judge process
   * of its own, or with REDIS_URL the judge workers' queue.
   */
  judge?: JudgeClient;
  /** Who keeps the judge process (without REDIS_URL): this process (default), or its root launcher. */
  judgeProcess?: JudgeProcessSource;
  rateRules?: RateRules;
  logger?: FastifyServerOptions['logger'];
  /** Run the judge's self-test once the server listens (default true; test servers opt in). */
  judgeSelfTest?: boolean;
}

/** A route as registered: what the API's fuzz test enumerates, so a new route is covered by it at once. */
export interface RouteSummary {
  method: string;
  url: string;
  schema: { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RouteSummary[];
  }
}

/** Requests bodies above this are refused with a 413. */
const BODY_LIMIT_BYTES = 1024 * 1024;
/** How many answers the model may give for one puzzle, the judge's findings fed back after each. */
const LLM_ATTEMPTS = 5;

/** API responses larger than this are compressed (br or gzip, as the client accepts); smaller ones gain nothing. */
const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * API responses are JSON that loads nothing: the strictest policy, which is also far shorter than the web
 * app's (it rides on every poll, including the bodiless 304s).
 */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Builds the HTTP app around a database that is already migrated. Closing the app closes the mailer. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    // A request that has not fully arrived by then (a client sending a byte now and then) is answered 408
    // and its connection closed (plugins/errors.ts); answers that stream for long are not limited by it.
    requestTimeout: config.requestTimeoutMs,
    // Node looks for such requests every 30 s by default, which would make a short timeout late; and it
    // looks for none while its time for the headers (60 s by default) is longer than the whole request's.
    http: {
      connectionsCheckingInterval: Math.min(5000, config.requestTimeoutMs / 4),
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
    },
    trustProxy: config.trustProxy,
    frameworkErrors: (error, _request, reply) => {
      const [status, body] = toResponse(error);
      // The option's reply is generic over route schemas this app-wide answer does not need.
      void (reply as FastifyReply).status(status).send(body);
    },
    clientErrorHandler,
  });
  const routeTable: RouteSummary[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeTable.push({ method, url: route.url, schema: route.schema });
    }
  });
  if (!config.publicUrlConfigured) {
    // Mail links (password reset) go to this address: wrong for anyone not on this machine.
    app.log.warn(
      { publicUrl: config.publicUrl },
      `PUBLIC_URL is not set: links in mail will use ${config.publicUrl}; set PUBLIC_URL to the address people reach CodeQuest at`,
    );
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
  const redis = config.redisUrl ? await openRedis(config.redisUrl) : undefined;
  // A job names its tests by hash: the judge process asks where they are; a judge worker fetches a
  // missing one from this process's texts route, with this token (routes/judge/texts.ts).
  const textsToken = newSecret();
  const judge =
    options.judge ??
    (await openJudge(config, app, options.judgeProcess ?? 'own', {
      locate: (hashes) => locateTexts(database.db, hashes),
      source: () => textsSource(app, config, textsToken),
    }));
  const rules = options.rateRules ?? scaleRules(RATE_RULES, config.rateLimitMultiplier);
  const ranks = redis
    ? new RankBoard({
        redis,
        prefix: config.redisPrefix,
        onError: (error, userId) =>
          userId === undefined
            ? app.log.warn(
                { err: error },
                'the ranking in Redis did not answer: ranks counted in the database',
              )
            : app.log.error(
                { err: error, userId },
                'the ranking in Redis missed a change (it is rebuilt from the database at the next start)',
              ),
      })
    : undefined;
  if (ranks) {
    const started = Date.now();
    const users = await ranks.rebuild(database.db);
    app.log.info(
      { users, ms: Date.now() - started },
      `ranking in Redis rebuilt from the database: ${users} users`,
    );
  }
  const boards = new BoardFeed({
    redis,
    prefix: config.redisPrefix,
    onError: (error) =>
      app.log.warn(
        { err: error },
        'contest boards: Redis did not answer (live boards of other processes miss a change)',
      ),
  });
  const clock = options.clock ?? systemClock;
  const storage = new StorageWatch(database.file === undefined ? undefined : path.dirname(database.file));
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    contentDir: config.contentDir,
    databaseKind: database.kind,
    clock,
    mailer,
    judge,
    limits: new RateLimits(rules, redis ? { redis, prefix: config.redisPrefix } : undefined),
    ranks,
    boards,
    puzzleProvider: config.llm ? createLlmProvider({ ...config.llm, attempts: LLM_ATTEMPTS }) : undefined,
    puzzleWriter: new PuzzleWriter(),
    storage,
    metrics: new WebMetrics({
      db: database.db,
      clock,
      judge,
      storage,
      sessionMaxAgeMs: config.sessionMaxAgeMs,
    }),
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    await mailer.close();
    await ctx.puzzleWriter.close();
    await boards.close();
    if (!options.judge) await judge.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });
  if (config.autoUpdateIntervalMs !== undefined) {
    const interval = config.autoUpdateIntervalMs;
    let stop = () => {};
    app.addHook('onListen', async () => {
      stop = scheduleAutoUpdate({ ...ctx, log: app.log, provider: ctx.puzzleProvider }, interval);
    });
    app.addHook('onClose', async () => stop());
  }
  scheduleBackupsWithApp(app, config, database);
  // Right after listening, never holding it up: learners' first runs should not find the judge broken.
  if (options.judgeSelfTest ?? true) {
    app.addHook('onListen', async () => {
      void proveJudge(app, judge);
    });
  }

  await installSecurityHeaders(app, config);
  installErrorHandling(app);
  // Before the routes: every one of them is counted.
  serveMetrics(app, ctx.metrics, config.metricsToken);

  await app.register(
    async (api) => {
      // Inside /api only: the web app's static files are served as they are, precompressed or not.
      // Request bodies are not decompressed: clients send small JSON.
      await api.register(compress, {
        threshold: COMPRESS_THRESHOLD_BYTES,
        encodings: ['br', 'gzip'],
        globalDecompression: false,
      });
      api.addHook('onRequest', async (_request, reply) => {
        reply.header('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
      });
      installAuthentication(api);
      installInputGuard(api);
      // Before the routes: the API document sees each route as it is registered.
      await installApiDocument(api, { version: config.version });
      await api.register(healthRoutes, { prefix: '/health' });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(profileRoutes, { prefix: '/profile' });
      await api.register(categoryRoutes, { prefix: '/categories' });
      await api.register(puzzleRoutes, { prefix: '/puzzles' });
      await api.register(generateRoutes, { prefix: '/puzzles' });
      await api.register(codeRoutes, { prefix: '/code' });
      await api.register(leaderboardRoutes, { prefix: '/leaderboard' });
      await api.register(achievementRoutes, { prefix: '/achievements' });
      await api.register(userRoutes, { prefix: '/users' });
      await api.register(messageRoutes, { prefix: '/messages' });
      await api.register(classRoutes, { prefix: '/classes' });
      await api.register(assignmentRoutes, { prefix: '/classes' });
      await api.register(classPuzzleRoutes, { prefix: '/classes' });
      await api.register(contestRoutes, { prefix: '/contests' });
      await api.register(contestProblemRoutes, { prefix: '/contests' });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(judgeTextRoutes, { prefix: '/judge', token: textsToken });
    },
    { prefix: '/api' },
  );

  await serveWebApp(app, config.webDist);
  return app;
}

/** BACKUP_INTERVAL's backups, from the time the server listens to the time it closes (backup/schedule.ts). */
function scheduleBackupsWithApp(app: FastifyInstance, config: Config, database: Database): void {
  const { intervalMs, dir, keep } = config.backups;
  if (intervalMs === undefined) return;
  const file = database.file;
  if (file === undefined) {
    app.log.warn(
      'BACKUP_INTERVAL backs up the embedded database only: back PostgreSQL up with pg_dump (README, "Backups")',
    );
    return;
  }
  let stop = () => {};
  app.addHook('onListen', async () => {
    stop = scheduleBackups({ dataDir: path.dirname(file), dir, intervalMs, keep }, app.log);
    app.log.info(
      { dir, intervalMs, keep },
      `scheduled backups: every ${intervalMs / 60_000} minutes into ${asOperatorSees(dir, config)}, the newest ${keep} kept`,
    );
  });
  app.addHook('onClose', async () => stop());
}

/**
 * The judge process (the embedded default: a child process over IPC, restarted when it dies), or with
 * REDIS_URL the BullMQ queue whose jobs the judge workers (`npm run worker`) take. Either way this process
 * runs no sandbox at all.
 */
async function openJudge(
  config: Config,
  app: FastifyInstance,
  judgeProcess: JudgeProcessSource,
  texts: { locate: (hashes: string[]) => Promise<TextLocation[]>; source: () => TextsSource | undefined },
): Promise<JudgeClient> {
  if (!config.redisUrl) return openJudgeProcess(config, app.log, judgeProcess, texts.locate);
  const onInternalError = (detail: string) => app.log.error({ detail }, 'judge internal error');
  return RedisJudgeQueue.connect({
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    onInternalError,
    texts: texts.source,
    onWorkersChange: (workers) =>
      app.log.info(
        { workers: { count: workers.count, slots: workers.slots } },
        `judge workers on Redis: ${workers.count} alive, ${workers.slots} slots`,
      ),
  });
}

/**
 * Where judge workers fetch this process's texts: JUDGE_TEXTS_URL, else the address it listens on (a
 * wildcard host as the loopback). Undefined until it listens.
 */
function textsSource(app: FastifyInstance, config: Config, token: string): TextsSource | undefined {
  let base = config.judgeTextsUrl;
  if (!base) {
    const address = app.server.address();
    if (!address || typeof address === 'string') return undefined;
    const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
    base = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  }
  return { url: `${base}/api/judge/texts`, token };
}

/**
 * The web process's own Redis connection (rate limits, the per-learner ranking): commands fail after one
 * retry rather than hold a request while Redis is away.
 */
async function openRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', () => undefined); // each command that fails says so where it is used
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis at REDIS_URL did not answer: ${error instanceof Error ? error.message : error}`);
  }
  return redis;
}

/** Runs the judge's self-test and logs the outcome: one line, naming cause and fix when it failed. */
export async function proveJudge(app: FastifyInstance, judge: JudgeClient): Promise<void> {
  const health = await judge.selfTest();
  const failed = Object.entries(health.languages).filter(([, language]) => language.status === 'failed');
  if (failed.length === 0) {
    app.log.info({ judge: health }, `judge ready (${health.mode}): ${languageNames()} ran in the sandbox`);
    return;
  }
  const byReason = new Map<string, string[]>();
  for (const [name, language] of failed) {
    const reason = language.reason ?? 'unknown';
    byReason.set(reason, [...(byReason.get(reason) ?? []), name]);
  }
  const reasons = [...byReason].map(([reason, names]) => `${names.join(', ')}: ${reason}`).join(' | ');
  app.log.error({ judge: health }, `judge NOT ready, runs and submits answer 503: ${reasons}`);
}

export { loggerOptions, maskSecrets } from './lib/logger';
