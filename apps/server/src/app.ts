import { existsSync } from 'node:fs';
import path from 'node:path';
import { createJudge, type Judge } from '@codequest/judge';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/database';
import { type Clock, systemClock } from './lib/clock';
import { RATE_RULES, RateLimits, type RateRules, scaleRules } from './lib/rate-limit';
import { createMailer, type Mailer } from './mail/mailer';
import { installAuthentication } from './plugins/auth';
import { installErrorHandling } from './plugins/errors';
import { achievementRoutes } from './routes/achievements/achievements';
import { adminRoutes } from './routes/admin/admin';
import { authRoutes } from './routes/auth/auth';
import { categoryRoutes } from './routes/categories/categories';
import { codeRoutes } from './routes/code/code';
import { healthRoutes } from './routes/health/health';
import { leaderboardRoutes } from './routes/leaderboard/leaderboard';
import { profileRoutes } from './routes/profile/profile';
import { puzzleRoutes } from './routes/puzzles/puzzles';

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  /** A judge to share (tests); by default the app makes its own and closes it with itself. */
  judge?: Judge;
  rateRules?: RateRules;
  logger?: FastifyServerOptions['logger'];
}

/** Requests bodies above this are refused with a 413. */
const BODY_LIMIT_BYTES = 1024 * 1024;
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
  });
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
  const judge =
    options.judge ??
    createJudge({
      concurrency: config.judgeConcurrency,
      uidBase: config.judgeUidBase,
      workDir: path.join(config.dataDir, 'judge'),
      onInternalError: (detail) => app.log.error({ detail }, 'judge internal error'),
    });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    databaseKind: database.kind,
    clock: options.clock ?? systemClock,
    mailer,
    judge,
    limits: new RateLimits(options.rateRules ?? scaleRules(RATE_RULES, config.rateLimitMultiplier)),
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    await mailer.close();
    if (!options.judge) await judge.close();
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      // The editor and Radix components set inline styles; scripts stay same-origin only.
      directives: { 'style-src': ["'self'", "'unsafe-inline'"] },
    },
  });
  installErrorHandling(app);

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
      await api.register(healthRoutes, { prefix: '/health' });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(profileRoutes, { prefix: '/profile' });
      await api.register(categoryRoutes, { prefix: '/categories' });
      await api.register(puzzleRoutes, { prefix: '/puzzles' });
      await api.register(codeRoutes, { prefix: '/code' });
      await api.register(leaderboardRoutes, { prefix: '/leaderboard' });
      await api.register(achievementRoutes, { prefix: '/achievements' });
      await api.register(adminRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );

  await serveWebApp(app, config.webDist);
  return app;
}

/**
 * Request logs carry method, path and status only. Headers (bearer tokens) and bodies (passwords) are never
 * logged, and secret query parameters (the reset link's token) are masked.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    // A person at a terminal reads lines; everywhere else (files, collectors) gets JSON.
    ...(process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: maskSecrets(request.url),
        ip: request.ip,
      }),
    },
  };
}

export function maskSecrets(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1***');
}

/** Serves the built single-page app, with index.html for every client-side route outside /api. */
async function serveWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) return;
  await app.register(fastifyStatic, { root: webDist, wildcard: false });
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.callNotFound();
    }
    return reply.sendFile('index.html');
  });
}
