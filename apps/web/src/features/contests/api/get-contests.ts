import type { ContestsResponse } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/contests: every contest the signed-in user may see, the latest start first. */
export function getContests(): Promise<ContestsResponse> {
  return apiGet<ContestsResponse>('/api/contests');
}

/** Every contest query (the list and each contest) starts with this key: a change invalidates them together. */
export const contestsQueryKey = ['contests'] as const;

export const contestsQueryOptions = () =>
  queryOptions({ queryKey: [...contestsQueryKey, 'list'], queryFn: getContests });

export function useContests({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...contestsQueryOptions(), enabled });
}
