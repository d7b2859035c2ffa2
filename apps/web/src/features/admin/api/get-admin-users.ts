import type { AdminUsersRequest, AdminUsersResponse } from '@codequest/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** One page of users (GET /api/admin/users): 100,000 users never arrive in one response. */
export function getAdminUsers(request: AdminUsersRequest): Promise<AdminUsersResponse> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return apiGet<AdminUsersResponse>(`/api/admin/users?${query}`);
}

/** Every page and search of the user list: promoting someone invalidates it whole. */
export const adminUsersQueryKey = ['admin', 'users'] as const;

export const adminUsersQueryOptions = (request: AdminUsersRequest = {}) =>
  queryOptions({ queryKey: [...adminUsersQueryKey, request], queryFn: () => getAdminUsers(request) });

/** `refetchInterval` lets the overview's progress list follow the stats it sits beside. */
export function useAdminUsers(
  request: AdminUsersRequest,
  { refetchInterval }: { refetchInterval?: number } = {},
) {
  return useQuery({
    ...adminUsersQueryOptions(request),
    // Paging and typing a search keep the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
    refetchInterval: refetchInterval ?? false,
  });
}
