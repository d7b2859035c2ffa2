import type { Contest, ContestRequest } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { contestsQueryKey } from './get-contests';

/** POST /api/contests (teachers and administrators): the contest as the server made it. */
export function createContest(request: ContestRequest): Promise<Contest> {
  return apiJson<Contest>('POST', '/api/contests', request);
}

export function useCreateContest({ onSuccess }: { onSuccess?: (created: Contest) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContest,
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: contestsQueryKey });
      onSuccess?.(created);
    },
  });
}
