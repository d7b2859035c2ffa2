import { useState } from 'react';

/**
 * When the current editing session began: the editor's count-up timer starts at 0 and starts over whenever
 * the puzzle or the language changes (product spec, section 4), i.e. whenever `sessionKey` changes.
 */
export function useStartedAt(sessionKey: string): number {
  const [session, setSession] = useState(() => ({ key: sessionKey, startedAt: Date.now() }));
  if (session.key !== sessionKey) {
    const next = { key: sessionKey, startedAt: Date.now() };
    setSession(next);
    return next.startedAt;
  }
  return session.startedAt;
}

export const secondsSince = (startedAt: number): number =>
  Math.max(0, Math.floor((Date.now() - startedAt) / 1000));
