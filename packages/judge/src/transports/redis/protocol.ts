import type { JudgeHealth } from '@codequest/contracts';
import type { JudgeReply } from '../reply';
import type { JudgeJob } from '../texts';

/**
 * What the API processes and the judge workers say to each other through Redis: the BullMQ queue's name,
 * a job's data, the reply, and the workers' registry. Every key starts with the configured prefix
 * (REDIS_PREFIX), so several CodeQuest installations (or test runs) share one Redis.
 */

export const JUDGE_QUEUE_NAME = 'judge';

export interface JudgeJobData {
  request: JudgeJob;
  /** The pub/sub channel of the API process waiting for this job. */
  replyTo: string;
  /** Where the texts the job refers to can be fetched: set when it refers to any. */
  texts?: TextsSource;
}

/**
 * An API process's texts route (GET `${url}/${hash}`), and the token it takes (Authorization: Bearer): a
 * random secret of that process's, known only to it and, through the jobs on Redis, to the workers.
 */
export interface TextsSource {
  url: string;
  token: string;
}

/** A job's reply (reply.ts) as published on its API process's channel; also the job's return value. */
export interface JudgeReplyMessage {
  jobId: string;
  reply: JudgeReply;
}

/** What a worker writes about itself every heartbeat. */
export interface WorkerState {
  id: string;
  host: string;
  pid: number;
  slots: number;
  running: number;
  closing: boolean;
  judge: JudgeHealth;
  startedAt: number;
}

/** A worker heartbeats every HEARTBEAT_MS; its entry expires WORKER_TTL_MS after the last one. */
export const HEARTBEAT_MS = 1000;
export const WORKER_TTL_MS = 5000;
/** A learner's claim on a job in flight lapses this long after its process last renewed it. */
export const LEARNER_CLAIM_MS = 30_000;

export const redisKeys = (prefix: string) => ({
  /** The set of worker ids (an id whose entry expired is a dead worker, pruned by whoever reads). */
  workers: `${prefix}:judge-workers`,
  worker: (id: string) => `${prefix}:judge-worker:${id}`,
  replies: (processId: string) => `${prefix}:judge-replies:${processId}`,
  /**
   * A learner's jobs in flight, from every API process: a sorted set of job ids, each scored with the time
   * its claim lapses (renewed every second by the process that waits for it, so a crashed process's claims
   * are gone within LEARNER_CLAIM_MS).
   */
  learnerJobs: (learnerKey: string) => `${prefix}:judge-learner:${learnerKey}`,
});
