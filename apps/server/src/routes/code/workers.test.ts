import {
  CODE_MESSAGES,
  type HealthResponse,
  type Puzzle,
  type SubmitResult,
  type User,
} from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../../db/database';
import { writeSumPuzzle } from '../../test/catalogue-fixture';
import { healthOf, sendCode, storedSubmissions } from '../../test/code-requests';
import { buildUser, type TestUser } from '../../test/factories';
import {
  clearRedisPrefix,
  startPrivateRedis,
  testRedisUrl,
  uniqueRedisPrefix,
  WorkerProcess,
} from '../../test/judge-workers';
import { slowSumPy } from '../../test/programs';
import { type SeededServer, startSeededServer } from '../../test/seeded';
import { testDatabaseKinds } from '../../test/test-database';
import type { TestServer } from '../../test/test-server';

/**
 * Run and submit with REDIS_URL set: the server judges nothing itself, it enqueues each job on the BullMQ
 * queue and awaits the reply of real judge workers (`npm run worker` processes) on real Redis. Health shows
 * the workers; with none alive, run and submit answer 503 rather than hang.
 */

const redisUrl = testRedisUrl();

/** Right, but slow: time enough to kill a worker mid-job. */
const SLOW_SUM_PY = slowSumPy(0.8);

interface Setting extends SeededServer {
  prefix: string;
  puzzle: Puzzle;
}

async function startSetting(kind: DatabaseKind = 'sqlite', url = redisUrl as string): Promise<Setting> {
  const prefix = uniqueRedisPrefix();
  const seeded = await startSeededServer(kind, writeSumPuzzle, {
    env: { REDIS_URL: url, REDIS_PREFIX: prefix },
  });
  return { ...seeded, prefix, puzzle: seeded.puzzles[0] as Puzzle };
}

async function stopSetting(setting: Setting | undefined, workers: WorkerProcess[] = []): Promise<void> {
  await Promise.all(workers.map((worker) => worker.stop()));
  if (!setting) return;
  await setting.close();
  if (setting.server.config.redisUrl === redisUrl) await clearRedisPrefix(redisUrl as string, setting.prefix);
}

/** Starts `count` workers of `slots` on the setting's prefix into `workers` (to be stopped with it), ready. */
async function addWorkers(setting: Setting, workers: WorkerProcess[], count: number, slots: number) {
  for (let index = 0; index < count; index++) {
    workers.push(new WorkerProcess({ redisUrl: redisUrl as string, prefix: setting.prefix, slots }));
  }
  await Promise.all(workers.map((worker) => worker.ready()));
}

/** Health once the server has seen the given number of workers. */
async function healthWith(server: TestServer, count: number): Promise<HealthResponse> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const body = await healthOf(server);
    if (body.workers?.count === count) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server never saw ${count} workers: ${JSON.stringify(await healthOf(server))}`);
}

const code = (setting: Setting, learner: TestUser, route: 'run' | 'submit', source?: string) =>
  sendCode(setting.server, setting.puzzle.id, learner, route, source);
const submissions = (setting: Setting, learner: TestUser) =>
  storedSubmissions(setting.server, setting.puzzle.id, learner);

describe.skipIf(!redisUrl)('judging on Redis with no worker alive', () => {
  let setting: Setting;
  beforeAll(async () => {
    setting = await startSetting();
  }, 60_000);
  afterAll(() => stopSetting(setting));

  it('health says so: queue bullmq, no workers, not ok, and why', async () => {
    const body = await healthOf(setting.server);
    expect(body).toMatchObject({
      ok: false,
      queue: 'bullmq',
      sandbox: 'unavailable',
      workers: { count: 0, slots: 0, running: 0, waiting: 0, list: [] },
    });
    expect(body.judge.ready).toBe(false);
    for (const language of Object.values(body.judge.languages)) {
      expect(language.status).toBe('failed');
      expect(language.reason).toContain('npm run worker');
    }
  });

  it('run and submit answer 503 JUDGE_UNAVAILABLE at once, and store nothing', async () => {
    const learner = await buildUser(setting.server);
    for (const route of ['run', 'submit'] as const) {
      const response = await code(setting, learner, route);
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ message: CODE_MESSAGES.judgeUnavailable, code: 'JUDGE_UNAVAILABLE' });
    }
    expect(await submissions(setting, learner)).toEqual([]);
  });
});

describe.skipIf(!redisUrl)('judging on Redis with two workers', () => {
  let setting: Setting;
  const workers: WorkerProcess[] = [];
  beforeAll(async () => {
    setting = await startSetting();
    await addWorkers(setting, workers, 2, 2);
  }, 120_000);
  afterAll(() => stopSetting(setting, workers));

  it('health shows the workers, their slots and load, and the sandbox they proved', async () => {
    const body = await healthWith(setting.server, 2);
    expect(body.ok).toBe(true);
    expect(body.queue).toBe('bullmq');
    expect(body.sandbox).not.toBe('unavailable');
    expect(body.judge.ready).toBe(true);
    expect(body.workers).toMatchObject({ count: 2, slots: 4, running: 0 });
    expect(body.workers?.list).toHaveLength(2);
    for (const worker of body.workers?.list ?? []) {
      expect(worker).toMatchObject({ slots: 2, running: 0, ready: true, closing: false });
    }
  });

  it('runs and submits through the workers: verdicts, the visible tests, a stored submission and XP', async () => {
    const learner = await buildUser(setting.server);
    const run = await code(setting, learner, 'run');
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ verdict: 'ACCEPTED', passedCount: 2, totalCount: 2 });

    const wrong = await code(setting, learner, 'submit', 'print(0)\n');
    expect(wrong.body).toMatchObject({ verdict: 'WRONG_ANSWER', success: false, xpGained: 0 });

    const accepted = await code(setting, learner, 'submit');
    expect(accepted.status).toBe(200);
    const result = accepted.body as SubmitResult;
    expect(result).toMatchObject({ verdict: 'ACCEPTED', success: true, passedCount: 8, totalCount: 8 });
    expect(result.xpGained).toBeGreaterThanOrEqual(setting.puzzle.points);

    const stored = await submissions(setting, learner);
    expect(stored.map((submission) => submission.verdict).sort()).toEqual(['ACCEPTED', 'WRONG_ANSWER']);
    const me = await setting.server.request<User>('GET', '/api/profile/current', { token: learner.token });
    expect(me.body.totalXP).toBe(result.xpGained);
  }, 60_000);

  it('answers a compile error as a verdict, through the worker', async () => {
    const learner = await buildUser(setting.server);
    const response = await code(setting, learner, 'run', 'def broken(:\n');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ verdict: 'COMPILATION_ERROR' });
  }, 60_000);
});

describe.skipIf(!redisUrl)('judging on Redis when the only worker dies mid-job', () => {
  let setting: Setting;
  let worker: WorkerProcess;
  beforeAll(async () => {
    setting = await startSetting();
    worker = new WorkerProcess({ redisUrl: redisUrl as string, prefix: setting.prefix, slots: 2 });
    await worker.ready();
    await healthWith(setting.server, 1);
  }, 120_000);
  afterAll(() => stopSetting(setting, [worker]));

  it('answers 503 JUDGE_UNAVAILABLE once the job cannot be judged (a bounded wait), and stores nothing', async () => {
    const learner = await buildUser(setting.server);
    const response = code(setting, learner, 'submit', SLOW_SUM_PY);
    await worker.waitForLog((line) => line.msg === 'judging');
    worker.kill('SIGKILL');
    const answer = await response;
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ message: CODE_MESSAGES.judgeUnavailable, code: 'JUDGE_UNAVAILABLE' });
    expect(await submissions(setting, learner)).toEqual([]);
    expect((await healthOf(setting.server)).workers?.count).toBe(0);
  }, 60_000);
});

describe.skipIf(!redisUrl).each(testDatabaseKinds())(
  'judging on Redis when a worker is killed mid-job (kill -9), on %s',
  (kind) => {
    let setting: Setting;
    const workers: WorkerProcess[] = [];
    beforeAll(async () => {
      setting = await startSetting(kind);
      await addWorkers(setting, workers, 2, 2);
      await healthWith(setting.server, 2);
    }, 120_000);
    afterAll(() => stopSetting(setting, workers));

    it('judges the job again on the other worker; the verdict is stored and paid once', async () => {
      const learner = await buildUser(setting.server);
      const response = code(setting, learner, 'submit', SLOW_SUM_PY);
      const judging = (line: { msg: string }) => line.msg === 'judging';
      const first = await Promise.race(
        workers.map((worker) => worker.waitForLog(judging).then((line) => ({ worker, line }))),
      );
      const victim = first.worker;
      const survivor = workers.find((worker) => worker !== victim) as WorkerProcess;
      await new Promise((resolve) => setTimeout(resolve, 500)); // its sandboxes are running now
      victim.kill('SIGKILL');
      expect((await victim.exited).signal).toBe('SIGKILL');

      const answer = await response;
      expect(answer.status).toBe(200);
      const result = answer.body as SubmitResult;
      expect(result).toMatchObject({ verdict: 'ACCEPTED', success: true, passedCount: 8, totalCount: 8 });
      expect(result.xpGained).toBeGreaterThanOrEqual(setting.puzzle.points);

      // The survivor judged the very job the victim had started, as a retry.
      const retried = survivor.lines.find((line) => line.msg === 'judging' && line.job === first.line.job);
      expect(retried).toMatchObject({ retried: true });
      expect(victim.lines.some((line) => line.msg === 'judged' && line.job === first.line.job)).toBe(false);

      const stored = await submissions(setting, learner);
      expect(stored.map((submission) => submission.verdict)).toEqual(['ACCEPTED']);
      const me = (await setting.server.request<User>('GET', '/api/profile/current', { token: learner.token }))
        .body;
      expect(me.totalXP).toBe(result.xpGained);
      expect(me.solvedCount).toBe(1);

      // The dead worker leaves the registry; the survivor goes on taking jobs.
      expect((await healthWith(setting.server, 1)).workers).toMatchObject({ count: 1, slots: 2 });
      const again = await code(setting, learner, 'run');
      expect(again.body).toMatchObject({ verdict: 'ACCEPTED' });
    }, 90_000);
  },
);

describe.skipIf(!redisUrl)('judging on Redis when Redis itself goes away mid-job', () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let setting: Setting;
  let worker: WorkerProcess;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    setting = await startSetting('sqlite', redis.url);
    worker = new WorkerProcess({ redisUrl: redis.url, prefix: setting.prefix, slots: 2 });
    await worker.ready();
    await healthWith(setting.server, 1);
  }, 120_000);
  afterAll(async () => {
    await stopSetting(setting, [worker]);
    await redis?.stop();
  });

  it('answers 503 JUDGE_UNAVAILABLE within seconds rather than hang, and health says so', async () => {
    const learner = await buildUser(setting.server);
    const response = code(setting, learner, 'submit', SLOW_SUM_PY);
    await worker.waitForLog((line) => line.msg === 'judging');
    await redis.stop();
    const answer = await response;
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ message: CODE_MESSAGES.judgeUnavailable, code: 'JUDGE_UNAVAILABLE' });
    expect(await submissions(setting, learner)).toEqual([]);
    const body = await healthOf(setting.server);
    expect(body.ok).toBe(false);
    expect(body.workers?.count).toBe(0);
    const again = await code(setting, learner, 'run');
    expect(again.status).toBe(503);
  }, 60_000);
});

describe.skipIf(!redisUrl)('judging on Redis when a job takes down two workers in turn', () => {
  let setting: Setting;
  const workers: WorkerProcess[] = [];
  beforeAll(async () => {
    setting = await startSetting();
    await addWorkers(setting, workers, 3, 1);
    await healthWith(setting.server, 3);
  }, 120_000);
  afterAll(() => stopSetting(setting, workers));

  it('fails the job rather than retry it forever: Internal Error, not stored, no attempt counted', async () => {
    const learner = await buildUser(setting.server);
    const response = code(setting, learner, 'submit', SLOW_SUM_PY);
    const killWhoeverJudges = async (alive: WorkerProcess[], retried: boolean) => {
      const taken = await Promise.race(
        alive.map((worker) =>
          worker
            .waitForLog((line) => line.msg === 'judging' && line.retried === retried)
            .then((line) => ({ worker, line })),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      taken.worker.kill('SIGKILL');
      await taken.worker.exited;
      return taken;
    };
    const first = await killWhoeverJudges(workers, false);
    const second = await killWhoeverJudges(
      workers.filter((worker) => worker !== first.worker),
      true,
    );
    expect(second.line.job).toBe(first.line.job);

    // The last worker finds the job stalled a second time and fails it; the server learns it from the queue.
    const answer = await response;
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      verdict: 'INTERNAL_ERROR',
      success: false,
      message: CODE_MESSAGES.internalError,
      xpGained: 0,
      submissionId: null,
    });
    expect(await submissions(setting, learner)).toEqual([]);
  }, 90_000);
});
