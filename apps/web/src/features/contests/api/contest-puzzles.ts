import type { AdminActionResponse, AdminPuzzle, AdminPuzzleSummary } from '@codequest/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PuzzleTarget } from '@/features/admin/api/puzzle-target';
import { apiGet, apiJson } from '@/lib/api-client';
import { contestsQueryKey } from './get-contests';

/** A contest's own problems (GET /api/contests/:id/puzzles): its organisers' list, with each one's figures. */
const contestPuzzlesKey = (contestId: number) => [...contestsQueryKey, 'puzzles', contestId] as const;

export const contestPuzzlesQueryOptions = (contestId: number) =>
  queryOptions({
    queryKey: contestPuzzlesKey(contestId),
    queryFn: () => apiGet<AdminPuzzleSummary[]>(`/api/contests/${contestId}/puzzles`),
  });

export function useContestPuzzles(contestId: number) {
  return useQuery(contestPuzzlesQueryOptions(contestId));
}

/** One of them in full, to edit: tests and reference solutions included. */
export const contestPuzzleQueryOptions = (contestId: number, puzzleId: number) =>
  queryOptions({
    queryKey: [...contestPuzzlesKey(contestId), 'one', puzzleId],
    queryFn: () => apiGet<AdminPuzzle>(`/api/contests/${contestId}/puzzles/${puzzleId}`),
  });

export function useContestPuzzle(contestId: number, puzzleId: number) {
  return useQuery(contestPuzzleQueryOptions(contestId, puzzleId));
}

/**
 * Where the panel's puzzle form and import save a contest's own problem. A saved one joins (or, retired,
 * leaves) the contest's problems: every reading of contests is stale.
 */
export function contestPuzzleTarget(contestId: number): PuzzleTarget {
  return {
    base: `/api/contests/${contestId}/puzzles`,
    packages: `/api/contests/${contestId}/packages`,
    staleKeys: [contestsQueryKey],
    detailKey: (puzzleId) => contestPuzzleQueryOptions(contestId, puzzleId).queryKey,
  };
}

export function useRetireContestPuzzle(contestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (puzzleId: number) =>
      apiJson<AdminActionResponse>('DELETE', `/api/contests/${contestId}/puzzles/${puzzleId}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contestsQueryKey }),
  });
}
