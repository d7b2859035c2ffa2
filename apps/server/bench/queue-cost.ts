import { availableParallelism } from 'node:os';
import { createJudge, JUDGE_QUEUE_NAME, type JudgeRequest, RedisJudgeQueue } from '@codequest/judge';
import { QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { clearRedisPrefix, uniqueRedisPrefix, WorkerProcess } from '../src/test/judge-workers';
import { percentile } from './bench-server';

/**
 * What the judge queue on Redis adds to a job (`npm run bench:queue`, and the last part of `bench:scale`).
 * The same trivial program is judged in this process (createJudge) and through BullMQ by a real worker
 * process (RedisJudgeQueue, the reply by pub/sub), alternately, one job at a time. Each job is split at the
 * judging itself: enqueue → start (from the call to the moment the sandbox work starts: in this process the
 * engine's run; on Redis the worker's log line) and finish → response (from the end of the judging to the
 * caller having the result); the worker's own judging time taken out of the round trip gives the queue's
 * cost. A QueueEvents listener watches the same jobs: when BullMQ's `completed` event (the other reply path)
 * reaches an API process. Needs Redis (REDIS_URL, default 127.0.0.1:6379) and root.
 */

const WARM_UP = 5;

const REQUEST: JudgeRequest = {
  language: 'python',
  source: 'print(int(input()) * 2)\n',
  tests: [{ input: '21\n', expected: '42\n' }],
};

export interface QueueCostOptions {
  redisUrl: string;
  iterations: number;
  /** Judge slots on each side. */
  slots: number;
}

export interface QueueCost {
  inProcess: { roundTrip: number[]; toStart: number[]; toResponse: number[] };
  redis: {
    roundTrip: number[];
    toStart: number[];
    toResponse: number[];
    queueCost: number[];
    queueEvents: number[];
  };
}

export async function measureQueueCost(options: QueueCostOptions): Promise<QueueCost> {
  const { redisUrl } = options;
  const prefix = uniqueRedisPrefix().replace('test', 'bench');
  const local = createJudge({ concurrency: options.slots });
  await local.warmUp();
  // When the engine starts and ends each job in this process (the queue's turn is before, the reply after).
  const engine = local.engine;
  const engineRun = engine.run.bind(engine);
  let engineStart = 0;
  let engineEnd = 0;
  engine.run = async (...args) => {
    engineStart = performance.now();
    try {
      return await engineRun(...args);
    } finally {
      engineEnd = performance.now();
    }
  };
  const worker = new WorkerProcess({ redisUrl, prefix, slots: options.slots, lockMs: 10_000 });
  const eventsConnection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const events = new QueueEvents(JUDGE_QUEUE_NAME, { connection: eventsConnection, prefix });
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
    const cost: QueueCost = {
      inProcess: { roundTrip: [], toStart: [], toResponse: [] },
      redis: { roundTrip: [], toStart: [], toResponse: [], queueCost: [], queueEvents: [] },
    };
    for (let index = 0; index < WARM_UP + options.iterations; index++) {
      const localStarted = performance.now();
      await local.judge(REQUEST);
      const localEnded = performance.now();
      const judgedBefore = worker.lines.filter((line) => line.msg === 'judged').length;
      eventAt = 0;
      const started = performance.now();
      const startedWall = Date.now();
      await queue.judge(REQUEST);
      const remoteMs = performance.now() - started;
      const endedWall = Date.now();
      // The worker logs the job just after it replies: wait for that line, and for BullMQ's event.
      const judged = await worker.waitForLog(
        (line) =>
          line.msg === 'judged' &&
          worker.lines.filter((l) => l.msg === 'judged').indexOf(line) === judgedBefore,
        10_000,
      );
      const judging = worker.lines.filter((line) => line.msg === 'judging').at(-1);
      for (let wait = 0; eventAt === 0 && wait < 200; wait++)
        await new Promise((resolve) => setTimeout(resolve, 5));
      if (index < WARM_UP) continue;
      cost.inProcess.roundTrip.push(localEnded - localStarted);
      cost.inProcess.toStart.push(engineStart - localStarted);
      cost.inProcess.toResponse.push(localEnded - engineEnd);
      cost.redis.roundTrip.push(remoteMs);
      cost.redis.queueCost.push(remoteMs - (judged.ms as number));
      // Wall clocks (the worker's log time), to the millisecond: the same machine's clock on both sides.
      const judgingAt = judging?.time as number;
      cost.redis.toStart.push(judgingAt - startedWall);
      cost.redis.toResponse.push(endedWall - (judgingAt + (judged.judgeMs as number)));
      if (eventAt > 0) cost.redis.queueEvents.push(eventAt - started);
    }
    return cost;
  } finally {
    await remote?.close();
    await events.close();
    eventsConnection.disconnect();
    await worker.stop();
    await local.close();
    await clearRedisPrefix(redisUrl, prefix);
  }
}

const row = (name: string, values: number[]) =>
  `  ${name.padEnd(62)} ${percentile(values, 50).toFixed(1).padStart(7)} ${percentile(values, 95).toFixed(1).padStart(7)}`;

export function printQueueCost(cost: QueueCost, options: QueueCostOptions): void {
  console.log(
    `queue cost: ${options.iterations} jobs each (after ${WARM_UP} to warm up), one at a time, alternately, a trivial Python program (1 test); ${availableParallelism()} cores; ${options.slots} judge slots on each side\n`,
  );
  console.log(`  ${'ms'.padEnd(62)} ${'p50'.padStart(7)} ${'p95'.padStart(7)}`);
  console.log(row('in-process judge (createJudge): round trip', cost.inProcess.roundTrip));
  console.log(row("  enqueue → start (the queue's turn)", cost.inProcess.toStart));
  console.log(row('  finish → response', cost.inProcess.toResponse));
  console.log(row('BullMQ + worker process, reply by pub/sub (RedisJudgeQueue)', cost.redis.roundTrip));
  console.log(row('  enqueue → start (worker begins judging; ms clock)', cost.redis.toStart));
  console.log(row('  finish → response (judging done → caller has it; ms clock)', cost.redis.toResponse));
  console.log(row('  the queue in all (round trip - worker judging time)', cost.redis.queueCost));
  console.log(row("  BullMQ's QueueEvents 'completed' seen, from enqueue", cost.redis.queueEvents));
  console.log(
    `\n  difference of medians, queue - in-process: ${(percentile(cost.redis.roundTrip, 50) - percentile(cost.inProcess.roundTrip, 50)).toFixed(1)} ms`,
  );
}
