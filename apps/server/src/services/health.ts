import type { HealthResponse } from '@codequest/contracts';
import { JudgeProcessClient } from '@codequest/judge';
import type { JudgeClient } from '@codequest/judge/transports';
import { presentHealth } from '../presenters/health';

/**
 * A cheap liveness answer that also says which database, queue and sandbox mode are in force, and what the
 * judge's start-up self-test found. With Redis it also shows the workers, their slots and load; with the
 * embedded judge, its process (running, or being restarted after it died). Reads no database.
 */

export interface HealthContext {
  config: { version: string };
  databaseKind: HealthResponse['database'];
  judge: JudgeClient;
}

export function readHealth(ctx: HealthContext): HealthResponse {
  const { judge } = ctx;
  return presentHealth({
    version: ctx.config.version,
    database: ctx.databaseKind,
    judge: judge.health(),
    workers: judge.workers(),
    judgeProcess: judge instanceof JudgeProcessClient ? judge.processState() : undefined,
  });
}
