import type { Contest } from '@codequest/contracts';
import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { CONTEST_TEXTS } from '@/config/messages';
import { contestPath } from '@/config/paths';
import { formatInZone } from '@/lib/zoned-time';
import { groupContests } from '../utils/contest-list';
import { formatDuration } from '../utils/contest-time';
import { PhaseBadge } from './phase-badge';

/**
 * The contests the user may see, grouped Running, Upcoming, Ended: each a link to its page with its start
 * in the viewer's zone, its length, scoring and participants.
 */
export function ContestList({ contests, timeZone }: { contests: Contest[]; timeZone: string }) {
  if (contests.length === 0) return <p className="text-sm text-muted-foreground">{CONTEST_TEXTS.none}</p>;
  return (
    <div className="grid gap-6">
      {groupContests(contests).map((group) => (
        <section key={group.phase} aria-labelledby={`contests-${group.phase}`} className="grid gap-3">
          <h2 id={`contests-${group.phase}`} className="text-lg font-semibold">
            {CONTEST_TEXTS.phases[group.phase]}
          </h2>
          <ul className="grid gap-3">
            {group.items.map((contest) => (
              <li key={contest.id} data-contest={contest.title}>
                <ContestCard contest={contest} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ContestCard({ contest, timeZone }: { contest: Contest; timeZone: string }) {
  return (
    <Link
      href={contestPath(contest.id)}
      className="flex min-w-0 items-center gap-3 rounded-2xl border border-border bg-card p-4 transition-colors hover:bg-accent/40"
    >
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <p className="min-w-0 font-semibold [overflow-wrap:anywhere]">{contest.title}</p>
          <PhaseBadge phase={contest.phase} />
          <Badge variant="outline" title={CONTEST_TEXTS.scoringHints[contest.scoring]}>
            {CONTEST_TEXTS.scorings[contest.scoring]}
          </Badge>
          {contest.registered ? <Badge variant="success">{CONTEST_TEXTS.registeredBadge}</Badge> : null}
          {contest.organiser ? <Badge variant="secondary">{CONTEST_TEXTS.organiserBadge}</Badge> : null}
        </div>
        <p className="mt-1 text-xs text-muted-foreground [overflow-wrap:anywhere]">
          {CONTEST_TEXTS.starts}{' '}
          <time dateTime={contest.startsAt}>{formatInZone(contest.startsAt, timeZone)}</time> ·{' '}
          {formatDuration(contest.durationMinutes)} · {CONTEST_TEXTS.participants(contest.participants)}
        </p>
      </div>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
    </Link>
  );
}
