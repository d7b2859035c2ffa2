import type { AdminPuzzle } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { adminPuzzlesQueryOptions } from './get-admin-puzzles';
import { adminStatsQueryOptions } from './get-admin-stats';
import { auditLogQueryKey } from './get-audit-log';

/** POST /api/admin/packages/{id}/publish: a draft whose reference solutions pass goes live. */
export function publishDraft(puzzleId: number): Promise<AdminPuzzle> {
  return apiJson<AdminPuzzle>('POST', `/api/admin/packages/${puzzleId}/publish`);
}

export function usePublishDraft({
  onSuccess,
  onError,
}: {
  onSuccess?: (puzzle: AdminPuzzle) => void;
  onError?: (error: Error) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishDraft,
    onSuccess: (puzzle) => {
      void queryClient.invalidateQueries({ queryKey: adminPuzzlesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: adminStatsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: auditLogQueryKey });
      onSuccess?.(puzzle);
    },
    onError,
  });
}
