import type { AdminPuzzle } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { PuzzleTarget } from './puzzle-target';

/** POST {target}/packages/{id}/publish: a draft whose reference solutions pass goes live. */
export function publishDraft(target: PuzzleTarget, puzzleId: number): Promise<AdminPuzzle> {
  return apiJson<AdminPuzzle>('POST', `${target.packages}/${puzzleId}/publish`);
}

export function usePublishDraft({
  target,
  onSuccess,
  onError,
}: {
  target: PuzzleTarget;
  onSuccess?: (puzzle: AdminPuzzle) => void;
  onError?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (puzzleId: number) => publishDraft(target, puzzleId),
    onSuccess: (puzzle) => {
      for (const queryKey of target.staleKeys) void queryClient.invalidateQueries({ queryKey });
      onSuccess?.(puzzle);
    },
    onError,
  });
}
