import type { Contest } from '@codequest/contracts';
import { Timer } from 'lucide-react';
import { CONTEST_TEXTS } from '@/config/messages';
import { cn } from '@/lib/utils';
import { useServerNow } from '../hooks/use-server-now';
import { countdownTarget, formatCountdown } from '../utils/contest-time';

/**
 * The time to the contest's start, to its end while it runs, or to the end of the caller's virtual run, on
 * the server's clock. Nothing once none of them is ahead.
 */
export function ContestCountdown({
  contest,
  clockOffsetMs,
  className,
}: {
  contest: Contest;
  clockOffsetMs: number;
  className?: string;
}) {
  const now = useServerNow(clockOffsetMs);
  const target = countdownTarget(contest, now);
  if (!target) return null;
  const label = CONTEST_TEXTS.countdown[target.kind];
  return (
    <p
      role="timer"
      aria-label={`${label} ${formatCountdown(target.at - now)}`}
      data-countdown={target.kind}
      className={cn(
        'flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1.5 text-sm',
        className,
      )}
    >
      <Timer aria-hidden="true" className="size-4 shrink-0 text-violet-300" />
      <span className="text-muted-foreground">{label}</span>
      <span className="font-semibold tabular-nums">{formatCountdown(target.at - now)}</span>
    </p>
  );
}
