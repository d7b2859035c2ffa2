/**
 * The judge's typed errors: a request it refuses, or work it cannot take right now. A program that breaks a
 * limit is never one of these: that is a verdict. The API turns each code into the HTTP status below. The
 * judge's own codes come from wherever it runs; the transports' (transports/) name what stood between the
 * API and the judge, for the log: each answers the learner as any other judge that cannot run programs.
 */

export type JudgeErrorCode =
  | 'INVALID_REQUEST'
  | 'LIMIT_ABOVE_MAXIMUM'
  | 'SOURCE_TOO_LARGE'
  | 'TOO_MANY_JOBS'
  | 'QUEUE_FULL'
  | 'SANDBOX_UNAVAILABLE'
  /** The server's judge process is down, or being started again after it died. */
  | 'JUDGE_PROCESS_UNAVAILABLE'
  /** No judge worker is alive on Redis to take the job (or none took it in time). */
  | 'NO_WORKER'
  /** Redis does not answer, or did not take the job. */
  | 'REDIS_UNAVAILABLE'
  /** The job vanished from the queue on Redis before it was answered. */
  | 'JOB_LOST'
  | 'CLOSED';

export const JUDGE_ERROR_STATUS: Record<JudgeErrorCode, number> = {
  INVALID_REQUEST: 400,
  LIMIT_ABOVE_MAXIMUM: 400,
  SOURCE_TOO_LARGE: 413,
  TOO_MANY_JOBS: 429,
  QUEUE_FULL: 503,
  SANDBOX_UNAVAILABLE: 503,
  JUDGE_PROCESS_UNAVAILABLE: 503,
  NO_WORKER: 503,
  REDIS_UNAVAILABLE: 503,
  JOB_LOST: 503,
  CLOSED: 503,
};

/**
 * The codes that mean no program can be judged now, whatever the request (not a full queue, not closing):
 * the API answers each with the same sentence, the cause and fix being the log's.
 */
export const JUDGE_UNAVAILABLE_CODES: ReadonlySet<JudgeErrorCode> = new Set<JudgeErrorCode>([
  'SANDBOX_UNAVAILABLE',
  'JUDGE_PROCESS_UNAVAILABLE',
  'NO_WORKER',
  'REDIS_UNAVAILABLE',
  'JOB_LOST',
]);

export class JudgeError extends Error {
  readonly code: JudgeErrorCode;
  readonly status: number;
  /** For QUEUE_FULL and TOO_MANY_JOBS: when trying again is likely to succeed (the Retry-After header). */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: JudgeErrorCode, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'JudgeError';
    this.code = code;
    this.status = JUDGE_ERROR_STATUS[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
