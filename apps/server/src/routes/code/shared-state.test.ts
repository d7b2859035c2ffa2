import type { JudgeRequest } from '@codequest/judge';
import { RedisJudgeQueue } from '@codequest/judge';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_RULES } from '../../lib/rate-limit';
import { buildUser } from '../../test/factories';
import { clearRedisPrefix, testRedisUrl, uniqueRedisPrefix, WorkerProcess } from '../../test/judge-workers';
import { slowSumPy } from '../../test/programs';
import { useTwoInstances } from '../../test/two-instances';

/**
 * Two web processes of one installation (one database, one Redis and its prefix) with a judge worker: the
 * learner's budget of runs and their cap on jobs in flight hold across both. And the queue's fair share:
 * one learner's burst goes behind another learner's single job. (Sign-in budgets, ranks and the inbox
 * across two processes are tested in their own folders: routes/auth, routes/leaderboard, routes/messages.)
 */

const redisUrl = testRedisUrl();

/** Right, but slow: the fixture puzzle's eight tests take a few seconds. */
const SLOW_SUM_PY = slowSumPy(0.8);

describe.skipIf(!redisUrl)('two web processes sharing Redis', () => {
  const url = redisUrl as string;
  const { first, second, prefix, code } = useTwoInstances({
    redisUrl: url,
    rateRules: { ...RATE_RULES, runsPerLearner: { points: 3, windowSeconds: 60 } },
    workerSlots: 2,
  });

  it('counts a learner’s runs across both: past the budget, either answers 429', async () => {
    const learner = await buildUser(first);
    const statuses = [];
    for (const server of [first, second, first]) statuses.push((await code(server, learner, 'run')).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await code(second, learner, 'run');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.body.message).toMatch(/^You are running code very often/);
    expect((await code(first, learner, 'run')).status).toBe(429);
    // The counts are in Redis, under the installation's prefix.
    const redis = new Redis(url);
    try {
      expect(await redis.exists(`${prefix}:rate:runsPerLearner:${learner.user.id}`)).toBe(1);
    } finally {
      redis.disconnect();
    }
  });

  it('caps a learner’s jobs in flight across both, and frees the places when they end', async () => {
    const learner = await buildUser(first);
    const slow = [code(first, learner, 'submit', SLOW_SUM_PY), code(second, learner, 'submit', SLOW_SUM_PY)];
    // Each process has one of the learner's jobs: only the count in Redis knows there are two.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const third = await code(first, learner, 'submit');
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('RATE_LIMITED');
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await buildUser(second).then((other) => code(second, other, 'submit'))).status).toBe(200);
    for (const response of await Promise.all(slow)) expect(response.body.success).toBe(true);
    expect((await code(second, learner, 'submit')).status).toBe(200);
    const redis = new Redis(url);
    try {
      expect(await redis.zcard(`${prefix}:judge-learner:${learner.user.id}`)).toBe(0);
    } finally {
      redis.disconnect();
    }
  }, 60_000);

  it('lets claims of a process that died lapse on their own', async () => {
    const learner = await buildUser(first);
    const key = `${prefix}:judge-learner:${learner.user.id}`;
    const redis = new Redis(url);
    try {
      const [seconds] = await redis.time();
      const now = Number(seconds) * 1000;
      // Two jobs in flight on a process that stopped renewing their claims a while ago: lapsed.
      await redis.zadd(key, now - 1000, 'lost-1', now - 1000, 'lost-2');
      expect((await code(first, learner, 'submit')).status).toBe(200);
      // Two held by a live process: the learner must wait.
      await redis.zadd(key, now + 60_000, 'held-1', now + 60_000, 'held-2');
      expect((await code(second, learner, 'submit')).status).toBe(429);
    } finally {
      await redis.del(key);
      redis.disconnect();
    }
  });
});

describe.skipIf(!redisUrl)('fair share on the Redis queue', () => {
  const prefix = uniqueRedisPrefix();
  const url = redisUrl as string;
  let worker: WorkerProcess;
  let queue: RedisJudgeQueue;
  beforeAll(async () => {
    worker = new WorkerProcess({ redisUrl: url, prefix, slots: 1 });
    await worker.ready();
    queue = await RedisJudgeQueue.connect({ redisUrl: url, prefix, maxPerLearner: 6 });
    for (let attempt = 0; queue.workers().count === 0 && attempt < 50; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);
  afterAll(async () => {
    await queue?.close();
    await worker?.stop();
    await clearRedisPrefix(url, prefix);
  });

  const sleeper = (seconds: number): JudgeRequest => ({
    language: 'python',
    source: `import time\ntime.sleep(${seconds})\nprint("done")`,
    tests: [{ input: '', expected: 'done\n' }],
  });

  it("judges another learner's single job before one learner's burst drains", async () => {
    const finished: string[] = [];
    const job = (learnerKey: string, name: string, seconds: number) =>
      queue.judge(sleeper(seconds), { learnerKey }).then((result) => {
        finished.push(name);
        return result.verdict;
      });
    const burst: Array<Promise<string>> = [];
    for (let index = 0; index < 6; index++) {
      burst.push(job('ann', `ann${index}`, index === 0 ? 1 : 0.2));
      await new Promise((resolve) => setTimeout(resolve, 20)); // queued in this order
    }
    const single = job('bob', 'bob', 0.2);
    expect(await Promise.all([...burst, single])).toEqual(Array(7).fill('ACCEPTED'));
    // ann0 was being judged when bob's job came: it goes before ann's five waiting ones, which keep their order.
    expect(finished).toEqual(['ann0', 'bob', 'ann1', 'ann2', 'ann3', 'ann4', 'ann5']);
  }, 60_000);
});
