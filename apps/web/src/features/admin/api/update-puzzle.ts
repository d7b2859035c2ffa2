import type { AdminPuzzle, UpdatePuzzleRequest } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { adminPuzzleQueryOptions } from './get-admin-puzzle';
import { adminPuzzlesQueryOptions } from './get-admin-puzzles';
import { auditLogQueryKey } from './get-audit-log';

/** PUT /api/admin/puzzles/{id}: validated like a new puzzle; catalogue puzzles are refused (read-only). */
export function updatePuzzle({
  puzzleId,
  request,
}: {
  puzzleId: number;
  request: UpdatePuzzleRequest;
}): Promise<AdminPuzzle> {
  return apiJson<AdminPuzzle>('PUT', `/api/admin/puzzles/${puzzleId}`, request);
}

export function useUpdatePuzzle({
  onSuccess,
  onError,
}: {
  onSuccess?: (puzzle: AdminPuzzle) => void;
  onError?: (error: unknown) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePuzzle,
    onSuccess: (puzzle) => {
      queryClient.setQueryData(adminPuzzleQueryOptions(puzzle.id).queryKey, puzzle);
      void queryClient.invalidateQueries({ queryKey: adminPuzzlesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: auditLogQueryKey });
      onSuccess?.(puzzle);
    },
    onError,
  });
}
