import type { SimilarityResponse } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/classes/:id/similarity?puzzleId=: the class's similar pairs of accepted solutions of a puzzle. */
export function getSimilarityReport(classId: number, puzzleId: number): Promise<SimilarityResponse> {
  return apiGet<SimilarityResponse>(`/api/classes/${classId}/similarity?puzzleId=${puzzleId}`);
}

export const similarityReportQueryOptions = (classId: number, puzzleId: number) =>
  queryOptions({
    queryKey: ['similarity', classId, 'report', puzzleId],
    queryFn: () => getSimilarityReport(classId, puzzleId),
  });

export function useSimilarityReport(classId: number, puzzleId: number) {
  return useQuery(similarityReportQueryOptions(classId, puzzleId));
}
