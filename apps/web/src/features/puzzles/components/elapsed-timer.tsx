import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatElapsed } from '@/lib/format';
import { secondsSince } from '../hooks/use-started-at';

/** The editor's count-up timer. It re-renders itself each second, and nothing else. */
export function ElapsedTimer({ startedAt }: { startedAt: number }) {
  const [seconds, setSeconds] = useState(() => secondsSince(startedAt));
  useEffect(() => {
    setSeconds(secondsSince(startedAt));
    const timer = setInterval(() => setSeconds(secondsSince(startedAt)), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  return (
    <span
      role="timer"
      aria-label="Time on this puzzle"
      data-seconds={seconds}
      className="flex items-center gap-1.5 rounded-lg border border-border bg-surface px-2.5 py-1.5 font-mono text-xs tabular-nums text-slate-200"
    >
      <Timer aria-hidden="true" className="size-3.5 text-muted-foreground" />
      {formatElapsed(seconds)}
    </span>
  );
}
