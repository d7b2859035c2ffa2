import type { Puzzle } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * One puzzle in full (statement, examples, starter code, visible tests, revealed hints), fetched when it is
 * opened: the polled list carries only summaries. Kept in the cache, so reopening a puzzle is instant; an
 * accept refreshes it with the list (its key starts with the list's).
 */
export function getPuzzle(puzzleId: number): Promise<Puzzle> {
  return apiGet<Puzzle>(`/api/puzzles/${puzzleId}`);
}

export const puzzleQueryOptions = (puzzleId: number) =>
  queryOptions({ queryKey: ['puzzles', puzzleId], queryFn: () => getPuzzle(puzzleId) });

export function usePuzzle(puzzleId: number) {
  return useQuery(puzzleQueryOptions(puzzleId));
}
