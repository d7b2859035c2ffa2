import type { HealthResponse } from '@codequest/contracts';
import { JudgeProcessClient } from '@codequest/judge';
import type { JudgeClient } from '@codequest/judge/transports';
import { presentHealth } from '../presenters/health';
import type { ServiceContext } from './context';
import type { StorageWatch } from './storage-watch';

/**
 * A cheap liveness answer that also says which database, queue and sandbox mode are in force, and what the
 * judge's start-up self-test found. With Redis it also shows the workers, their slots and load; with the
 * embedded judge, its process (running, or being restarted after it died). Reads no database, save to try a
 * write while writes have been failing (services/storage-watch.ts).
 */

export interface HealthContext extends Pick<ServiceContext, 'db'> {
  config: { version: string };
  databaseKind: HealthResponse['database'];
  judge: JudgeClient;
  storage: StorageWatch;
}

export async function readHealth(ctx: HealthContext): Promise<HealthResponse> {
  const { judge } = ctx;
  return presentHealth({
    storageProblem: await ctx.storage.problem(ctx),
    version: ctx.config.version,
    database: ctx.databaseKind,
    judge: judge.health(),
    workers: judge.workers(),
    judgeProcess: judge instanceof JudgeProcessClient ? judge.processState() : undefined,
  });
}
