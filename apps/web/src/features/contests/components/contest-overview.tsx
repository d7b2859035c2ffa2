import type { Contest } from '@codequest/contracts';
import type { ReactNode } from 'react';
import { CONTEST_TEXTS } from '@/config/messages';
import { formatInZone } from '@/lib/zoned-time';
import { formatDuration } from '../utils/contest-time';

/** A contest's description and its rules at a glance, its times in the viewer's zone. */
export function ContestOverview({ contest, timeZone }: { contest: Contest; timeZone: string }) {
  return (
    <div className="grid min-w-0 gap-4 rounded-2xl border border-border bg-card p-4 sm:p-5">
      {contest.description ? (
        <p className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{contest.description}</p>
      ) : null}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Fact term={CONTEST_TEXTS.starts}>
          <time dateTime={contest.startsAt}>{formatInZone(contest.startsAt, timeZone)}</time>
        </Fact>
        <Fact term={CONTEST_TEXTS.ends}>
          <time dateTime={contest.endsAt}>{formatInZone(contest.endsAt, timeZone)}</time>
        </Fact>
        <Fact term={CONTEST_TEXTS.duration}>{formatDuration(contest.durationMinutes)}</Fact>
        <Fact term={CONTEST_TEXTS.scoring}>{CONTEST_TEXTS.scoringHints[contest.scoring]}</Fact>
        <Fact term={CONTEST_TEXTS.freeze}>
          {contest.freezeMinutes > 0
            ? CONTEST_TEXTS.freezeValue(contest.freezeMinutes)
            : CONTEST_TEXTS.noFreeze}
        </Fact>
        {contest.scoring === 'icpc' ? (
          <Fact term={CONTEST_TEXTS.penalty}>{CONTEST_TEXTS.penaltyValue(contest.penaltyMinutes)}</Fact>
        ) : null}
        <Fact term={CONTEST_TEXTS.openTo}>
          {contest.classId === null ? CONTEST_TEXTS.openToEveryone : CONTEST_TEXTS.openToClass}
        </Fact>
        <Fact term={CONTEST_TEXTS.participantsLabel}>{contest.participants}</Fact>
      </dl>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="font-medium [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
