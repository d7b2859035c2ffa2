import type { SubmitRequest, SubmitResult } from '@codequest/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/lib/auth';
import { announceTokenChange } from '@/lib/session';
import { isAccepted } from '../utils/outcome';
import { submissionsQueryOptions } from './get-accepted-code';
import { puzzlesQueryOptions } from './get-puzzles';
import { solutionsKey } from './get-solutions';

/** Judges code against every test of the puzzle; a first accept pays the puzzle's XP. */
export function submitCode(input: SubmitRequest): Promise<SubmitResult> {
  return apiJson<SubmitResult>('POST', '/api/code/submit', input);
}

/**
 * After an accepted submit the puzzles and the profile are fetched again and `tokenChanged` is fired so the
 * user reloads (product spec, section 4); `onAccepted` lets the app refresh what other features hold.
 * Every submit refreshes the puzzle's submission history, and the other learners' solutions (which the
 * learner's first accept opens).
 */
export function useSubmitCode({
  onAccepted,
  ...options
}: Omit<UseMutationOptions<SubmitResult, Error, SubmitRequest>, 'mutationFn'> & {
  onAccepted?: () => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: submitCode,
    onSuccess: (result, ...rest) => {
      const [input] = rest;
      void queryClient.invalidateQueries({ queryKey: submissionsQueryOptions(input.puzzleId).queryKey });
      void queryClient.invalidateQueries({ queryKey: solutionsKey(input.puzzleId) });
      if (isAccepted(result)) {
        void queryClient.invalidateQueries({ queryKey: puzzlesQueryOptions().queryKey });
        void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
        onAccepted?.();
        announceTokenChange();
      }
      return options.onSuccess?.(result, ...rest);
    },
  });
}
