/**
 * The judge's typed errors: a request it refuses, or work it cannot take right now. A program that breaks a
 * limit is never one of these: that is a verdict. The API turns each code into the HTTP status below.
 */

export type JudgeErrorCode =
  | 'INVALID_REQUEST'
  | 'LIMIT_ABOVE_MAXIMUM'
  | 'SOURCE_TOO_LARGE'
  | 'TOO_MANY_JOBS'
  | 'QUEUE_FULL'
  | 'SANDBOX_UNAVAILABLE'
  | 'QUEUE_UNAVAILABLE'
  | 'CLOSED';

export const JUDGE_ERROR_STATUS: Record<JudgeErrorCode, number> = {
  INVALID_REQUEST: 400,
  LIMIT_ABOVE_MAXIMUM: 400,
  SOURCE_TOO_LARGE: 413,
  TOO_MANY_JOBS: 429,
  QUEUE_FULL: 503,
  SANDBOX_UNAVAILABLE: 503,
  QUEUE_UNAVAILABLE: 503,
  CLOSED: 503,
};

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
