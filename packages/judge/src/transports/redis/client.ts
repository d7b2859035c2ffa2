import { randomUUID } from 'node:crypto';
import {
  JUDGE_MAX_INPUT_BYTES,
  type JudgeHealth,
  type JudgeLanguageHealth,
  type JudgeWorkersHealth,
  LANGUAGES,
  type Language,
} from '@codequest/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { JudgeError } from '../../errors';
import { prepareJob } from '../../job';
import { InProcessJudgeQueue, type JudgeQueueStats, type JudgeSubmitOptions } from '../../queue';
import type { SandboxMode } from '../../sandbox-mode';
import type { JudgeRequest, JudgeResult } from '../../types';
import { type AwaitedReply, PendingReplies } from '../pending';
import { internalErrorResult, type JudgeReply, resultOf } from '../reply';
import type { JudgeClient } from '../service';
import { type JobText, type JudgeJob, referencedHashes } from '../texts';
import {
  JUDGE_QUEUE_NAME,
  type JudgeJobData,
  type JudgeReplyMessage,
  LEARNER_CLAIM_MS,
  redisKeys,
  type TextsSource,
  type WorkerState,
} from './protocol';

/**
 * The judge as the API process sees it with REDIS_URL set: each job goes into the BullMQ queue and its
 * reply comes back on this process's own pub/sub channel (ARCHITECTURE.md says why not QueueEvents or
 * waitUntilFinished). Pub/sub is fire-and-forget, so a job with no reply after a few seconds is looked up
 * in the queue every second: its return value, its failure, or its disappearance settle it all the same.
 *
 * Bounded waits: a job is refused at once (NO_WORKER, 503) when no worker is alive, and a job already queued
 * is withdrawn when the workers have all been gone for a few seconds (REDIS_UNAVAILABLE when Redis itself
 * does not answer). The jobs in flight are bounded in this process; the per-learner cap holds across every
 * API process on the same Redis (a claim per job in a sorted set per learner, renewed while the job is
 * awaited and lapsing on its own when its process dies).
 *
 * Fair share: a job goes into the queue with the learner's number of jobs already in flight as its BullMQ
 * priority (none for the first, which BullMQ takes before any prioritized job), so the workers take every
 * learner's first job before anyone's second.
 *
 * Longer than most modules because a job's settling (reply, lookup, withdrawal, the learner's claim) is one
 * state machine over one map of jobs in flight; its pieces only make sense together.
 */

export interface RedisJudgeQueueOptions {
  redisUrl: string;
  /** Every Redis key starts with it (REDIS_PREFIX). */
  prefix: string;
  /** Jobs one learner may have in flight; default 2. */
  maxPerLearner?: number;
  /** Jobs this process may have in flight at once before QUEUE_FULL; default 200. */
  maxInFlight?: number;
  /** Hears why a job ended without a verdict (a job that stalled twice), for the operator's log. */
  onInternalError?: (detail: string) => void;
  /** Hears when the number of live workers or their slots change, for the operator's log. */
  onWorkersChange?: (workers: JudgeWorkersHealth) => void;
  /**
   * Where a worker fetches the texts a job refers to (this process's texts route, and the token it takes),
   * asked per job; needed once jobs refer to any.
   */
  texts?: () => TextsSource | undefined;
}

interface Pending extends AwaitedReply {
  since: number;
  /** The learner's claim to renew while the job is awaited. */
  learnerKey: string | undefined;
}

/** How often the workers' registry is read and unanswered jobs are looked up. */
const MONITOR_MS = 1000;
/** A job without a reply this long is looked up in the queue (its message may have been lost). */
const LOOK_UP_AFTER_MS = 2000;
/** With no worker alive this long, queued jobs are withdrawn and answered 503. */
const NO_WORKER_GRACE_MS = 3000;
/** With Redis unreachable this long, the jobs in flight are answered 503 (and new ones refused). */
const NO_REDIS_GRACE_MS = 5000;
/** No job waits longer than this, whatever happens. */
const MAX_WAIT_MS = 15 * 60_000;
/** How long the server waits for Redis at start. */
const CONNECT_TIMEOUT_MS = 10_000;
/** BullMQ's highest priority number. */
const MAX_PRIORITY = 2_097_151;

/**
 * Claims a place among a learner's jobs in flight: drops lapsed claims, then adds this job's unless the
 * learner holds `max` already. Answers the number held before (-1: refused). Redis's clock, so that API
 * processes on several machines agree.
 */
const CLAIM_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local held = redis.call('ZCARD', KEYS[1])
if held >= tonumber(ARGV[2]) then return -1 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return held
`;

/** Renews a claim that is still held. */
const RENEW_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZADD', KEYS[1], 'XX', now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;

const NO_WORKER =
  'No judge worker is alive on REDIS_URL: start one with `npm run worker` (same REDIS_URL and REDIS_PREFIX)';

export class RedisJudgeQueue implements JudgeClient {
  private readonly keys: ReturnType<typeof redisKeys>;
  private readonly channel: string;
  /** Commands fail fast rather than wait for Redis: a learner gets a 503, not a hung request. */
  private readonly connection: Redis;
  private readonly subscriber: Redis;
  private readonly queue: Queue<JudgeJobData, JudgeReply>;
  private readonly local: InProcessJudgeQueue<JudgeJob>;
  /** Each queued job by its stand-in: the request the local queue checks and bounds (standIn()). */
  private readonly standIns = new WeakMap<JudgeRequest, JudgeJob>();
  private readonly pending = new PendingReplies<string, Pending>();
  private workerStates: WorkerState[] = [];
  private waiting = 0;
  private lastWorkerSeenAt = 0;
  private lastRedisSeenAt = Date.now();
  private monitor: NodeJS.Timeout | undefined;
  private ticking = false;
  private closed = false;
  private reported = '';
  private readonly maxPerLearner: number;
  /** How long a job takes from enqueue to reply, on average (Retry-After of TOO_MANY_JOBS). */
  private averageJobMs = 2000;

  /** Connects, subscribes to this process's reply channel and reads the workers, or throws. */
  static async connect(options: RedisJudgeQueueOptions): Promise<RedisJudgeQueue> {
    const queue = new RedisJudgeQueue(options);
    try {
      await withTimeout(
        queue.start(),
        CONNECT_TIMEOUT_MS,
        `Redis at REDIS_URL did not answer in ${CONNECT_TIMEOUT_MS / 1000} s`,
      );
    } catch (error) {
      await queue.disconnect();
      throw error;
    }
    return queue;
  }

  private constructor(private readonly options: RedisJudgeQueueOptions) {
    this.keys = redisKeys(options.prefix);
    this.channel = this.keys.replies(randomUUID());
    this.connection = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
    this.subscriber = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    this.queue = new Queue<JudgeJobData, JudgeReply>(JUDGE_QUEUE_NAME, {
      connection: this.connection,
      prefix: options.prefix,
      defaultJobOptions: { removeOnComplete: { age: 300 }, removeOnFail: { age: 3600 } },
      // BullMQ copies each result into its event stream; nothing here reads it, so keep it short.
      streams: { events: { maxLen: 100 } },
    });
    this.queue.on('error', () => undefined); // a Redis outage shows in the jobs it fails, answered 503
    this.connection.on('error', () => undefined);
    this.subscriber.on('error', () => undefined);
    this.maxPerLearner = options.maxPerLearner ?? 2;
    this.local = new InProcessJudgeQueue<JudgeJob>(
      {
        prepare: (request) => {
          prepareJob(request); // refuses a bad request here, before it costs Redis anything
          return this.standIns.get(request) as JudgeJob;
        },
        run: (job, submitOptions) => this.remote(job, submitOptions.learnerKey),
      },
      { maxRunning: options.maxInFlight ?? 200, maxWaiting: 0, maxPerLearner: this.maxPerLearner },
    );
  }

  private async start(): Promise<void> {
    this.subscriber.on('message', (_channel: string, message: string) => this.onReply(message));
    await this.subscriber.subscribe(this.channel);
    await this.queue.waitUntilReady();
    await this.refresh();
    this.monitor = setInterval(() => void this.tick(), MONITOR_MS);
  }

  async judge(job: JudgeJob, options?: JudgeSubmitOptions): Promise<JudgeResult> {
    const request = standIn(job);
    this.standIns.set(request, job);
    return this.local.judge(request, options);
  }

  stats(): JudgeQueueStats {
    return this.local.stats();
  }

  get mode(): SandboxMode {
    return this.liveWorkers()[0]?.judge.mode ?? 'unavailable';
  }

  /** What the live workers' self-tests found: a language is ok when one worker at least can run it. */
  health(): JudgeHealth {
    const live = this.liveWorkers();
    const languages = Object.fromEntries(
      LANGUAGES.map((language) => [language, languageHealth(live, language)]),
    ) as Record<Language, JudgeLanguageHealth>;
    const ready = LANGUAGES.every((language) => languages[language].status === 'ok');
    return { mode: this.mode, ready, languages };
  }

  /** Each worker proves its own sandbox at start: this reads what they found. */
  async selfTest(): Promise<JudgeHealth> {
    await this.refresh().catch(() => undefined);
    return this.health();
  }

  workers(): JudgeWorkersHealth {
    const live = this.workerStates;
    const taking = this.liveWorkers();
    return {
      count: taking.length,
      slots: taking.reduce((sum, worker) => sum + worker.slots, 0),
      running: live.reduce((sum, worker) => sum + worker.running, 0),
      waiting: this.waiting,
      list: live.map((worker) => ({
        id: worker.id,
        slots: worker.slots,
        running: worker.running,
        ready: worker.judge.ready,
        closing: worker.closing,
      })),
    };
  }

  /** Refuses new jobs, waits for the replies of those in flight, then leaves Redis. */
  async close(): Promise<void> {
    this.closed = true;
    await this.local.close();
    await this.disconnect();
  }

  private async disconnect(): Promise<void> {
    clearInterval(this.monitor);
    await withTimeout(this.queue.close(), 2000, 'closing the queue').catch(() => undefined);
    for (const client of [this.subscriber, this.connection]) {
      // quit() would wait for a Redis that is gone.
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    }
  }

  /** Workers alive and taking jobs (not closing). */
  private liveWorkers(): WorkerState[] {
    return this.workerStates.filter((worker) => !worker.closing);
  }

  private async remote(request: JudgeJob, learnerKey: string | undefined): Promise<JudgeResult> {
    if (this.closed) throw new JudgeError('CLOSED', 'The judge is shutting down');
    if (this.liveWorkers().length === 0) throw new JudgeError('NO_WORKER', NO_WORKER);
    const texts = referencedHashes(request).length > 0 ? this.options.texts?.() : undefined;
    const jobId = randomUUID();
    const ahead = learnerKey === undefined ? 0 : await this.claim(learnerKey, jobId);
    const startedAt = Date.now();
    try {
      const reply = new Promise<JudgeReply>((resolve, reject) => {
        this.pending.set(jobId, { since: startedAt, learnerKey, resolve, reject });
      });
      reply.catch(() => undefined); // settled before it is awaited when the job cannot even be queued
      try {
        await this.queue.add(
          'judge',
          { request, replyTo: this.channel, ...(texts ? { texts } : {}) },
          { jobId, ...(ahead > 0 ? { priority: Math.min(ahead, MAX_PRIORITY) } : {}) },
        );
      } catch (error) {
        this.pending.delete(jobId);
        throw new JudgeError(
          'REDIS_UNAVAILABLE',
          `The judge queue on Redis did not take the job: ${describe(error)}`,
        );
      }
      const answer = await reply;
      this.averageJobMs += 0.2 * (Date.now() - startedAt - this.averageJobMs);
      return resultOf(answer);
    } finally {
      // Not awaited: the answer does not wait for Redis. The learner's next claim goes over the same
      // connection, after this; a claim that is never removed lapses.
      if (learnerKey !== undefined) {
        void this.connection.zrem(this.keys.learnerJobs(learnerKey), jobId).catch(() => undefined);
      }
    }
  }

  /**
   * Claims a place among the learner's jobs in flight on every API process, or refuses with TOO_MANY_JOBS.
   * Answers how many of the learner's jobs were in flight before this one.
   */
  private async claim(learnerKey: string, jobId: string): Promise<number> {
    let held: number;
    try {
      held = Number(
        await this.connection.eval(
          CLAIM_SCRIPT,
          1,
          this.keys.learnerJobs(learnerKey),
          jobId,
          this.maxPerLearner,
          LEARNER_CLAIM_MS,
        ),
      );
    } catch (error) {
      throw new JudgeError('REDIS_UNAVAILABLE', `Redis at REDIS_URL did not answer: ${describe(error)}`);
    }
    if (held < 0) {
      throw new JudgeError(
        'TOO_MANY_JOBS',
        `At most ${this.maxPerLearner} submissions may be judged at once for one learner`,
        { retryAfterSeconds: Math.max(1, Math.ceil(this.averageJobMs / 1000)) },
      );
    }
    return held;
  }

  /** Keeps the claims of the jobs this process awaits from lapsing. */
  private async renewClaims(): Promise<void> {
    const pipeline = this.connection.pipeline();
    for (const [jobId, pending] of this.pending) {
      if (pending.learnerKey === undefined) continue;
      pipeline.eval(RENEW_SCRIPT, 1, this.keys.learnerJobs(pending.learnerKey), jobId, LEARNER_CLAIM_MS);
    }
    if (pipeline.length > 0) await pipeline.exec();
  }

  private onReply(text: string): void {
    let message: JudgeReplyMessage;
    try {
      message = JSON.parse(text) as JudgeReplyMessage;
    } catch {
      return;
    }
    this.pending.settle(message.jobId, message.reply);
  }

  private async tick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
      await this.refresh();
      this.lastRedisSeenAt = Date.now();
      await this.renewClaims();
      await this.lookUpUnanswered();
    } catch {
      // Redis is unreachable: for a moment jobs wait for it, then they are answered 503 like new ones.
      if (Date.now() - this.lastRedisSeenAt > NO_REDIS_GRACE_MS) {
        this.workerStates = [];
        for (const jobId of [...this.pending.keys()]) {
          this.pending.fail(jobId, new JudgeError('REDIS_UNAVAILABLE', 'Redis at REDIS_URL does not answer'));
        }
      }
    } finally {
      this.ticking = false;
    }
  }

  /** Reads the workers' registry (pruning the dead) and the length of the line. */
  private async refresh(): Promise<void> {
    const ids = await this.connection.smembers(this.keys.workers);
    const entries = ids.length > 0 ? await this.connection.mget(ids.map((id) => this.keys.worker(id))) : [];
    const states: WorkerState[] = [];
    const dead: string[] = [];
    entries.forEach((entry, index) => {
      if (entry) states.push(JSON.parse(entry) as WorkerState);
      else dead.push(ids[index] as string);
    });
    if (dead.length > 0) await this.connection.srem(this.keys.workers, ...dead);
    this.workerStates = states;
    this.waiting = await this.queue.getWaitingCount();
    if (this.liveWorkers().length > 0) this.lastWorkerSeenAt = Date.now();
    this.reportWorkers();
  }

  private reportWorkers(): void {
    const workers = this.workers();
    const summary = `${workers.count}/${workers.slots}`;
    if (summary === this.reported) return;
    this.reported = summary;
    this.options.onWorkersChange?.(workers);
  }

  /** Settles the jobs whose reply did not come: from the queue's own record of them. */
  private async lookUpUnanswered(): Promise<void> {
    const now = Date.now();
    const workerless = this.liveWorkers().length === 0 && now - this.lastWorkerSeenAt > NO_WORKER_GRACE_MS;
    for (const [jobId, pending] of [...this.pending]) {
      const age = now - pending.since;
      if (age < LOOK_UP_AFTER_MS) continue;
      const state = await this.queue.getJobState(jobId);
      if (state === 'completed') {
        const value = await this.connection.hget(this.queue.toKey(jobId), 'returnvalue');
        if (value) this.pending.settle(jobId, JSON.parse(value) as JudgeReply);
      } else if (state === 'failed') {
        const reason = await this.connection.hget(this.queue.toKey(jobId), 'failedReason');
        this.options.onInternalError?.(
          `judge job ${jobId} failed on the workers: ${reason ?? 'no reason given'}`,
        );
        this.pending.settle(jobId, { result: internalErrorResult() });
      } else if (state === 'unknown') {
        this.pending.fail(jobId, new JudgeError('JOB_LOST', `Judge job ${jobId} vanished from the queue`));
      } else if (workerless || age > MAX_WAIT_MS) {
        // Removing fails while a live worker holds the job's lock: then it is still being judged.
        if ((await this.queue.remove(jobId)) === 1) {
          this.pending.fail(
            jobId,
            new JudgeError('NO_WORKER', workerless ? NO_WORKER : 'No judge worker answered in 15 minutes'),
          );
        }
      }
    }
  }
}

function languageHealth(workers: WorkerState[], language: Language): JudgeLanguageHealth {
  if (workers.length === 0) return { status: 'failed', reason: NO_WORKER };
  const states = workers.map((worker) => worker.judge.languages[language]);
  return (
    states.find((state) => state.status === 'ok') ??
    states.find((state) => state.status === 'checking' || state.status === 'unchecked') ??
    (states[0] as JudgeLanguageHealth)
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What the local queue checks and bounds for a job: the job with each referenced text blank and its size
 * checked here (the judge checks the whole texts again), so a bad request is refused before it costs Redis
 * anything, as when tests travelled whole.
 */
function standIn(job: JudgeJob): JudgeRequest {
  const blank = (text: JobText): string => (typeof text === 'string' ? text : '');
  for (const { input } of job.tests)
    if (typeof input !== 'string' && input.bytes > JUDGE_MAX_INPUT_BYTES)
      throw new JudgeError('INVALID_REQUEST', `A test's input may be at most ${JUDGE_MAX_INPUT_BYTES} bytes`);
  return {
    ...job,
    tests: job.tests.map((test) => ({ input: blank(test.input), expected: blank(test.expected) })),
  };
}
