import type { AdminActionResponse } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { adminPuzzlesQueryOptions } from './get-admin-puzzles';
import { adminStatsQueryOptions } from './get-admin-stats';
import { auditLogQueryKey } from './get-audit-log';

/** DELETE /api/admin/puzzles/{id} retires the puzzle: learners stop seeing it; what they earned stays. */
export function retirePuzzle(puzzleId: number): Promise<AdminActionResponse> {
  return apiJson<AdminActionResponse>('DELETE', `/api/admin/puzzles/${puzzleId}`);
}

export function useRetirePuzzle({
  onSuccess,
  onError,
}: {
  onSuccess?: () => void;
  onError?: () => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retirePuzzle,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminPuzzlesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: adminStatsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: auditLogQueryKey });
      onSuccess?.();
    },
    onError,
  });
}
