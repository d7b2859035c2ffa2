import { Crown, Flame, Medal } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { DEMO_LEADERBOARD } from '../data';

const MEDAL_TONES: Record<number, string> = {
  1: 'text-amber-300',
  2: 'text-slate-300',
  3: 'text-orange-300',
};

export function LeaderboardTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Global Leaderboard</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2">
          {DEMO_LEADERBOARD.map((row) => (
            <li
              key={row.rank}
              aria-current={row.isYou ? 'true' : undefined}
              data-testid={row.isYou ? 'demo-you-row' : undefined}
              className={cn(
                'flex items-center gap-4 rounded-xl border px-4 py-3',
                row.isYou
                  ? 'border-brand/60 bg-violet-500/15 ring-1 ring-brand/40'
                  : 'border-border bg-surface',
              )}
            >
              <span className="flex w-8 justify-center text-lg font-bold">
                {row.rank === 1 ? (
                  <Crown role="img" aria-label="Rank 1" className={cn('size-5', MEDAL_TONES[1])} />
                ) : MEDAL_TONES[row.rank] ? (
                  <Medal
                    role="img"
                    aria-label={`Rank ${row.rank}`}
                    className={cn('size-5', MEDAL_TONES[row.rank])}
                  />
                ) : (
                  <span>{row.rank}</span>
                )}
              </span>
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold">
                {row.name.charAt(0)}
              </span>
              <span className={cn('min-w-0 flex-1 truncate font-medium', row.isYou && 'text-violet-100')}>
                {row.name}
              </span>
              <span className="hidden items-center gap-1 text-sm text-muted-foreground sm:flex">
                <Flame aria-hidden="true" className="size-4 text-orange-300" />
                {row.streakDays} days
              </span>
              <span className="w-24 text-right font-semibold">{row.score.toLocaleString('en-US')} XP</span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
