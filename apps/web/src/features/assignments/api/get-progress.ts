import type { ProgressResponse } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { assignmentsQueryKey } from './get-class-assignments';

/** GET …/assignments/:assignmentId/progress: the grid (teachers of the class). */
export function getProgress(classId: number, assignmentId: number): Promise<ProgressResponse> {
  return apiGet<ProgressResponse>(`/api/classes/${classId}/assignments/${assignmentId}/progress`);
}

export const progressQueryOptions = (classId: number, assignmentId: number) =>
  queryOptions({
    queryKey: [...assignmentsQueryKey, 'progress', classId, assignmentId],
    queryFn: () => getProgress(classId, assignmentId),
  });

export function useProgress(classId: number, assignmentId: number) {
  return useQuery(progressQueryOptions(classId, assignmentId));
}
