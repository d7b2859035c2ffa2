import type { ClassResponse } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { classesQueryKey } from './get-classes';

/** GET /api/classes/:id: teachers get the code and the roster, learners the class and its teachers. */
export function getClass(classId: number): Promise<ClassResponse> {
  return apiGet<ClassResponse>(`/api/classes/${classId}`);
}

export const classQueryOptions = (classId: number) =>
  queryOptions({ queryKey: [...classesQueryKey, 'one', classId], queryFn: () => getClass(classId) });

export function useClass(classId: number) {
  return useQuery(classQueryOptions(classId));
}
