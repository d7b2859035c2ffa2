import { CODE_MESSAGES, type ExecutionResult, type SubmitResult, VERDICT_LABELS } from '@codequest/contracts';
import { DEFAULT_ACCEPTED_XP } from '@/config/constants';
import { WORKSPACE_MESSAGES } from '@/config/workspace-messages';
import type { ToastInput } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';

/** What the learner is told after a run or a submit (product spec, section 8). */

/** Accepted when the server says success, or says the spec's words (section 4). */
export function isAccepted(result: Pick<SubmitResult, 'success' | 'message'>): boolean {
  return result.success || result.message === CODE_MESSAGES.accepted;
}

const JUDGE_PROBLEM: ToastInput = {
  title: 'Could Not Judge Your Code',
  description: CODE_MESSAGES.internalError,
  variant: 'destructive',
};

/** Refusals whose reason the server gives in its own words: the learner may not run or submit this here. */
const REFUSED_STATUSES: Readonly<Record<number, string>> = {
  403: WORKSPACE_MESSAGES.notJudged,
  404: WORKSPACE_MESSAGES.notJudged,
  409: WORKSPACE_MESSAGES.notJudged,
  429: 'Slow Down',
  503: 'Code Runner Unavailable',
};

/**
 * A run or submit the server refused comes with the server's own sentence: too many in a minute (429), a
 * judge that cannot run code (503), or not allowed here (a contest not started or not registered for: 403,
 * 404, 409); anything else is the connection's fault.
 */
export function refusedToast(error: unknown, fallback: { title: string; description: string }): ToastInput {
  const title = error instanceof ApiError ? REFUSED_STATUSES[error.status] : undefined;
  if (error instanceof ApiError && error.serverMessage && title)
    return { title, description: error.serverMessage, variant: 'destructive' };
  return { ...fallback, variant: 'destructive' };
}

/**
 * The run's outcome in its title: the spec's "Code Executed Successfully!" only when every visible test
 * passed; otherwise what stopped it (the first failing test's verdict: a wrong answer, a time limit…), never
 * a success over a failure. A run on custom input compares nothing: it ran, or it was stopped.
 */
export function runToast(result: ExecutionResult): ToastInput {
  if (result.verdict === 'INTERNAL_ERROR') return JUDGE_PROBLEM;
  if (result.error !== null) return { ...WORKSPACE_MESSAGES.compilationError, variant: 'destructive' };
  if (result.custom) {
    const { verdict } = result.custom;
    if (verdict === 'ACCEPTED')
      return { title: WORKSPACE_MESSAGES.ranOnCustomInput, description: WORKSPACE_MESSAGES.ranCustomInput };
    return {
      title: VERDICT_LABELS[verdict],
      description: WORKSPACE_MESSAGES.customInputStopped,
      variant: 'destructive',
    };
  }
  const description = `Passed ${result.passedCount}/${result.totalCount} visible test cases`;
  if (result.passedCount === result.totalCount)
    return { title: WORKSPACE_MESSAGES.runSucceeded, description, variant: 'success' };
  // A wrong answer is a step on the way (a warning's colours); a crash or a limit is a failure.
  const variant = result.verdict === 'WRONG_ANSWER' ? 'warning' : 'destructive';
  return { title: VERDICT_LABELS[result.verdict], description, variant };
}

/**
 * Why an accept may earn nothing: the puzzle was solved before, its solution seen before solving, or it
 * was made in a contest (it counts on the contest's board instead).
 */
export type NoRewardReason = 'solved-before' | 'solution-seen' | 'contest';

export function submitToast(result: SubmitResult, noRewardReason?: NoRewardReason): ToastInput {
  if (result.verdict === 'INTERNAL_ERROR') return JUDGE_PROBLEM;
  if (isAccepted(result)) {
    const earned = `Earned ${result.xpGained ?? DEFAULT_ACCEPTED_XP} XP`;
    const why = result.xpGained === 0 && noRewardReason ? WORKSPACE_MESSAGES.noReward[noRewardReason] : '';
    return {
      title: WORKSPACE_MESSAGES.solutionAccepted,
      description: why ? `${earned}: ${why}` : earned,
      variant: 'success',
    };
  }
  const failed = Math.max(0, result.totalCount - result.passedCount);
  return {
    title: WORKSPACE_MESSAGES.solutionIncorrect,
    description: `${failed} test case(s) failed. Keep trying!`,
    variant: 'destructive',
  };
}
