import type { Contest } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { clockOffsetMs } from '../utils/contest-time';
import { contestsQueryKey } from './get-contests';

/** A contest as read, with how far the server's clock was ahead of this device's at that reading. */
export interface ContestReading {
  contest: Contest;
  clockOffsetMs: number;
}

/** GET /api/contests/:id, timed: the countdowns run on the server's clock (utils/contest-time.ts). */
export async function getContest(contestId: number): Promise<ContestReading> {
  const sentAt = Date.now();
  const contest = await apiGet<Contest>(`/api/contests/${contestId}`);
  return { contest, clockOffsetMs: clockOffsetMs(contest.serverTime, sentAt, Date.now()) };
}

export const contestQueryOptions = (contestId: number) =>
  queryOptions({ queryKey: [...contestsQueryKey, 'one', contestId], queryFn: () => getContest(contestId) });

export function useContest(contestId: number) {
  return useQuery(contestQueryOptions(contestId));
}
