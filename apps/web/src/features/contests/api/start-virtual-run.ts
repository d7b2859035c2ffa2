import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { contestsQueryKey } from './get-contests';

/**
 * POST /api/contests/:id/virtual: after the end, the caller's own timed run of the contest starts (its
 * submissions count on the board, marked virtual, while it lasts).
 */
export function startVirtualRun(contestId: number): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', `/api/contests/${contestId}/virtual`);
}

export function useStartVirtualRun({ onSuccess }: { onSuccess?: (message: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startVirtualRun,
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: contestsQueryKey });
      onSuccess?.(message);
    },
  });
}
