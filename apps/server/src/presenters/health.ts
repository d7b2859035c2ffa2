import type {
  HealthResponse,
  JudgeHealth,
  JudgeProcessHealth,
  JudgeWorkersHealth,
} from '@codequest/contracts';

/** What health reports: what is in force, and what the judge's start-up self-test found. */

export interface HealthFacts {
  version: string;
  database: HealthResponse['database'];
  judge: JudgeHealth;
  /** Only with the queue on Redis. */
  workers: JudgeWorkersHealth | undefined;
  /** Only with the judge in a process of its own. */
  judgeProcess: JudgeProcessHealth | undefined;
  /** Why writes fail, while they do. */
  storageProblem: string | undefined;
}

/** ok is false while the judge cannot run programs (its self-test failed for a language), or writes fail. */
export function presentHealth(facts: HealthFacts): HealthResponse {
  const { judge, workers, judgeProcess, storageProblem } = facts;
  const judgeFailed = Object.values(judge.languages).some((language) => language.status === 'failed');
  return {
    ok: !judgeFailed && storageProblem === undefined,
    storage: storageProblem === undefined ? { writable: true } : { writable: false, reason: storageProblem },
    version: facts.version,
    database: facts.database,
    queue: workers ? 'bullmq' : judgeProcess ? 'judge-process' : 'in-process',
    sandbox: judge.mode,
    judge,
    ...(workers ? { workers } : {}),
    ...(judgeProcess ? { judgeProcess } : {}),
  };
}
