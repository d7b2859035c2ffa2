import { ArrowLeft, Swords } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { CONTEST_TEXTS } from '@/config/messages';
import { paths } from '@/config/paths';
import { type ContestReading, useContest } from '@/features/contests/api/get-contest';
import { useLiveScoreboard } from '@/features/contests/api/watch-scoreboard';
import { announcementToast } from '@/features/contests/components/announcement-toasts';
import { Announcements } from '@/features/contests/components/announcements';
import { ContestCountdown } from '@/features/contests/components/contest-countdown';
import { ContestEntry } from '@/features/contests/components/contest-entry';
import { ContestOverview } from '@/features/contests/components/contest-overview';
import { ContestOwnProblems } from '@/features/contests/components/contest-own-problems';
import { ContestScoreboard } from '@/features/contests/components/contest-scoreboard';
import { PhaseBadge } from '@/features/contests/components/phase-badge';
import { ProblemList } from '@/features/contests/components/problem-list';
import { RevealButton } from '@/features/contests/components/reveal-button';
import { useContestRefresh } from '@/features/contests/hooks/use-contest-refresh';
import { serverNow } from '@/features/contests/utils/contest-time';
import { serverMessageOr } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { NotFoundRoute } from './not-found';

const ID = /^[0-9]{1,10}$/;

/**
 * /contests/:id: the contest, its countdown (on the server's clock), Register or a virtual run, its problems,
 * the live scoreboard and the announcements; organisers also make or import its own problems, reveal the
 * board and announce.
 */
export function ContestPageRoute() {
  const params = useParams<{ id: string }>();
  if (!ID.test(params.id ?? '')) return <NotFoundRoute />;
  return <ContestPage contestId={Number(params.id)} />;
}

function ContestPage({ contestId }: { contestId: number }) {
  const reading = useContest(contestId);
  useContestRefresh(reading.data, reading.refetch);
  return (
    <div className="mx-auto grid max-w-5xl min-w-0 animate-fade-in gap-6">
      <Link
        href={paths.contests}
        className="flex items-center gap-2 justify-self-start text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {CONTEST_TEXTS.backToContests}
      </Link>
      {reading.isPending ? (
        <div
          role="status"
          className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground"
        >
          <Spinner /> {CONTEST_TEXTS.contestLoading}
        </div>
      ) : reading.isError ? (
        <LoadFailed
          message={serverMessageOr(reading.error, CONTEST_TEXTS.contestLoadFailed)}
          onRetry={() => reading.refetch()}
          retrying={reading.isFetching}
        />
      ) : (
        <ContestDetails reading={reading.data} />
      )}
    </div>
  );
}

function ContestDetails({ reading }: { reading: ContestReading }) {
  const user = useCurrentUser();
  const { contest, clockOffsetMs } = reading;
  const live = useLiveScoreboard(contest.id, { onAnnouncement: announcementToast });
  return (
    <>
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-3 [overflow-wrap:anywhere]">
        <PageHeader
          icon={<Swords />}
          title={contest.title}
          description={
            <span className="flex flex-wrap items-center gap-2">
              <PhaseBadge phase={contest.phase} />
              <Badge variant="outline">{CONTEST_TEXTS.scorings[contest.scoring]}</Badge>
              {contest.organiser ? <Badge variant="secondary">{CONTEST_TEXTS.organiserBadge}</Badge> : null}
              {contest.virtualRun ? <Badge variant="brand">{CONTEST_TEXTS.virtualBadge}</Badge> : null}
            </span>
          }
        />
        <ContestCountdown contest={contest} clockOffsetMs={clockOffsetMs} />
      </div>
      <ContestOverview contest={contest} timeZone={user.timeZone} />
      {contest.phase === 'ended' && !contest.virtualRun ? (
        <p className="text-sm text-muted-foreground">
          {contest.practiceAfterEnd ? CONTEST_TEXTS.endedNote : CONTEST_TEXTS.closedNote}
        </p>
      ) : null}
      <ContestEntry contest={contest} now={serverNow(clockOffsetMs)} />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <ProblemList contest={contest} />
        <Announcements
          contestId={contest.id}
          announcements={contest.announcements}
          organiser={contest.organiser}
          timeZone={user.timeZone}
        />
      </div>
      {contest.organiser ? <ContestOwnProblems contest={contest} /> : null}
      <ContestScoreboard
        contest={contest}
        clockOffsetMs={clockOffsetMs}
        live={live}
        viewer={user.username}
        actions={contest.organiser ? <RevealButton contest={contest} clockOffsetMs={clockOffsetMs} /> : null}
      />
    </>
  );
}
