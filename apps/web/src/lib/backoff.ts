import { RECONNECT_BACKOFF_MS } from '@/config/constants';

export interface Backoff {
  first: number;
  max: number;
}

/** The wait before retry number `attempt` (0 for the first): doubling from `first`, capped at `max`. */
export function backoffDelay(attempt: number, { first, max }: Backoff = RECONNECT_BACKOFF_MS): number {
  return Math.min(max, first * 2 ** Math.max(0, attempt));
}
