import { CODE_MESSAGES, type ExecutionResult, type SubmitResult } from '@codequest/contracts';
import { DEFAULT_ACCEPTED_XP } from '@/config/constants';
import { WORKSPACE_MESSAGES } from '@/config/workspace-messages';
import type { ToastInput } from '@/hooks/use-toast';

/** What the learner is told after a run or a submit (product spec, section 8). */

/** Accepted when the server says success, or says the spec's words (section 4). */
export function isAccepted(result: Pick<SubmitResult, 'success' | 'message'>): boolean {
  return result.success || result.message === CODE_MESSAGES.accepted;
}

export function runToast(result: ExecutionResult): ToastInput {
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
