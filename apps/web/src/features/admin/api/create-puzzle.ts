import type { AdminPuzzle, CreatePuzzleRequest } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { PANEL_TARGET, type PuzzleTarget } from './puzzle-target';

/** POST /api/admin/puzzles: the server runs every reference solution on every test before it stores anything. */
export function createPuzzle(request: CreatePuzzleRequest, target = PANEL_TARGET): Promise<AdminPuzzle> {
  return apiJson<AdminPuzzle>('POST', target.base, request);
}

export function useCreatePuzzle({
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
    mutationFn: (request: CreatePuzzleRequest) => createPuzzle(request, target),
    onSuccess: (puzzle) => {
      for (const queryKey of target.staleKeys) void queryClient.invalidateQueries({ queryKey });
      onSuccess?.(puzzle);
    },
    onError,
  });
}
