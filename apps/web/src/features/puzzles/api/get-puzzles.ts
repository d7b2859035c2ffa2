import type { PuzzleSummary } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFRESH_INTERVALS_MS } from '@/config/constants';
import { apiGet } from '@/lib/api-client';

/** Every puzzle with the signed-in learner's progress and whether it is unlocked for them. */
export function getPuzzles(): Promise<PuzzleSummary[]> {
  return apiGet<PuzzleSummary[]>('/api/puzzles');
}

export const puzzlesQueryOptions = () => queryOptions({ queryKey: ['puzzles'], queryFn: getPuzzles });

/** The list polls every 3 s (product spec, section 4). */
export function usePuzzles() {
  return useQuery({ ...puzzlesQueryOptions(), refetchInterval: REFRESH_INTERVALS_MS.puzzles });
}
