import { JudgeError, type JudgeErrorCode } from '../errors';
import type { JudgeQueue, JudgeSubmitOptions } from '../queue';
import type { JudgeRequest, JudgeResult } from '../types';

/**
 * What comes back to the API process from a judge elsewhere (its judge process over IPC, or a worker on
 * Redis), in one shape for both: a verdict, or the judge's typed refusal, which must be thrown again as the
 * same JudgeError on this side so the API answers it as if the judge ran here. Plain JSON: it crosses a
 * process boundary.
 */

/** A verdict, or the judge's typed refusal (a bad request, a language that failed its self-test). */
export type JudgeReply =
  | { result: JudgeResult }
  | { refusal: { code: JudgeErrorCode; message: string; retryAfterSeconds?: number } };

/**
 * A submission the judge could not judge at all (its own failure, never the program's): Internal Error, as a
 * failed compile with no tests. A new object each time: whoever receives it owns it.
 */
export function internalErrorResult(): JudgeResult {
  return { verdict: 'INTERNAL_ERROR', compile: { ok: false, output: '', timeMs: 0 }, tests: [] };
}

/** A refusal as it crosses to the API process. */
export function refusalReply(error: JudgeError): JudgeReply {
  const { code, message, retryAfterSeconds } = error;
  return { refusal: { code, message, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) } };
}

/**
 * Judges with the real judge, as a reply: its verdict or its refusal. Anything else it throws is no refusal
 * (the judge failed) and is thrown on, for the transport to answer as it must.
 */
export async function judgeReply(
  judge: Pick<JudgeQueue, 'judge'>,
  request: JudgeRequest,
  options?: JudgeSubmitOptions,
): Promise<JudgeReply> {
  try {
    return { result: await judge.judge(request, options) };
  } catch (error) {
    if (error instanceof JudgeError) return refusalReply(error);
    throw error;
  }
}

/** The API process's side: the verdict, or the refusal thrown again as the judge's own JudgeError. */
export function resultOf(reply: JudgeReply): JudgeResult {
  if ('result' in reply) return reply.result;
  const { code, message, retryAfterSeconds } = reply.refusal;
  throw new JudgeError(code, message, retryAfterSeconds === undefined ? {} : { retryAfterSeconds });
}
