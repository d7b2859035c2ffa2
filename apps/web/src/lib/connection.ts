import { useSyncExternalStore } from 'react';
import { UNREACHABLE_STATUSES } from '@/config/constants';
import { backoffDelay } from './backoff';

/**
 * Whether the server can be reached, as the app's own requests find out (api-client reports every answer
 * and every failure here). Once a request fails for want of a server, a probe asks GET /api/health, with
 * backoff, until the server answers; every answer (a probe's or any request's) brings the state back.
 * Listeners of `onReconnect` refetch what failed meanwhile.
 */

export type ConnectionState = 'online' | 'unreachable';

const HEALTH_URL = '/api/health';

let state: ConnectionState = 'online';
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeAttempt = 0;
const listeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();

function setState(next: ConnectionState): void {
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener();
  if (next === 'online') for (const listener of reconnectListeners) listener();
}

/**
 * A request got an answer: a status from the server itself means it is reachable. `fromServer` says the
 * answer is the server's own even with a 503 (its judge cannot run code or is busy), not a proxy's.
 */
export function reportResponse(status: number, fromServer = false): void {
  if (!fromServer && UNREACHABLE_STATUSES.includes(status)) {
    reportUnreachable();
    return;
  }
  stopProbing();
  setState('online');
}

/** A request failed without an answer (fetch threw), or a proxy said the server is away. */
export function reportUnreachable(): void {
  setState('unreachable');
  if (probeTimer === undefined) scheduleProbe();
}

function scheduleProbe(): void {
  probeTimer = setTimeout(probe, backoffDelay(probeAttempt));
  probeAttempt += 1;
}

async function probe(): Promise<void> {
  try {
    const response = await fetch(HEALTH_URL, { cache: 'no-store' });
    if (!UNREACHABLE_STATUSES.includes(response.status)) {
      stopProbing();
      setState('online');
      return;
    }
  } catch {
    // Still away.
  }
  scheduleProbe();
}

function stopProbing(): void {
  if (probeTimer !== undefined) clearTimeout(probeTimer);
  probeTimer = undefined;
  probeAttempt = 0;
}

/** Checks at once (the browser says it is back online, or the learner pressed Retry). */
export function probeNow(): void {
  if (state === 'online') return;
  stopProbing();
  void probe();
}

export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
