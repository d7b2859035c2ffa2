import { availableParallelism } from 'node:os';
import { createJudge, JUDGE_QUEUE_NAME, type JudgeRequest, RedisJudgeQueue } from '@codequest/judge';
import { QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { clearRedisPrefix, uniqueRedisPrefix, WorkerProcess } from '../src/test/judge-workers';
import { percentile } from './bench-server';

/**
 * `npm run bench:queue`: what the judge queue on Redis adds to a job. The same trivial program is judged
 * in this process (createJudge) and through BullMQ by a real worker process (RedisJudgeQueue, the reply by
 * pub/sub), alternately, one job at a time; the worker's own judging time is taken out of each round trip
 * to give the queue's cost. A QueueEvents listener watches the same jobs: when BullMQ's `completed` event
 * (the other reply path) reaches an API process. Needs Redis (REDIS_URL, default 127.0.0.1:6379) and root.
 */

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 40);
const WARM_UP = 5;
const SLOTS = 2;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const REQUEST: JudgeRequest = {
  language: 'python',
  source: 'print(int(input()) * 2)\n',
  tests: [{ input: '21\n', expected: '42\n' }],
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function main(): Promise<void> {
  const prefix = uniqueRedisPrefix().replace('test', 'bench');
  const local = createJudge({ concurrency: SLOTS });
  await local.warmUp();
  const worker = new WorkerProcess({ redisUrl, prefix, slots: SLOTS, lockMs: 10_000 });
  const events = new QueueEvents(JUDGE_QUEUE_NAME, {
    connection: new Redis(redisUrl, { maxRetriesPerRequest: null }),
    prefix,
  });
  let remote: RedisJudgeQueue | undefined;
  try {
    await worker.ready();
    await events.waitUntilReady();
    remote = await RedisJudgeQueue.connect({ redisUrl, prefix });
    const queue = remote;

    let eventAt = 0;
    events.on('completed', () => {
      eventAt = performance.now();
    });
    const inProcess: number[] = [];
    const roundTrip: number[] = [];
    const queueCost: number[] = [];
    const queueEvents: number[] = [];
    for (let index = 0; index < WARM_UP + ITERATIONS; index++) {
      const localMs = await timed(() => local.judge(REQUEST));
      const judgedBefore = worker.lines.filter((line) => line.msg === 'judged').length;
      eventAt = 0;
      const started = performance.now();
      await queue.judge(REQUEST);
      const remoteMs = performance.now() - started;
      // The worker logs the job just after it replies: wait for that line, and for BullMQ's event.
      const judged = await worker.waitForLog(
        (line) =>
          line.msg === 'judged' &&
          worker.lines.filter((l) => l.msg === 'judged').indexOf(line) === judgedBefore,
        10_000,
      );
      for (let wait = 0; eventAt === 0 && wait < 200; wait++)
        await new Promise((resolve) => setTimeout(resolve, 5));
      if (index < WARM_UP) continue;
      inProcess.push(localMs);
      roundTrip.push(remoteMs);
      queueCost.push(remoteMs - (judged.ms as number));
      if (eventAt > 0) queueEvents.push(eventAt - started);
    }

    const row = (name: string, values: number[]) =>
      `  ${name.padEnd(58)} ${percentile(values, 50).toFixed(1).padStart(7)} ${percentile(values, 95).toFixed(1).padStart(7)}`;
    console.log(
      `queue benchmark: ${ITERATIONS} jobs each (after ${WARM_UP} to warm up), one at a time, a trivial Python program (1 test); ${availableParallelism()} cores; ${SLOTS} judge slots on each side\n`,
    );
    console.log(`  ${'ms'.padEnd(58)} ${'p50'.padStart(7)} ${'p95'.padStart(7)}`);
    console.log(row('in-process judge (createJudge)', inProcess));
    console.log(row('BullMQ + worker process, reply by pub/sub (RedisJudgeQueue)', roundTrip));
    console.log(row('  of which the queue (round trip - worker judging time)', queueCost));
    console.log(row("  BullMQ's QueueEvents 'completed' seen, from enqueue", queueEvents));
    console.log(
      `\n  difference of medians, queue - in-process: ${(percentile(roundTrip, 50) - percentile(inProcess, 50)).toFixed(1)} ms`,
    );
  } finally {
    await remote?.close();
    await events.close();
    await worker.stop();
    await local.close();
    await clearRedisPrefix(redisUrl, prefix);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
