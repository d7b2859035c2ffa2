import type { AdminUserDetailResponse } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFRESH_INTERVALS_MS } from '@/config/constants';
import { ApiError, apiGet } from '@/lib/api-client';
import { type ProgressView, progressFromUser } from '../utils/progress-view';

/** Another learner's progress, for admins (/progress?userId=), from GET /api/admin/user/{id}. Null when there is no such user. */
export async function getLearnerProgress(userId: number): Promise<ProgressView | null> {
  try {
    return progressFromUser(await apiGet<AdminUserDetailResponse>(`/api/admin/user/${userId}`));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const learnerProgressQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['learner-progress', userId], queryFn: () => getLearnerProgress(userId) });

/** Polls every 5 s, like the learner's own progress screen (product spec, section 4). */
export function useLearnerProgress(userId: number) {
  return useQuery({ ...learnerProgressQueryOptions(userId), refetchInterval: REFRESH_INTERVALS_MS.progress });
}
