import type { AssignmentsResponse } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** Every assignment query starts with this key: a change invalidates them together. */
export const assignmentsQueryKey = ['assignments'] as const;

/** GET /api/classes/:id/assignments: learners get their own status per puzzle, teachers none. */
export function getClassAssignments(classId: number): Promise<AssignmentsResponse> {
  return apiGet<AssignmentsResponse>(`/api/classes/${classId}/assignments`);
}

export const classAssignmentsQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: [...assignmentsQueryKey, 'class', classId],
    queryFn: () => getClassAssignments(classId),
  });

export function useClassAssignments(classId: number) {
  return useQuery(classAssignmentsQueryOptions(classId));
}
