import type { ErrorResponse, HealthResponse, Puzzle, SubmitResult } from '@codequest/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { RATE_RULES, type RateRules } from '../lib/rate-limit';
import { seedFixtureCatalogue, writeSumPuzzle } from './catalogue-fixture';
import { sendCode } from './code-requests';
import type { TestUser } from './factories';
import { clearRedisPrefix, uniqueRedisPrefix, WorkerProcess } from './judge-workers';
import { serverStandIn, startTestServer, type TestResponse, type TestServer } from './test-server';
import { until } from './waiting';

/**
 * Two web processes of one installation (one database, one Redis and its prefix), as behind a load
 * balancer: the suites of each area that must hold across processes (run and sign-in budgets, jobs in
 * flight, ranks, the inbox) start them here, so that every area tests it in its own folder alike.
 */

export interface TwoInstancesOptions {
  /** The Redis both share. */
  redisUrl: string;
  /** The installation's rules, unscaled (default RATE_RULES): the budgets are what these suites test. */
  rateRules?: RateRules;
  /** Start a judge worker with this many slots, seen by both before the tests. */
  workerSlots?: number;
}

export interface TwoInstances {
  /** Stand-ins for the two web processes (see serverStandIn); `first` seeds the `sum` puzzle. */
  first: TestServer;
  second: TestServer;
  /** The installation's Redis prefix. */
  prefix: string;
  /** Runs or submits `source` (the right sum by default) for the `sum` puzzle, in Python. */
  code(
    server: TestServer,
    learner: TestUser,
    route: 'run' | 'submit',
    source?: string,
  ): Promise<TestResponse<SubmitResult & ErrorResponse>>;
}

/** For the describe block it is called in: started before its tests, stopped after, the prefix cleared. */
export function useTwoInstances(options: TwoInstancesOptions): TwoInstances {
  const { redisUrl } = options;
  const prefix = uniqueRedisPrefix();
  let first: TestServer | undefined;
  let second: TestServer | undefined;
  let worker: WorkerProcess | undefined;
  let puzzle: Puzzle | undefined;
  let removeCatalogue = (): void => undefined;
  beforeAll(async () => {
    const serverOptions = {
      env: { REDIS_URL: redisUrl, REDIS_PREFIX: prefix },
      rateRules: options.rateRules ?? RATE_RULES,
    };
    if (options.workerSlots) worker = new WorkerProcess({ redisUrl, prefix, slots: options.workerSlots });
    first = await startTestServer('sqlite', serverOptions);
    second = await startTestServer('sqlite', { ...serverOptions, shareDatabaseWith: first });
    const catalogue = await seedFixtureCatalogue(first.app.ctx, writeSumPuzzle, first.contentDir);
    removeCatalogue = catalogue.remove;
    [puzzle] = (await first.request<Puzzle[]>('GET', '/api/puzzles')).body as [Puzzle];
    if (worker) await seeWorker(worker, [first, second]);
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    await second?.close();
    await first?.close();
    await clearRedisPrefix(redisUrl, prefix);
    removeCatalogue();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error('useTwoInstances(): they start with the suite (use them in a test)');
    return value;
  };
  return {
    first: serverStandIn(() => started(first)),
    second: serverStandIn(() => started(second)),
    prefix,
    code: (server, learner, route, source) => sendCode(server, started(puzzle).id, learner, route, source),
  };
}

/** Each web process learns of the worker on its own: neither may answer 503 for want of one. */
async function seeWorker(worker: WorkerProcess, servers: TestServer[]): Promise<void> {
  await worker.ready();
  for (const server of servers) {
    await until(async () => {
      const health = (await server.request<HealthResponse>('GET', '/api/health')).body;
      expect(health.workers?.count, `a web process never saw the worker: ${JSON.stringify(health)}`).toBe(1);
    }, 10_000);
  }
}
