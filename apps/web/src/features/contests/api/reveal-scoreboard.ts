import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { contestsQueryKey } from './get-contests';

/** POST /api/contests/:id/reveal (organisers): everyone's board shows the freeze's outcomes before the end. */
export function revealScoreboard(contestId: number): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', `/api/contests/${contestId}/reveal`);
}

export function useRevealScoreboard({ onSuccess }: { onSuccess?: (message: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealScoreboard,
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: contestsQueryKey });
      onSuccess?.(message);
    },
  });
}
