import type { SimilarityPuzzlesResponse } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/classes/:id/similarity/puzzles: the puzzles the class's learners have solved. */
export function getSimilarityPuzzles(classId: number): Promise<SimilarityPuzzlesResponse> {
  return apiGet<SimilarityPuzzlesResponse>(`/api/classes/${classId}/similarity/puzzles`);
}

export const similarityPuzzlesQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: ['similarity', classId, 'puzzles'],
    queryFn: () => getSimilarityPuzzles(classId),
  });

export function useSimilarityPuzzles(classId: number) {
  return useQuery(similarityPuzzlesQueryOptions(classId));
}
