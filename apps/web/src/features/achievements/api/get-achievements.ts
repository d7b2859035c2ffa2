import type { AchievementWithProgress } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFRESH_INTERVALS_MS } from '@/config/constants';
import { apiGet } from '@/lib/api-client';

/** Every achievement there is, with the signed-in learner's progress toward each (null: nothing to count). */
export function getAchievements(): Promise<AchievementWithProgress[]> {
  return apiGet<AchievementWithProgress[]>('/api/achievements');
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
