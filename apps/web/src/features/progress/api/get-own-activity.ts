import type { ActivityCalendar } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFRESH_INTERVALS_MS } from '@/config/constants';
import { apiGet } from '@/lib/api-client';

/** GET /api/profile/activity: the signed-in learner's activity calendar and streaks. */
export function getOwnActivity(): Promise<ActivityCalendar> {
  return apiGet<ActivityCalendar>('/api/profile/activity');
}

export const ownActivityQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'activity'], queryFn: getOwnActivity });

/** Part of the progress screen: polled with it (product spec, section 4). */
export function useOwnActivity() {
  return useQuery({ ...ownActivityQueryOptions(), refetchInterval: REFRESH_INTERVALS_MS.progress });
}
