import { LANGUAGES } from './languages';

/**
 * Running and submitting code: the rate limits and the server's messages (spec sections 3, 7 and 8). No zod
 * here: the web app's puzzle workspace shows these texts without loading the schemas of code.ts.
 */

/** Per learner, per rolling minute: past either, run or submit answers 429 with Retry-After. */
export const CODE_RATE_LIMITS = { runsPerMinute: 30, submitsPerMinute: 10 } as const;

export const CODE_MESSAGES = {
  noCodeRun: 'Please write some code before running',
  noCodeSubmit: 'Please write some code before submitting',
  unknownLanguage: `language must be ${LANGUAGES.slice(0, -1).join(', ')} or ${LANGUAGES.at(-1)}`,
  accepted: 'Solution accepted!',
  /** 503 JUDGE_UNAVAILABLE: the judge cannot run programs at all right now. */
  judgeUnavailable:
    'CodeQuest cannot run code right now: this is a problem on our side, not with your code. Your code is kept in the editor; please try again in a few minutes.',
  /** 429 past CODE_RATE_LIMITS; {wait} is "N seconds". */
  tooManyRuns: 'You are running code very often. Please wait {wait} and try again.',
  tooManySubmits: 'You are submitting very often. Please wait {wait} and try again.',
  /** An Internal Error verdict: the judge failed on this run (never counted as an attempt). */
  internalError:
    'CodeQuest could not judge your code this time. This is a problem on our side, not with your code, and it does not count as an attempt. Please try again.',
  /** Custom input the puzzle's reference solution failed on (its own errors are never shown). */
  referenceFailed: "The reference could not run on this input: it may break the puzzle's constraints.",
  /** The reference's run was refused or lost (a busy judge), not failed: no expected output this time. */
  referenceUnavailable: 'The expected output could not be computed this time. Please try again.',
} as const;
