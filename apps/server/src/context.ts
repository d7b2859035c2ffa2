import type { JudgeClient } from '@codequest/judge/transports';
import type { Config } from './config';
import type { Database, DatabaseKind } from './db/database';
import type { PuzzleProvider } from './generation/provider';
import type { PuzzleWriter } from './generation/writer';
import type { RateLimits } from './lib/rate-limit';
import type { Mailer } from './mail/mailer';
import type { WebMetrics } from './metrics/web-metrics';
import type { ServiceContext } from './services/context';
import type { StorageWatch } from './services/storage-watch';
import type { StoreReader } from './test-store/store';

/** Everything a request handler can reach, built once at start (see app.ts). */
export interface AppContext extends ServiceContext, StoreReader {
  config: Config;
  databaseKind: DatabaseKind;
  database: Database;
  mailer: Mailer;
  limits: RateLimits;
  judge: JudgeClient;
  /** The model that writes puzzles (LLM_BASE_URL), when one is configured. */
  puzzleProvider: PuzzleProvider | undefined;
  /** The puzzle families' thread: generation writes puzzles there, off the event loop. */
  puzzleWriter: PuzzleWriter;
  /** Whether writes reach the database (a full disk, a read-only file): health reports it. */
  storage: StorageWatch;
  /** What /metrics serves: requests, judge jobs and load, sessions (metrics/web-metrics.ts). */
  metrics: WebMetrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
