import type { AdminPuzzle, CreatePuzzleRequest } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { adminPuzzlesQueryOptions } from './get-admin-puzzles';
import { adminStatsQueryOptions } from './get-admin-stats';
import { auditLogQueryKey } from './get-audit-log';

/** POST /api/admin/puzzles: the server runs every reference solution on every test before it stores anything. */
export function createPuzzle(request: CreatePuzzleRequest): Promise<AdminPuzzle> {
  return apiJson<AdminPuzzle>('POST', '/api/admin/puzzles', request);
}

export function useCreatePuzzle({
  onSuccess,
  onError,
}: {
  onSuccess?: (puzzle: AdminPuzzle) => void;
  onError?: (error: unknown) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPuzzle,
    onSuccess: (puzzle) => {
      void queryClient.invalidateQueries({ queryKey: adminPuzzlesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: adminStatsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: auditLogQueryKey });
      onSuccess?.(puzzle);
    },
    onError,
  });
}
