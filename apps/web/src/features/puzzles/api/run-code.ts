import type { ExecutionResult, RunRequest } from '@codequest/contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** Runs code against the puzzle's visible tests, or on the learner's own input (`stdin`). */
export function runCode(input: RunRequest): Promise<ExecutionResult> {
  return apiJson<ExecutionResult>('POST', '/api/code/run', input);
}

export function useRunCode(
  options: Omit<UseMutationOptions<ExecutionResult, Error, RunRequest>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: runCode });
}
