import type { ClassesResponse } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/classes: the classes the signed-in user teaches, then those they learn in. */
export function getClasses(): Promise<ClassesResponse> {
  return apiGet<ClassesResponse>('/api/classes');
}

/** Every class query (the list and each class) starts with this key: a change invalidates them together. */
export const classesQueryKey = ['classes'] as const;

export const classesQueryOptions = () =>
  queryOptions({ queryKey: [...classesQueryKey, 'mine'], queryFn: getClasses });

export function useClasses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...classesQueryOptions(), enabled });
}
