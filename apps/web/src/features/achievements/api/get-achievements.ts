import type { Achievement } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFRESH_INTERVALS_MS } from '@/config/constants';
import { apiGet } from '@/lib/api-client';

/** Every achievement there is. */
export function getAchievements(): Promise<Achievement[]> {
  return apiGet<Achievement[]>('/api/achievements');
}

export const achievementsQueryOptions = () =>
  queryOptions({ queryKey: ['achievements'], queryFn: getAchievements });

/** The achievements screen polls every 10 s (product spec, section 4). */
export function useAchievements({ poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    ...achievementsQueryOptions(),
    refetchInterval: poll ? REFRESH_INTERVALS_MS.achievements : false,
  });
}
