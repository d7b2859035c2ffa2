import type { SolutionResponse } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The reference solutions. Seeing them before solving sets the puzzle's reward to 0: ask first. */
export function getSolution(puzzleId: number): Promise<SolutionResponse> {
  return apiGet<SolutionResponse>(`/api/puzzles/${puzzleId}/solution`);
}

export const solutionQueryOptions = (puzzleId: number) =>
  queryOptions({ queryKey: ['puzzles', puzzleId, 'solution'], queryFn: () => getSolution(puzzleId) });

/** Fetched only once the learner has confirmed (`enabled`). */
export function useSolution(puzzleId: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...solutionQueryOptions(puzzleId), enabled });
}
