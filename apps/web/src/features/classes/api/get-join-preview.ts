import type { JoinPreviewResponse } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { classesQueryKey } from './get-classes';

/** GET /api/classes/join/:code: the class's name and teachers; an unknown or closed code is an error. */
export function getJoinPreview(code: string): Promise<JoinPreviewResponse> {
  return apiGet<JoinPreviewResponse>(`/api/classes/join/${encodeURIComponent(code)}`);
}

export const joinPreviewQueryOptions = (code: string) =>
  queryOptions({ queryKey: [...classesQueryKey, 'preview', code], queryFn: () => getJoinPreview(code) });

export function useJoinPreview(code: string) {
  return useQuery(joinPreviewQueryOptions(code));
}
