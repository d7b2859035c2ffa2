import type { AssignmentsResponse } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { assignmentsQueryKey } from './get-class-assignments';

/** GET /api/classes/assignments: the assignments of every class the caller learns in. */
export function getMyAssignments(): Promise<AssignmentsResponse> {
  return apiGet<AssignmentsResponse>('/api/classes/assignments');
}

export const myAssignmentsQueryOptions = () =>
  queryOptions({ queryKey: [...assignmentsQueryKey, 'mine'], queryFn: getMyAssignments });

export function useMyAssignments() {
  return useQuery(myAssignmentsQueryOptions());
}
