import type { LeaderboardEntry } from '@codequest/contracts';
import { Crown, Flame, Medal } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { publicProfilePath } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';

const PLACES = {
  1: {
    label: '1st place',
    icon: Crown,
    tone: 'text-amber-300',
    ring: 'ring-amber-300/60',
    step: 'h-28 sm:h-32 from-amber-400/25 border-amber-300/40',
  },
  2: {
    label: '2nd place',
    icon: Medal,
    tone: 'text-slate-200',
    ring: 'ring-slate-300/50',
    step: 'h-20 sm:h-24 from-slate-300/20 border-slate-300/30',
  },
  3: {
    label: '3rd place',
    icon: Medal,
    tone: 'text-orange-300',
    ring: 'ring-orange-300/50',
    step: 'h-14 sm:h-16 from-orange-400/20 border-orange-300/30',
  },
} as const;

// Grid columns, so a podium with fewer than three learners still puts the first in the middle.
const ORDER = {
  1: 'col-start-2 row-start-1',
  2: 'col-start-1 row-start-1',
  3: 'col-start-3 row-start-1',
} as const;

/** The top three: read first to third, shown second-first-third from left to right. */
export function Podium({ entries }: { entries: LeaderboardEntry[] }) {
  return (
    <ol aria-label="Top three" className="grid grid-cols-3 items-end gap-2 sm:gap-4">
      {entries.slice(0, 3).map((entry, index) => (
        <PodiumPlace key={entry.user.id} entry={entry} place={(index + 1) as 1 | 2 | 3} />
      ))}
    </ol>
  );
}

function PodiumPlace({ entry, place }: { entry: LeaderboardEntry; place: 1 | 2 | 3 }) {
  const { label, icon: Icon, tone, ring, step } = PLACES[place];
  return (
    <li
      aria-label={`${label}: ${entry.user.username}, ${entry.totalXP} XP`}
      className={cn('flex min-w-0 flex-col items-center text-center', ORDER[place])}
    >
      <Icon aria-hidden="true" className={cn('mb-2 size-6', tone)} />
      <span
        className={cn(
          'flex size-12 items-center justify-center rounded-full bg-linear-to-br from-violet-500 to-cyan-500 text-lg font-bold text-white uppercase ring-2 sm:size-16 sm:text-2xl',
          ring,
        )}
      >
        {entry.user.username.charAt(0)}
      </span>
      <p className="mt-2 w-full truncate text-sm font-semibold sm:text-base">
        <Link
          href={publicProfilePath(entry.user.username)}
          className="rounded underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {entry.user.username}
        </Link>
      </p>
      <p className="text-xs text-muted-foreground sm:text-sm">{formatNumber(entry.totalXP)} XP</p>
      <p className="mt-0.5 hidden items-center gap-1 text-xs text-muted-foreground sm:flex">
        Level {entry.level}
        <span aria-hidden="true">·</span>
        <Flame aria-hidden="true" className="size-3 text-orange-300" />
        {entry.user.streak}
      </p>
      {entry.isYou ? (
        <Badge variant="brand" className="mt-1">
          You
        </Badge>
      ) : null}
      <div
        aria-hidden="true"
        className={cn(
          'mt-3 flex w-full items-start justify-center rounded-t-xl border border-b-0 bg-linear-to-b to-transparent pt-2 text-2xl font-black text-white/80',
          step,
        )}
      >
        {place}
      </div>
    </li>
  );
}
