import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { contestsQueryKey } from './get-contests';

/** POST /api/contests/:id/register: the caller takes part (until the end); the server's message says so. */
export function registerForContest(contestId: number): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', `/api/contests/${contestId}/register`);
}

export function useRegisterForContest({ onSuccess }: { onSuccess?: (message: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerForContest,
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: contestsQueryKey });
      onSuccess?.(message);
    },
  });
}
