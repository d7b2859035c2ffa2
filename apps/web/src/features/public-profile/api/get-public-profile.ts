import type { PublicProfile } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/users/{username}/profile: what anyone may see of a learner (404 for no such learner). */
export function getPublicProfile(username: string): Promise<PublicProfile> {
  return apiGet<PublicProfile>(`/api/users/${encodeURIComponent(username)}/profile`);
}

export const publicProfileQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['public-profile', username.toLowerCase()],
    queryFn: () => getPublicProfile(username),
  });

export function usePublicProfile(username: string) {
  return useQuery(publicProfileQueryOptions(username));
}
