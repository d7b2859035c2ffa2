import type { ClassLeaderboardResponse } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { assignmentsQueryKey } from './get-class-assignments';

/** GET /api/classes/:id/leaderboard: learners by assignment puzzles solved. */
export function getClassLeaderboard(classId: number): Promise<ClassLeaderboardResponse> {
  return apiGet<ClassLeaderboardResponse>(`/api/classes/${classId}/leaderboard`);
}

export const classLeaderboardQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: [...assignmentsQueryKey, 'leaderboard', classId],
    queryFn: () => getClassLeaderboard(classId),
  });

export function useClassLeaderboard(classId: number) {
  return useQuery(classLeaderboardQueryOptions(classId));
}
