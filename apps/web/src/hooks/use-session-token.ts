import { useSyncExternalStore } from 'react';
import { readToken, subscribeToToken } from '@/lib/session';

/** The stored session token, kept current across `tokenChanged` events and other tabs' storage events. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(
    subscribeToToken,
    () => readToken(),
    () => null,
  );
}
