import type { HintResponse } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { puzzleQueryOptions } from './get-puzzle';
import { puzzlesQueryOptions } from './get-puzzles';

/** Reveals hint n (1-based, in order). Each one revealed before solving costs 10 XP of the reward. */
export function revealHint({ puzzleId, n }: { puzzleId: number; n: number }): Promise<HintResponse> {
  return apiJson<HintResponse>('POST', `/api/puzzles/${puzzleId}/hints/${n}`);
}

/**
 * A revealed hint joins the open puzzle's `hints` at once (the server sends it with the puzzle from now on),
 * and the list is read again for the reward it lowered.
 */
export function useRevealHint({ onError }: { onError?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealHint,
    onSuccess: (revealed, { puzzleId }) => {
      queryClient.setQueryData(puzzleQueryOptions(puzzleId).queryKey, (puzzle) =>
        puzzle && puzzle.hints.length < revealed.index
          ? { ...puzzle, hints: [...puzzle.hints, revealed.hint] }
          : puzzle,
      );
      // The list's summary carries the reward the workspace's header shows: it is 10 XP less now.
      void queryClient.invalidateQueries({ queryKey: puzzlesQueryOptions().queryKey, exact: true });
    },
    onError,
  });
}
