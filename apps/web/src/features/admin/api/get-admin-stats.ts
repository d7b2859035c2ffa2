import type { AdminStatsResponse } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFRESH_INTERVALS_MS } from '@/config/constants';
import { apiGet } from '@/lib/api-client';

/** The overview's figures: totals, Quest Master, active sessions and today's solutions. */
export function getAdminStats(): Promise<AdminStatsResponse> {
  return apiGet<AdminStatsResponse>('/api/admin/stats');
}

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'stats'], queryFn: getAdminStats });

/** Polled every 5 s (product spec, section 4). */
export function useAdminStats() {
  return useQuery({ ...adminStatsQueryOptions(), refetchInterval: REFRESH_INTERVALS_MS.adminStats });
}
