import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { type Job, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Judge } from '../../judge';
import { type JudgeReply, judgeReply } from '../reply';
import {
  HEARTBEAT_MS,
  JUDGE_QUEUE_NAME,
  type JudgeJobData,
  type JudgeReplyMessage,
  redisKeys,
  WORKER_TTL_MS,
  type WorkerState,
} from './protocol';
import type { TextCache } from './text-cache';

/**
 * A judge worker: takes jobs from the BullMQ queue on Redis, as many at once as it has slots, judges each
 * with the real judge, and publishes the reply on the channel of the API process that waits for it (the
 * reply is also the job's return value, which that process reads if the message went astray).
 *
 * At least once: a job holds a lock that the worker renews while it judges. A worker that dies (kill -9,
 * a lost machine) stops renewing it; after lockMs, BullMQ's stalled-job check, which every worker runs,
 * puts the job back in line and another worker judges it again. A job that stalls twice fails (a program
 * that somehow takes workers down must not take them all), and the API answers Internal Error.
 */

export interface QueueLogger {
  info(detail: object, message: string): void;
  warn(detail: object, message: string): void;
  error(detail: object, message: string): void;
}

export interface JudgeWorkerOptions {
  redisUrl: string;
  /** Every Redis key starts with it (REDIS_PREFIX). */
  prefix: string;
  judge: Judge;
  /** Jobs judged at once: the judge's concurrency. */
  slots: number;
  /** A job's lock without renewal: how soon a job whose worker died is taken again. */
  lockMs: number;
  log: QueueLogger;
  /** Where the texts jobs refer to are kept once fetched. */
  texts: TextCache;
  /** Told of each job this worker answered (its metrics). */
  onJudged?: (job: JudgedJob) => void;
}

/** A job a worker answered: its language, outcome (a verdict or a refusal's code) and times. */
export interface JudgedJob {
  language: string;
  outcome: string;
  /** From the job's being queued to this worker's taking it (clocks of two machines: never below 0). */
  waitMs: number;
  /** From taking it to its answer: fetching its texts, compiling and running. */
  judgeMs: number;
}

export interface RunningJudgeWorker {
  readonly id: string;
  state(): WorkerState;
  /** Takes no new job, finishes the running ones, then leaves the registry and Redis. */
  close(): Promise<void>;
}

/** Lost jobs are looked for this often (each worker looks), as a share of the lock's duration. */
const STALLED_CHECKS_PER_LOCK = 2;

export async function startJudgeWorker(options: JudgeWorkerOptions): Promise<RunningJudgeWorker> {
  const { log, slots } = options;
  const id = randomUUID();
  const keys = redisKeys(options.prefix);
  // BullMQ's workers block on Redis: they need commands that wait for a reconnection rather than fail.
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const startedAt = Date.now();
  let running = 0;
  let closing = false;

  const state = (): WorkerState => ({
    id,
    host: hostname(),
    pid: process.pid,
    slots,
    running,
    closing,
    judge: options.judge.health(),
    startedAt,
  });
  const heartbeat = async (): Promise<void> => {
    await connection
      .multi()
      .set(keys.worker(id), JSON.stringify(state()), 'PX', WORKER_TTL_MS)
      .sadd(keys.workers, id)
      .exec();
  };
  const beat = () =>
    heartbeat().catch((error: unknown) => log.warn({ err: error }, 'judge worker heartbeat failed'));
  await heartbeat();
  const heartbeats = setInterval(beat, HEARTBEAT_MS);

  const judgeJob = async (job: Job<JudgeJobData, JudgeReply>): Promise<JudgeReply> => {
    const { request: sent, replyTo } = job.data;
    const startedMs = Date.now();
    running++;
    void beat();
    log.info(
      { job: job.id, language: sent.language, retried: job.stalledCounter > 0, running, slots },
      'judging',
    );
    let reply: JudgeReply;
    let judgeMs = 0;
    try {
      // Not a refusal (the judge failed): BullMQ fails the job, and the API process answers Internal Error.
      const request = await options.texts.fill(sent, job.data.texts);
      reply = await judgeReply(options.judge, request);
      if ('result' in reply) judgeMs = Date.now() - startedMs;
    } finally {
      running--;
    }
    const message: JudgeReplyMessage = { jobId: String(job.id), reply };
    await connection.publish(replyTo, JSON.stringify(message));
    options.onJudged?.({
      language: sent.language,
      outcome: 'result' in reply ? reply.result.verdict : reply.refusal.code,
      waitMs: Math.max(0, startedMs - job.timestamp),
      judgeMs: Date.now() - startedMs,
    });
    log.info(
      {
        job: job.id,
        outcome: 'result' in reply ? reply.result.verdict : reply.refusal.code,
        ms: Date.now() - startedMs,
        judgeMs,
        running,
        slots,
      },
      'judged',
    );
    void beat();
    return reply;
  };

  const worker = new Worker<JudgeJobData, JudgeReply>(JUDGE_QUEUE_NAME, judgeJob, {
    connection,
    prefix: options.prefix,
    concurrency: slots,
    lockDuration: options.lockMs,
    stalledInterval: Math.max(250, Math.floor(options.lockMs / STALLED_CHECKS_PER_LOCK)),
    maxStalledCount: 1,
    // The waiting API process got the reply by message; the job stays a while for the one that did not.
    removeOnComplete: { age: 300 },
    removeOnFail: { age: 3600 },
  });
  worker.on('error', (error) => log.error({ err: error }, 'judge worker: Redis or BullMQ error'));
  worker.on('stalled', (jobId) =>
    log.warn(
      { job: jobId },
      'a job lost its worker (it died or stopped renewing its lock): judging it again',
    ),
  );
  worker.on('failed', (job, error) => log.error({ job: job?.id, err: error }, 'judge job failed'));
  await worker.waitUntilReady();
  log.info(
    { worker: id, slots, mode: options.judge.mode, lockMs: options.lockMs },
    `judge worker ready: ${slots} slot${slots === 1 ? '' : 's'}, sandbox ${options.judge.mode}`,
  );

  return {
    id,
    state,
    async close() {
      closing = true;
      await beat();
      log.info({ worker: id, running }, 'judge worker closing: finishing its running jobs');
      await worker.close();
      clearInterval(heartbeats);
      await connection.multi().del(keys.worker(id)).srem(keys.workers, id).exec();
      await connection.quit();
    },
  };
}
