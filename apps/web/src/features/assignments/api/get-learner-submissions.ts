import type { LearnerSubmissionsResponse } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { assignmentsQueryKey } from './get-class-assignments';

export interface CellKey {
  classId: number;
  assignmentId: number;
  userId: number;
  puzzleId: number;
}

/** GET …/progress/:userId/:puzzleId: what a learner sent for one puzzle (teachers of the class). */
export function getLearnerSubmissions(key: CellKey): Promise<LearnerSubmissionsResponse> {
  return apiGet<LearnerSubmissionsResponse>(
    `/api/classes/${key.classId}/assignments/${key.assignmentId}/progress/${key.userId}/${key.puzzleId}`,
  );
}

export const learnerSubmissionsQueryOptions = (key: CellKey) =>
  queryOptions({
    queryKey: [...assignmentsQueryKey, 'cell', key.classId, key.assignmentId, key.userId, key.puzzleId],
    queryFn: () => getLearnerSubmissions(key),
  });

export function useLearnerSubmissions(key: CellKey | null) {
  return useQuery({
    ...learnerSubmissionsQueryOptions(key ?? { classId: 0, assignmentId: 0, userId: 0, puzzleId: 0 }),
    enabled: key !== null,
  });
}
