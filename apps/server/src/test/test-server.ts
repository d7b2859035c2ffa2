import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp, loggerOptions } from '../app';
import { type Config, loadConfig } from '../config';
import type { DatabaseKind } from '../db/database';
import type { RateRules } from '../lib/rate-limit';
import { syncAchievements } from '../services/achievements';
import { createContentDir } from './catalogue-fixture';
import { createTestDatabase } from './test-database';

/**
 * A real CodeQuest server for API tests: a fresh database of the given kind, listening on a free port,
 * with a clock the test can move. Requests go over HTTP like any client's.
 */

/**
 * The server's clock in tests: real time moved to noon UTC of today, so results that depend on the hour
 * (the night-owl achievement, the local day of a streak) do not change with the hour the suite runs at.
 */
export class TestClock {
  private offsetMs = noonTodayUtc() - Date.now();
  readonly now = (): number => Date.now() + this.offsetMs;
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

function noonTodayUtc(): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12);
}

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  clock: TestClock;
  config: Config;
  dataDir: string;
  /** The server's content folder: its own, empty but for the tracks, unless CONTENT_DIR was given. */
  contentDir: string;
  request<T = unknown>(method: string, url: string, options?: RequestOptions): Promise<TestResponse<T>>;
  close(): Promise<void>;
}

export interface RequestOptions {
  token?: string | undefined;
  body?: unknown;
  /** Sent as is, instead of JSON-encoding body. */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface TestResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  rateRules?: RateRules;
  /** Receives every log line (JSON), for tests of what the log may and may not say. */
  logStream?: (line: string) => void;
  /** Run the judge's start-up self-test (off by default: most suites do not need it, and it costs CPU). */
  judgeSelfTest?: boolean;
  /**
   * Another web process of the same installation: this server uses that one's database (and leaves it to
   * that one to remove), as a second process behind a load balancer would.
   */
  shareDatabaseWith?: TestServer;
  /** Where to make the data folder (a disk of the test's own); the system's temporary folder by default. */
  dataInside?: string;
}

export async function startTestServer(
  kind: DatabaseKind,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const shared = options.shareDatabaseWith;
  const testDatabase = shared
    ? { database: shared.app.ctx.database, dataDir: shared.dataDir, destroy: async () => undefined }
    : await createTestDatabase(kind, undefined, options.dataInside);
  // The test store reads catalogue tests from the server's content folder: a suite seeds its puzzles there.
  const ownContent = options.env?.CONTENT_DIR === undefined && !shared ? createContentDir() : undefined;
  const config = loadConfig({
    DATA_DIR: testDatabase.dataDir,
    CONTENT_DIR: ownContent ?? shared?.contentDir ?? '',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://codequest.test',
    WEB_DIST: '',
    // Suites sign up many users from one address; the rate-limit tests pass rules of their own.
    RATE_LIMIT_MULTIPLIER: '1000',
    // Every test server runs a judge of its own, some at the same time: each claims a free uid block.
    ...options.env,
  });
  const clock = new TestClock();
  await syncAchievements({ db: testDatabase.database.db, clock: clock.now });
  const app = await buildApp({
    config,
    database: testDatabase.database,
    clock: clock.now,
    judgeSelfTest: options.judgeSelfTest ?? false,
    ...(options.rateRules ? { rateRules: options.rateRules } : {}),
    ...(options.logStream ? { logger: capturingLogger(config.logLevel, options.logStream) } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('test server has no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    app,
    baseUrl,
    clock,
    config,
    dataDir: testDatabase.dataDir,
    contentDir: config.contentDir,
    async request<T>(method: string, url: string, requestOptions: RequestOptions = {}) {
      const headers: Record<string, string> = { ...requestOptions.headers };
      if (requestOptions.token) headers.authorization = `Bearer ${requestOptions.token}`;
      let body: string | undefined = requestOptions.rawBody;
      if (body === undefined && requestOptions.body !== undefined) body = JSON.stringify(requestOptions.body);
      if (body !== undefined) headers['content-type'] ??= 'application/json';
      const response = await fetch(`${baseUrl}${url}`, { method, headers, body: body ?? null });
      const text = await response.text();
      const parsed = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
      return { status: response.status, headers: response.headers, body: parsed as T };
    },
    async close() {
      await app.close();
      await testDatabase.destroy();
      if (ownContent) rmSync(ownContent, { recursive: true, force: true });
    },
  };
}

/**
 * A TestServer that stands for one a hook starts later (`current` returns it once started): a suite can
 * name its server where it declares its helpers, and every field and call reaches the real one in tests.
 */
export function serverStandIn(current: () => TestServer): TestServer {
  return {
    get app() {
      return current().app;
    },
    get baseUrl() {
      return current().baseUrl;
    },
    get clock() {
      return current().clock;
    },
    get config() {
      return current().config;
    },
    get dataDir() {
      return current().dataDir;
    },
    get contentDir() {
      return current().contentDir;
    },
    request<T>(method: string, url: string, options?: RequestOptions) {
      return current().request<T>(method, url, options);
    },
    close: () => current().close(),
  };
}

function capturingLogger(level: string, write: (line: string) => void) {
  const options = loggerOptions(level);
  if (typeof options !== 'object' || options === null) throw new Error('logger options expected');
  const { transport: _pretty, ...plain } = options as Record<string, unknown>;
  return { ...plain, stream: { write } };
}
