import type { Puzzle } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * One puzzle opened as a contest's problem: `?contestId=` lets the server open it for whoever may see the
 * contest's problems, whatever their track's unlocking says. A key of its own: the same puzzle opened in
 * practice may be locked.
 */
export function getContestPuzzle(puzzleId: number, contestId: number): Promise<Puzzle> {
  return apiGet<Puzzle>(`/api/puzzles/${puzzleId}?contestId=${contestId}`);
}

export const contestPuzzleQueryOptions = (puzzleId: number, contestId: number) =>
  queryOptions({
    queryKey: ['puzzles', puzzleId, 'contest', contestId],
    queryFn: () => getContestPuzzle(puzzleId, contestId),
  });

export function useContestPuzzle(puzzleId: number, contestId: number) {
  return useQuery(contestPuzzleQueryOptions(puzzleId, contestId));
}
