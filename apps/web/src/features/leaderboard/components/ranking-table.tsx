import type { LeaderboardEntry } from '@codequest/contracts';
import { Flame } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { publicProfilePath } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';

/**
 * The full global ranking; the learner's own row is highlighted, and added below when outside the top. The
 * table's layout is fixed, so a long name (up to 30 characters) is cut short and rank and XP always show.
 */
export function RankingTable({
  ranking,
  ownOutside,
}: {
  ranking: LeaderboardEntry[];
  ownOutside: LeaderboardEntry | null;
}) {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-card">
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">Global ranking by total XP</caption>
        <thead className="border-b border-border bg-surface text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="w-16 px-3 py-3 text-left font-medium sm:w-20 sm:px-4">
              Rank
            </th>
            <th scope="col" className="px-2 py-3 text-left font-medium">
              Learner
            </th>
            <th scope="col" className="hidden w-16 px-2 py-3 text-right font-medium sm:table-cell">
              Level
            </th>
            <th scope="col" className="hidden w-20 px-2 py-3 text-right font-medium sm:table-cell">
              Solved
            </th>
            <th scope="col" className="hidden w-20 px-2 py-3 text-right font-medium md:table-cell">
              Streak
            </th>
            <th scope="col" className="w-20 px-3 py-3 text-right font-medium sm:w-24 sm:px-4">
              XP
            </th>
          </tr>
        </thead>
        <tbody>
          {ranking.map((entry) => (
            <Row key={entry.user.id} entry={entry} />
          ))}
          {ownOutside ? (
            <>
              <tr>
                <td colSpan={6} className="py-1 text-center text-muted-foreground">
                  <span aria-hidden="true">⋯</span>
                  <span className="sr-only">Your position, outside the top {ranking.length}</span>
                </td>
              </tr>
              <Row entry={ownOutside} />
            </>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

function Row({ entry }: { entry: LeaderboardEntry }) {
  return (
    <tr
      aria-current={entry.isYou ? 'true' : undefined}
      data-testid={entry.isYou ? 'leaderboard-you' : undefined}
      className={cn(
        'border-b border-border last:border-b-0',
        entry.isYou ? 'bg-violet-500/15 shadow-[inset_3px_0_0_var(--color-brand)]' : 'hover:bg-accent/40',
      )}
    >
      <td className="px-3 py-3 font-semibold tabular-nums sm:px-4">#{entry.rank}</td>
      <td className="px-2 py-3">
        <span className="flex min-w-0 items-center gap-2 sm:gap-3">
          <span
            aria-hidden="true"
            className="hidden size-8 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold uppercase sm:flex"
          >
            {entry.user.username.charAt(0)}
          </span>
          <Link
            href={publicProfilePath(entry.user.username)}
            data-testid="leaderboard-name"
            title={entry.user.username}
            className="min-w-0 truncate rounded font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {entry.user.username}
          </Link>
          {entry.isYou ? (
            <Badge variant="brand" className="shrink-0">
              You
            </Badge>
          ) : null}
        </span>
      </td>
      <td className="hidden px-2 py-3 text-right tabular-nums sm:table-cell">{entry.level}</td>
      <td className="hidden px-2 py-3 text-right tabular-nums sm:table-cell">{entry.solvedCount}</td>
      <td className="hidden px-2 py-3 text-right tabular-nums md:table-cell">
        <span className="inline-flex items-center gap-1">
          <Flame aria-hidden="true" className="size-3.5 text-orange-300" />
          {entry.user.streak}
        </span>
      </td>
      <td className="px-3 py-3 text-right font-semibold tabular-nums sm:px-4">
        {formatNumber(entry.totalXP)}
      </td>
    </tr>
  );
}
