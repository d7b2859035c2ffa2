import type { JudgeService } from '@codequest/judge';
import type { Config } from './config';
import type { Database, DatabaseKind } from './db/database';
import type { RateLimits } from './lib/rate-limit';
import type { Mailer } from './mail/mailer';
import type { ServiceContext } from './services/context';

/** Everything a request handler can reach, built once at start (see app.ts). */
export interface AppContext extends ServiceContext {
  config: Config;
  databaseKind: DatabaseKind;
  database: Database;
  mailer: Mailer;
  limits: RateLimits;
  judge: JudgeService;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
