import { CODE_MESSAGES, type ExecutionResult, type SubmitResult } from '@codequest/contracts';
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

/**
 * A run or submit the server refused: too many in a minute (429) or a judge that cannot run code (503) come
 * with the server's own sentence; anything else is the connection's fault.
 */
export function refusedToast(error: unknown, fallback: { title: string; description: string }): ToastInput {
  if (error instanceof ApiError && error.serverMessage && (error.status === 429 || error.status === 503)) {
    const title = error.status === 429 ? 'Slow Down' : 'Code Runner Unavailable';
    return { title, description: error.serverMessage, variant: 'destructive' };
  }
  return { ...fallback, variant: 'destructive' };
}

export function runToast(result: ExecutionResult): ToastInput {
  if (result.verdict === 'INTERNAL_ERROR') return JUDGE_PROBLEM;
  if (result.error !== null) return { ...WORKSPACE_MESSAGES.compilationError, variant: 'destructive' };
  if (result.custom)
    return { title: WORKSPACE_MESSAGES.runSucceeded, description: WORKSPACE_MESSAGES.ranCustomInput };
  const allPassed = result.passedCount === result.totalCount;
  return {
    title: WORKSPACE_MESSAGES.runSucceeded,
    description: `Passed ${result.passedCount}/${result.totalCount} visible test cases`,
    // The code ran, but some visible tests failed: the spec's words, with a warning's colours.
    variant: allPassed ? 'success' : 'warning',
  };
}

export function submitToast(result: SubmitResult): ToastInput {
  if (result.verdict === 'INTERNAL_ERROR') return JUDGE_PROBLEM;
  if (isAccepted(result)) {
    return {
      title: WORKSPACE_MESSAGES.solutionAccepted,
      description: `Earned ${result.xpGained ?? DEFAULT_ACCEPTED_XP} XP`,
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
