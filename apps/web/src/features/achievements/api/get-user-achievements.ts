import type { UserAchievement } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFRESH_INTERVALS_MS } from '@/config/constants';
import { apiGet } from '@/lib/api-client';

/** The achievements a user has unlocked, with when. */
export function getUserAchievements(userId: number): Promise<UserAchievement[]> {
  return apiGet<UserAchievement[]>(`/api/achievements/user/${userId}`);
}

export const userAchievementsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['achievements', 'user', userId],
    queryFn: () => getUserAchievements(userId),
  });

export function useUserAchievements(userId: number, { poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    ...userAchievementsQueryOptions(userId),
    refetchInterval: poll ? REFRESH_INTERVALS_MS.achievements : false,
  });
}
