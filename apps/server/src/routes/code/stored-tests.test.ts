import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Puzzle } from '@codequest/contracts';
import type { JudgeJob } from '@codequest/judge/transports';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSumPuzzle } from '../../test/catalogue-fixture';
import { healthOf, sendCode } from '../../test/code-requests';
import { buildUser } from '../../test/factories';
import { clearRedisPrefix, testRedisUrl, uniqueRedisPrefix, WorkerProcess } from '../../test/judge-workers';
import { type SeededServer, startSeededServer } from '../../test/seeded';
import { until } from '../../test/waiting';
import { refOf } from '../../test-store/store';

/**
 * Jobs on Redis name their tests by hash: a judge worker fetches a text it lacks once, from the web process
 * that sent the job (its texts route, with the job's token), and keeps it; the job itself stays small
 * whatever the puzzle's tests weigh.
 */

const redisUrl = testRedisUrl();

/** A hidden test of 14 MB: one line with 1, fourteen million spaces, and 2 (its answer stays 3). */
const BIG_INPUT = `1 ${' '.repeat(14_000_000)}2\n`;
const BIG_FILE = path.join('algorithms', '001-sum', 'tests', '08.in');

function writeBigSumPuzzle(contentDir: string): void {
  writeSumPuzzle(contentDir);
  writeFileSync(path.join(contentDir, BIG_FILE), BIG_INPUT);
  writeFileSync(path.join(contentDir, BIG_FILE.replace(/\.in$/, '.out')), '3\n');
}

describe.skipIf(!redisUrl)('tests by reference on Redis', () => {
  const prefix = uniqueRedisPrefix();
  let seeded: SeededServer;
  let worker: WorkerProcess;
  let redis: Redis;
  let puzzle: Puzzle;
  beforeAll(async () => {
    seeded = await startSeededServer('sqlite', writeBigSumPuzzle, {
      env: { REDIS_URL: redisUrl as string, REDIS_PREFIX: prefix },
    });
    puzzle = seeded.puzzles[0] as Puzzle;
    worker = new WorkerProcess({ redisUrl: redisUrl as string, prefix, slots: 1 });
    await worker.ready();
    // The server reads the workers' registry every second: it must have seen this one before a submit.
    await until(async () => expect((await healthOf(seeded.server)).workers?.count).toBe(1), 20_000);
    redis = new Redis(redisUrl as string);
  }, 60_000);
  afterAll(async () => {
    redis?.disconnect();
    await worker?.stop();
    await seeded?.close();
    await clearRedisPrefix(redisUrl as string, prefix);
  });

  /** Every judge job on Redis under the prefix, as BullMQ keeps it (its data, as JSON). */
  async function jobsData(): Promise<string[]> {
    const keys = await redis.keys(`${prefix}:judge:*`);
    const data = [];
    for (const key of keys)
      if ((await redis.type(key)) === 'hash') {
        const value = await redis.hget(key, 'data');
        if (value) data.push(value);
      }
    return data;
  }

  it('judges a 14 MB test with an empty cache, then from its cache, each job under 100 KB', async () => {
    const learner = await buildUser(seeded.server);
    const first = await sendCode(seeded.server, puzzle.id, learner, 'submit');
    expect(first.status).toBe(200);
    expect(first.body.verdict).toBe('ACCEPTED');
    expect(first.body.totalCount).toBe(8);

    const data = await jobsData();
    expect(data.length).toBeGreaterThan(0);
    expect(Math.max(...data.map((job) => Buffer.byteLength(job)))).toBeLessThan(100 * 1024);
    const cached = readdirSync(worker.cacheDir);
    expect(cached).toContain(refOf(BIG_INPUT).hash);
    expect(statSync(path.join(worker.cacheDir, refOf(BIG_INPUT).hash)).size).toBe(BIG_INPUT.length);

    // The file is gone from the server's disk: the worker judges from what it kept.
    rmSync(path.join(seeded.server.contentDir, BIG_FILE));
    const second = await sendCode(seeded.server, puzzle.id, await buildUser(seeded.server), 'submit');
    expect(second.body.verdict).toBe('ACCEPTED');
    expect(second.body.totalCount).toBe(8);
  });

  it('carries the visible tests whole and the hidden ones by reference', async () => {
    const jobs = (await jobsData()).map((data) => JSON.parse(data) as { request: JudgeJob });
    expect(jobs.length).toBeGreaterThan(0);
    for (const { request } of jobs) {
      expect(request.tests.slice(0, 2)).toEqual([
        { input: '1 2\n', expected: '3\n' },
        { input: '5 7\n', expected: '12\n' },
      ]);
      expect(request.tests[7]).toEqual({ input: refOf(BIG_INPUT), expected: refOf('3\n') });
      for (const test of request.tests.slice(2)) {
        expect(typeof test.input).toBe('object');
        expect(typeof test.expected).toBe('object');
      }
    }
  });

  it("opens the texts route only with a job's token", async () => {
    const [job] = await jobsData();
    const { texts } = JSON.parse(job as string) as { texts: { url: string; token: string } };
    expect(texts.url).toBe(`${seeded.server.baseUrl}/api/judge/texts`);
    const visible = refOf('1 2\n').hash;
    const get = (hash: string, token?: string) =>
      fetch(`${texts.url}/${hash}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

    expect((await get(visible)).status).toBe(401);
    expect((await get(visible, `${texts.token}x`)).status).toBe(401);
    const answer = await fetch(`${texts.url}/${visible}`, {
      headers: { authorization: `Bearer ${texts.token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(await answer.text()).toBe('1 2\n');
    expect((await get(refOf('never stored').hash, texts.token)).status).toBe(404);
    expect((await get('not-a-hash', texts.token)).status).toBe(400);
  });
});
