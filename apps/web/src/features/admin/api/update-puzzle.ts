import type { AdminPuzzle, UpdatePuzzleRequest } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { PANEL_TARGET, type PuzzleTarget } from './puzzle-target';

/** PUT /api/admin/puzzles/{id}: validated like a new puzzle; catalogue puzzles are refused (read-only). */
export function updatePuzzle(
  { puzzleId, request }: { puzzleId: number; request: UpdatePuzzleRequest },
  target = PANEL_TARGET,
): Promise<AdminPuzzle> {
  return apiJson<AdminPuzzle>('PUT', `${target.base}/${puzzleId}`, request);
}

export function useUpdatePuzzle({
  onSuccess,
  onError,
  target = PANEL_TARGET,
}: {
  onSuccess?: (puzzle: AdminPuzzle) => void;
  onError?: (error: unknown) => void;
  target?: PuzzleTarget;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { puzzleId: number; request: UpdatePuzzleRequest }) =>
      updatePuzzle(variables, target),
    onSuccess: (puzzle) => {
      queryClient.setQueryData(target.detailKey(puzzle.id), puzzle);
      for (const queryKey of target.staleKeys) void queryClient.invalidateQueries({ queryKey });
      onSuccess?.(puzzle);
    },
    onError,
  });
}
