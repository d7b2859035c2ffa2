import type { LeaderboardEntry } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The top 100 by XP, plus the caller's own row when it falls outside them. */
export function getLeaderboard(): Promise<LeaderboardEntry[]> {
  return apiGet<LeaderboardEntry[]>('/api/leaderboard');
}

export const leaderboardQueryOptions = () =>
  queryOptions({ queryKey: ['leaderboard'], queryFn: getLeaderboard });

export function useLeaderboard() {
  return useQuery(leaderboardQueryOptions());
}
