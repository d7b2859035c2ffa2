import { JudgeError } from './errors';
import type { PreparedJob } from './job';
import type { JudgeRequest, JudgeResult } from './types';

/**
 * The judge queue. JudgeQueue is what the API talks to; InProcessJudgeQueue is the bounded in-process pool
 * (RedisJudgeQueue, in transports/redis/, wraps one around BullMQ: it bounds the jobs in flight and the
 * per-learner cap in the API process, and its run() hands the request to the judge workers). It
 * runs at most maxRunning jobs at once, keeps at most maxWaiting more in line (past that: QUEUE_FULL, 503
 * with Retry-After), and lets one learner have at most maxPerLearner jobs queued or running (TOO_MANY_JOBS,
 * 429).
 *
 * Fair share: a job waits behind every job whose learner had fewer jobs in flight when it came (first come,
 * first served among equals), so one learner's burst goes behind the others' single submissions. And one
 * learner's jobs never hold every slot (at most maxRunning - 1 of them run at once, when there are two or
 * more): a learner whose compiles take their whole time limit still leaves a slot to everyone else.
 */

export interface JudgeSubmitOptions {
  /** Who submits (a user id): limits how many jobs one learner has in flight. */
  learnerKey?: string;
}

export interface JudgeQueueStats {
  running: number;
  waiting: number;
  maxRunning: number;
  maxWaiting: number;
}

export interface JudgeQueue {
  /** Validates at once (typed errors), then waits for a turn and judges. */
  judge(request: JudgeRequest, options?: JudgeSubmitOptions): Promise<JudgeResult>;
  stats(): JudgeQueueStats;
  /** Refuses new jobs, rejects the waiting ones with CLOSED, and waits for the running ones. */
  close(): Promise<void>;
}

/** What a queue hands its jobs to: the engine in-process, or a remote queue (the job is then the request). */
export interface JudgeWorker<Job = PreparedJob> {
  prepare(request: JudgeRequest): Job;
  run(job: Job, options: JudgeSubmitOptions): Promise<JudgeResult>;
}

export interface InProcessQueueOptions {
  maxRunning: number;
  maxWaiting: number;
  maxPerLearner: number;
}

interface Waiter {
  learnerKey: string | undefined;
  /** The learner's jobs in flight (queued or running) when this one came: lower goes first. */
  share: number;
  start: () => void;
  cancel: (error: JudgeError) => void;
}

/** A first guess of how long a job takes, until real ones have been timed. */
const INITIAL_JOB_MS = 2000;
const AVERAGE_WEIGHT = 0.2;

export class InProcessJudgeQueue<Job = PreparedJob> implements JudgeQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private readonly perLearner = new Map<string, number>();
  /** Each learner's jobs running now. */
  private readonly runningPerLearner = new Map<string, number>();
  /** When each of a learner's jobs started running (undefined while it waits). */
  private readonly starts = new Map<string, Set<{ at: number | undefined }>>();
  private averageJobMs = INITIAL_JOB_MS;
  private closed = false;
  private idle: (() => void) | undefined;

  constructor(
    private readonly worker: JudgeWorker<Job>,
    private readonly options: InProcessQueueOptions,
  ) {}

  async judge(request: JudgeRequest, options: JudgeSubmitOptions = {}): Promise<JudgeResult> {
    if (this.closed) throw new JudgeError('CLOSED', 'The judge is shutting down');
    const job = this.worker.prepare(request);
    const { learnerKey } = options;
    if (learnerKey !== undefined && (this.perLearner.get(learnerKey) ?? 0) >= this.options.maxPerLearner) {
      throw new JudgeError(
        'TOO_MANY_JOBS',
        `At most ${this.options.maxPerLearner} submissions may be judged at once for one learner`,
        { retryAfterSeconds: this.learnerWaitSeconds(learnerKey) },
      );
    }
    if (this.running >= this.options.maxRunning && this.waiting.length >= this.options.maxWaiting) {
      throw new JudgeError('QUEUE_FULL', 'The judge is busy: try again shortly', {
        retryAfterSeconds: this.secondsFor(this.waiting.length + 1),
      });
    }
    const share = learnerKey === undefined ? 0 : (this.perLearner.get(learnerKey) ?? 0);
    this.countLearner(learnerKey, 1);
    const startedAt = { at: undefined as number | undefined };
    const starts = learnerKey === undefined ? undefined : this.learnerStarts(learnerKey);
    starts?.add(startedAt);
    try {
      await this.turn(share, learnerKey);
      startedAt.at = Date.now();
      return await this.runTimed(job, options);
    } finally {
      starts?.delete(startedAt);
      if (starts?.size === 0 && learnerKey !== undefined) this.starts.delete(learnerKey);
      this.countLearner(learnerKey, -1);
    }
  }

  private learnerStarts(learnerKey: string): Set<{ at: number | undefined }> {
    let starts = this.starts.get(learnerKey);
    if (!starts) {
      starts = new Set();
      this.starts.set(learnerKey, starts);
    }
    return starts;
  }

  /**
   * Seconds until one of this learner's jobs is likely done (Retry-After of TOO_MANY_JOBS): the running one
   * nearest its end by the average job time, else a whole job after the line ahead of it.
   */
  private learnerWaitSeconds(learnerKey: string): number {
    const now = Date.now();
    const running = [...(this.starts.get(learnerKey) ?? [])]
      .map((start) => start.at)
      .filter((at): at is number => at !== undefined);
    const waitMs =
      running.length > 0
        ? Math.min(...running.map((at) => at + this.averageJobMs - now))
        : (this.waiting.length * this.averageJobMs) / this.options.maxRunning + this.averageJobMs;
    return Math.max(1, Math.ceil(waitMs / 1000));
  }

  stats(): JudgeQueueStats {
    return {
      running: this.running,
      waiting: this.waiting.length,
      maxRunning: this.options.maxRunning,
      maxWaiting: this.options.maxWaiting,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiting.splice(0))
      waiter.cancel(new JudgeError('CLOSED', 'The judge is shutting down'));
    if (this.running > 0) await new Promise<void>((resolve) => (this.idle = resolve));
  }

  private async runTimed(job: Job, options: JudgeSubmitOptions): Promise<JudgeResult> {
    const startedAt = Date.now();
    try {
      return await this.worker.run(job, options);
    } finally {
      const tookMs = Date.now() - startedAt;
      this.averageJobMs += AVERAGE_WEIGHT * (tookMs - this.averageJobMs);
      this.running--;
      this.countRunning(options.learnerKey, -1);
      this.next();
    }
  }

  private turn(share: number, learnerKey: string | undefined): Promise<void> {
    if (this.running < this.options.maxRunning && this.mayRun(learnerKey)) {
      this.running++;
      this.countRunning(learnerKey, 1);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({
        learnerKey,
        share,
        start: () => {
          this.running++;
          this.countRunning(learnerKey, 1);
          resolve();
        },
        cancel: reject,
      });
    });
  }

  /** Whether a job of this learner may start now: they run fewer than maxRunning - 1 (or 1 slot of 1). */
  private mayRun(learnerKey: string | undefined): boolean {
    if (learnerKey === undefined) return true;
    const cap = Math.max(1, this.options.maxRunning - 1);
    return (this.runningPerLearner.get(learnerKey) ?? 0) < cap;
  }

  /** Starts, while slots are free, the first waiter whose learner had the fewest jobs in flight when it came. */
  private next(): void {
    while (this.running < this.options.maxRunning) {
      let chosen = -1;
      this.waiting.forEach((waiter, index) => {
        if (!this.mayRun(waiter.learnerKey)) return;
        if (chosen < 0 || waiter.share < (this.waiting[chosen] as Waiter).share) chosen = index;
      });
      if (chosen < 0) break;
      const [waiter] = this.waiting.splice(chosen, 1);
      waiter?.start();
    }
    if (this.running === 0 && this.waiting.length === 0) this.idle?.();
  }

  /** Seconds until `jobs` more jobs are likely done, at least 1 (for Retry-After). */
  private secondsFor(jobs: number): number {
    return Math.max(1, Math.ceil((jobs * this.averageJobMs) / this.options.maxRunning / 1000));
  }

  private countRunning(learnerKey: string | undefined, change: number): void {
    if (learnerKey === undefined) return;
    const count = (this.runningPerLearner.get(learnerKey) ?? 0) + change;
    if (count > 0) this.runningPerLearner.set(learnerKey, count);
    else this.runningPerLearner.delete(learnerKey);
  }

  private countLearner(learnerKey: string | undefined, change: number): void {
    if (learnerKey === undefined) return;
    const count = (this.perLearner.get(learnerKey) ?? 0) + change;
    if (count > 0) this.perLearner.set(learnerKey, count);
    else this.perLearner.delete(learnerKey);
  }
}
