import { useQuery } from '@tanstack/react-query';
import { REFRESH_INTERVALS_MS } from '@/config/constants';
import { currentUserQueryOptions } from '@/lib/auth';

/**
 * The signed-in learner's progress is their profile (GET /api/profile/current): the progress screen polls
 * it every 5 s (product spec, section 4), which also keeps the header and sidebar current.
 */
export function useOwnProgress() {
  return useQuery({ ...currentUserQueryOptions(), refetchInterval: REFRESH_INTERVALS_MS.progress });
}
