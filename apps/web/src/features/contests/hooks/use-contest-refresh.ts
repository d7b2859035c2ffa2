import type { Contest } from '@codequest/contracts';
import { useEffect } from 'react';
import { refreshDelay, serverNow } from '../utils/contest-time';

/**
 * Reads the contest again when its countdown runs out (by the server's clock), so the page follows it
 * without a reload: the problems appear at the start, registration closes at the end, a virtual run ends.
 * Each new reading sets the next wait.
 */
export function useContestRefresh(
  reading: { contest: Contest; clockOffsetMs: number } | undefined,
  refetch: () => unknown,
): void {
  useEffect(() => {
    if (!reading) return;
    const delay = refreshDelay(reading.contest, serverNow(reading.clockOffsetMs));
    if (delay === null) return;
    const timer = setTimeout(() => void refetch(), delay);
    return () => clearTimeout(timer);
  }, [reading, refetch]);
}
