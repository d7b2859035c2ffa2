import type { Contest } from '@codequest/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { CONTEST_TEXTS } from '@/config/messages';
import { contestPath, contestProblemPath } from '@/config/paths';
import { cn } from '@/lib/utils';
import { ContestCountdown } from './contest-countdown';

/**
 * Above a contest's problem in the workspace: the way back to the contest, its title, the problem, the
 * countdown, and the other problems one tap away.
 */
export function ContestProblemHeader({
  contest,
  clockOffsetMs,
  label,
}: {
  contest: Contest;
  clockOffsetMs: number;
  label: string;
}) {
  const problem = contest.problems.find((entry) => entry.label === label);
  return (
    <div className="flex min-w-0 flex-wrap items-start justify-between gap-x-4 gap-y-2">
      <div className="min-w-0">
        <Link
          href={contestPath(contest.id)}
          className="flex min-w-0 items-center gap-1.5 text-xs font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">
            <span className="sr-only">{CONTEST_TEXTS.backToContest}: </span>
            {contest.title}
          </span>
        </Link>
        <h1 className="truncate text-xl font-bold tracking-tight sm:text-2xl">
          {problem ? CONTEST_TEXTS.problemTitle(problem.label, problem.title) : label}
        </h1>
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <ContestCountdown contest={contest} clockOffsetMs={clockOffsetMs} />
        {contest.problems.length > 1 ? (
          <nav aria-label={CONTEST_TEXTS.problemsTitle} className="flex flex-wrap gap-1">
            {contest.problems.map((entry) => (
              <Link
                key={entry.label}
                href={contestProblemPath(contest.id, entry.label)}
                aria-current={entry.label === label ? 'page' : undefined}
                title={entry.title}
                className={cn(
                  'flex size-8 items-center justify-center rounded-lg border border-border text-sm font-semibold transition-colors hover:bg-accent',
                  entry.label === label && 'border-transparent bg-primary text-primary-foreground',
                )}
              >
                {entry.label}
                <span className="sr-only">: {entry.title}</span>
              </Link>
            ))}
          </nav>
        ) : null}
      </div>
    </div>
  );
}
