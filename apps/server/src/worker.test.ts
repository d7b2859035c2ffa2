import { RedisJudgeQueue } from '@codequest/judge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearRedisPrefix, testRedisUrl, uniqueRedisPrefix, WorkerProcess } from './test/judge-workers';
import { freePort } from './test/ports';
import type { LogLine } from './test/processes';
import { parseMetrics, sample } from './test/prometheus-text';

/**
 * `npm run worker` as a real process on real Redis, judging with the real sandbox: it takes jobs from the
 * BullMQ queue as many at once as it has slots, logs its slots and load, and on SIGTERM finishes the job it
 * runs before it exits.
 */

const redisUrl = testRedisUrl();

/** Doubles its input, after a pause long enough to be caught running. */
const SLOW_DOUBLE = 'import time\ntime.sleep(1)\nprint(int(input()) * 2)\n';

function slowJob(value: number) {
  return {
    language: 'python' as const,
    source: SLOW_DOUBLE,
    tests: [{ input: `${value}\n`, expected: `${value * 2}\n` }],
  };
}

const judged = (line: LogLine) => line.msg === 'judging';

describe.skipIf(!redisUrl)('a judge worker on Redis', () => {
  const url = redisUrl as string;
  const prefix = uniqueRedisPrefix();
  let worker: WorkerProcess;
  let queue: RedisJudgeQueue;
  let metricsPort: number;

  beforeAll(async () => {
    metricsPort = await freePort();
    worker = new WorkerProcess({
      redisUrl: url,
      prefix,
      slots: 2,
      env: { METRICS_PORT: String(metricsPort) },
    });
    await worker.ready();
    queue = await RedisJudgeQueue.connect({ redisUrl: url, prefix });
  }, 120_000);

  afterAll(async () => {
    await queue?.close();
    await worker?.stop();
    await clearRedisPrefix(url, prefix);
  });

  it('says its slots when ready, and is seen in the registry with them', async () => {
    const ready = await worker.ready();
    expect(ready.slots).toBe(2);
    expect(ready.msg).toMatch(/^judge worker ready: 2 slots, sandbox /);
    await queue.selfTest();
    expect(queue.workers()).toMatchObject({ count: 1, slots: 2, running: 0 });
    expect(queue.health().ready).toBe(true);
  });

  it('judges as many jobs at once as it has slots, logging its load', async () => {
    const values = [1, 2, 3, 4, 5];
    const results = await Promise.all(values.map((value) => queue.judge(slowJob(value))));
    expect(results.map((result) => result.verdict)).toEqual(values.map(() => 'ACCEPTED'));
    expect(results.map((result) => result.tests[0]?.output)).toEqual(values.map((value) => `${value * 2}\n`));

    const starts = worker.lines.filter(judged);
    expect(starts).toHaveLength(values.length);
    const load = starts.map((line) => line.running as number);
    expect(Math.max(...load)).toBe(2);
    const finishes = worker.lines.filter((line) => line.msg === 'judged');
    expect(finishes.every((line) => line.slots === 2 && typeof line.ms === 'number')).toBe(true);
  }, 60_000);

  it('sends back what the judge says: a compile error, and a refusal of a bad request before Redis', async () => {
    const result = await queue.judge({
      language: 'c',
      source: 'int main(void) { return x; }\n',
      tests: [{ input: '', expected: '' }],
    });
    expect(result.verdict).toBe('COMPILATION_ERROR');
    expect(result.compile.output).toMatch(/x.? undeclared/);

    const before = worker.lines.filter(judged).length;
    await expect(
      queue.judge({ language: 'python', source: 'x', tests: [], limits: { cpuMs: 999_999 } }),
    ).rejects.toMatchObject({
      code: 'LIMIT_ABOVE_MAXIMUM',
    });
    expect(worker.lines.filter(judged)).toHaveLength(before);
  }, 60_000);

  it('serves its metrics on METRICS_PORT: the jobs it judged, their queue wait and judging, its slots', async () => {
    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(response.status).toBe(200);
    const samples = parseMetrics(await response.text());
    const accepted = sample(samples, 'codequest_judge_jobs_total', {
      language: 'python',
      outcome: 'ACCEPTED',
    });
    expect(accepted).toBe(5);
    expect(
      sample(samples, 'codequest_judge_jobs_total', { language: 'c', outcome: 'COMPILATION_ERROR' }),
    ).toBe(1);
    expect(sample(samples, 'codequest_judge_queue_wait_seconds_count', { language: 'python' })).toBe(5);
    // Five jobs of a second each on two slots: the last waited for two rounds.
    expect(sample(samples, 'codequest_judge_queue_wait_seconds_sum', { language: 'python' })).toBeGreaterThan(
      2,
    );
    expect(sample(samples, 'codequest_judge_seconds_sum', { language: 'python' })).toBeGreaterThan(5);
    expect(sample(samples, 'codequest_judge_slots')).toBe(2);
    expect(sample(samples, 'codequest_judge_jobs_running')).toBe(0);
    expect(sample(samples, 'codequest_judge_sandbox_ready', { language: 'python' })).toBe(1);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
  });
});

describe.skipIf(!redisUrl)('a judge worker told to stop (SIGTERM)', () => {
  const url = redisUrl as string;
  const prefix = uniqueRedisPrefix();
  let worker: WorkerProcess;
  let queue: RedisJudgeQueue;

  beforeAll(async () => {
    worker = new WorkerProcess({ redisUrl: url, prefix, slots: 1 });
    await worker.ready();
    queue = await RedisJudgeQueue.connect({ redisUrl: url, prefix });
  }, 120_000);

  afterEach(async () => {
    await queue?.close();
    await worker?.stop();
    await clearRedisPrefix(url, prefix);
  });

  it('finishes the job it runs, leaves the registry and exits 0', async () => {
    const reply = queue.judge(slowJob(21));
    await worker.waitForLog(judged);
    worker.kill('SIGTERM');
    const result = await reply;
    expect(result.verdict).toBe('ACCEPTED');
    expect(result.tests[0]?.output).toBe('42\n');
    expect(await worker.exited).toEqual({ code: 0, signal: null });
    expect(worker.lines.some((line) => line.msg === 'judge worker stopped')).toBe(true);
    await queue.selfTest();
    expect(queue.workers()).toMatchObject({ count: 0, list: [] });
  }, 60_000);
});
