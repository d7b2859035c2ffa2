import type { HintResponse } from '@codequest/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** Reveals hint n (1-based, in order). Each one revealed before solving costs 10 XP of the reward. */
export function revealHint({ puzzleId, n }: { puzzleId: number; n: number }): Promise<HintResponse> {
  return apiJson<HintResponse>('POST', `/api/puzzles/${puzzleId}/hints/${n}`);
}

/**
 * The hints revealed in this session, kept in the query cache so closing the dialog or the puzzle keeps
 * them. Nothing is fetched: the list only grows as hints are revealed.
 */
export const revealedHintsQueryOptions = (puzzleId: number) =>
  queryOptions({
    queryKey: ['puzzles', puzzleId, 'revealed-hints'],
    queryFn: (): HintResponse[] => [],
  });

export function useRevealedHints(puzzleId: number) {
  return useQuery(revealedHintsQueryOptions(puzzleId));
}

export function useRevealHint({ onError }: { onError?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealHint,
    onSuccess: (hint, { puzzleId }) => {
      queryClient.setQueryData(revealedHintsQueryOptions(puzzleId).queryKey, (revealed = []) => [
        ...revealed.filter((earlier) => earlier.index !== hint.index),
        hint,
      ]);
    },
    onError,
  });
}
