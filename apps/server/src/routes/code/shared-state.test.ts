import { rmSync } from 'node:fs';
import type {
  AdminActionResponse,
  ErrorResponse,
  HealthResponse,
  MarkReadResponse,
  MessagesResponse,
  Puzzle,
  SubmitResult,
  User,
} from '@codequest/contracts';
import { type JudgeRequest, RedisJudgeQueue } from '@codequest/judge';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../catalogue/files';
import { seedCatalogue } from '../../commands/seed-catalogue';
import { RATE_RULES } from '../../lib/rate-limit';
import { listLeaderboard, rankOf } from '../../services/leaderboard';
import { createContentDir, writePuzzle } from '../../test/catalogue-fixture';
import { buildAdmin, buildUser, type TestUser } from '../../test/factories';
import { clearRedisPrefix, testRedisUrl, uniqueRedisPrefix, WorkerProcess } from '../../test/judge-workers';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Two web processes of one installation (one database, one Redis and its prefix) with a judge worker: the
 * learner's budgets of runs and sign-in attempts, and their cap on jobs in flight, hold across both;
 * messages sent through one are read through the other. And the queue's fair share: one learner's burst
 * goes behind another learner's single job.
 */

const redisUrl = testRedisUrl();

const SUM_PY = 'a, b = map(int, input().split())\nprint(a + b)\n';
/** Right, but slow: the fixture puzzle's eight tests take a few seconds. */
const SLOW_SUM_PY = `import time\ntime.sleep(0.8)\n${SUM_PY}`;

describe.skipIf(!redisUrl)('two web processes sharing Redis', () => {
  const prefix = uniqueRedisPrefix();
  const url = redisUrl as string;
  let first: TestServer;
  let second: TestServer;
  let worker: WorkerProcess;
  let content: string;
  let puzzle: Puzzle;
  beforeAll(async () => {
    const options = {
      env: { REDIS_URL: url, REDIS_PREFIX: prefix },
      rateRules: { ...RATE_RULES, runsPerLearner: { points: 3, windowSeconds: 60 } },
    };
    worker = new WorkerProcess({ redisUrl: url, prefix, slots: 2 });
    first = await startTestServer('sqlite', options);
    second = await startTestServer('sqlite', { ...options, shareDatabaseWith: first });
    content = createContentDir();
    writePuzzle(content, { order: 1, slug: 'sum' });
    await seedCatalogue(first.app.ctx, loadCatalogue(content));
    [puzzle] = (await first.request<Puzzle[]>('GET', '/api/puzzles')).body as [Puzzle];
    await worker.ready();
    // Each web process learns of the worker on its own: neither may answer 503 for want of one.
    for (const server of [first, second]) {
      for (let attempt = 0; ; attempt++) {
        const health = (await server.request<HealthResponse>('GET', '/api/health')).body;
        if (health.workers?.count === 1) break;
        if (attempt > 100) throw new Error(`a web process never saw the worker: ${JSON.stringify(health)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    await second?.close();
    await first?.close();
    await clearRedisPrefix(url, prefix);
    if (content) rmSync(content, { recursive: true, force: true });
  });

  const code = (server: TestServer, learner: TestUser, route: 'run' | 'submit', source = SUM_PY) =>
    server.request<SubmitResult & ErrorResponse>('POST', `/api/code/${route}`, {
      token: learner.token,
      body: { puzzleId: puzzle.id, code: source, language: 'python' },
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

  it('counts wrong passwords across both', async () => {
    const learner = await buildUser(first);
    const login = (server: TestServer) =>
      server.request<ErrorResponse>('POST', '/api/auth/login', {
        body: { email: learner.email, password: 'not the password' },
      });
    const statuses = [];
    for (let attempt = 0; attempt < RATE_RULES.loginFailuresPerAccountAndIp.points; attempt++) {
      statuses.push((await login(attempt % 2 === 0 ? first : second)).status);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect((await login(second)).status).toBe(429);
    expect((await login(first)).status).toBe(429);
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

  it('ranks from Redis follow each accept, through either process, as the database counts them', async () => {
    const learner = await buildUser(second);
    const accepted = await code(second, learner, 'submit');
    expect(accepted.body.xpGained).toBeGreaterThan(0);
    const plain = { db: first.app.ctx.db, clock: first.app.ctx.clock };
    for (const server of [first, second]) {
      // Several learners have accepts by now (the tests above): each moved the ranking in Redis.
      expect(await listLeaderboard(server.app.ctx, learner.user.id)).toEqual(
        await listLeaderboard(plain, learner.user.id),
      );
    }
    const users = await first.app.ctx.db
      .selectFrom('users')
      .select(['id', 'total_xp', 'solved_count', 'xp_reached_at'])
      .execute();
    for (const user of users) {
      expect(await rankOf(second.app.ctx, user)).toBe(await rankOf(plain, user));
    }
    const own = users.find((user) => user.id === learner.user.id);
    expect(own?.total_xp).toBe(accepted.body.xpGained);
    const profile = await first.request<User>('GET', '/api/profile/current', { token: learner.token });
    expect(profile.body.rank).toBe(own && (await rankOf(plain, own)));
  }, 60_000);

  it('delivers a message sent through one process to the inbox read through the other', async () => {
    const admin = await buildAdmin(first);
    const learner = await buildUser(second);
    const sent = await first.request<AdminActionResponse>('POST', '/api/admin/send-message', {
      token: admin.token,
      body: { userId: learner.user.id, message: 'Sent through the first process' },
    });
    expect(sent.status).toBe(200);
    const inbox = await second.request<MessagesResponse>('GET', '/api/messages', { token: learner.token });
    expect(inbox.body).toMatchObject({ total: 1, unreadCount: 1 });
    const [message] = inbox.body.items;
    expect(message?.text).toBe('Sent through the first process');
    const read = await second.request<MarkReadResponse>('POST', `/api/messages/${message?.id}/read`, {
      token: learner.token,
    });
    expect(read.body.unreadCount).toBe(0);
    const again = await first.request<MessagesResponse>('GET', '/api/messages', { token: learner.token });
    expect(again.body).toMatchObject({ total: 1, unreadCount: 0 });
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
