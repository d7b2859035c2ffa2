import { useEffect, useState } from 'react';
import { serverNow } from '../utils/contest-time';

const TICK_MS = 1000;

/** The server's time, by this device's clock and the measured offset, once a second (for countdowns). */
export function useServerNow(clockOffsetMs: number): number {
  const [now, setNow] = useState(() => serverNow(clockOffsetMs));
  useEffect(() => {
    setNow(serverNow(clockOffsetMs));
    const timer = setInterval(() => setNow(serverNow(clockOffsetMs)), TICK_MS);
    return () => clearInterval(timer);
  }, [clockOffsetMs]);
  return now;
}
