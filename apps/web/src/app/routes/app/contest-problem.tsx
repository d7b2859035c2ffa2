import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useParams } from 'wouter';
import { LoadFailed } from '@/components/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { CONTEST_TEXTS } from '@/config/messages';
import { contestPath } from '@/config/paths';
import { userAchievementsQueryOptions } from '@/features/achievements/api/get-user-achievements';
import { useContest } from '@/features/contests/api/get-contest';
import { AnnouncementToasts } from '@/features/contests/components/announcement-toasts';
import { ContestCountdown } from '@/features/contests/components/contest-countdown';
import { ContestProblemHeader } from '@/features/contests/components/contest-problem-header';
import { useContestRefresh } from '@/features/contests/hooks/use-contest-refresh';
import { contestInProgress, serverNow } from '@/features/contests/utils/contest-time';
import { leaderboardQueryOptions } from '@/features/leaderboard/api/get-leaderboard';
import { ContestPuzzle } from '@/features/puzzles/components/contest-puzzle';
import { serverMessageOr } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { NotFoundRoute } from './not-found';

const ID = /^[0-9]{1,10}$/;

/**
 * /contests/:id/problems/:label: one of the contest's problems in the puzzle workspace, under a header with
 * the contest, the problem and the countdown. Its runs and submits are made in the contest; while it (or the
 * learner's virtual run) is in progress, hints and solutions are not offered. A chunk of its own, as the
 * Puzzles screen is: it carries the workspace and the editor.
 */
export default function ContestProblemRoute() {
  const params = useParams<{ id: string; label: string }>();
  if (!ID.test(params.id ?? '') || !params.label) return <NotFoundRoute />;
  return <ContestProblemPage contestId={Number(params.id)} label={params.label} />;
}

function ContestProblemPage({ contestId, label }: { contestId: number; label: string }) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const reading = useContest(contestId);
  useContestRefresh(reading.data, reading.refetch);
  // After the contest a solve is practice and pays: what shows XP is refreshed, as on the Puzzles screen.
  const onSolved = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: leaderboardQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: userAchievementsQueryOptions(user.id).queryKey });
  }, [queryClient, user.id]);

  if (reading.isPending)
    return (
      <div
        role="status"
        className="flex items-center justify-center gap-2 py-24 text-sm text-muted-foreground"
      >
        <Spinner /> {CONTEST_TEXTS.contestLoading}
      </div>
    );
  if (reading.isError)
    return (
      <LoadFailed
        message={serverMessageOr(reading.error, CONTEST_TEXTS.contestLoadFailed)}
        onRetry={() => reading.refetch()}
        retrying={reading.isFetching}
      />
    );

  const { contest, clockOffsetMs } = reading.data;
  const problem = contest.problems.find((entry) => entry.label === label);
  if (!problem)
    return (
      <div className="mx-auto grid max-w-3xl min-w-0 animate-fade-in justify-items-start gap-4">
        <Link
          href={contestPath(contest.id)}
          className="flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {CONTEST_TEXTS.backToContest}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">{contest.title}</h1>
        <p className="text-sm text-muted-foreground">
          {contest.phase === 'upcoming' ? CONTEST_TEXTS.problemsAtStart : CONTEST_TEXTS.noSuchProblem(label)}
        </p>
        <ContestCountdown contest={contest} clockOffsetMs={clockOffsetMs} />
      </div>
    );

  return (
    // As tall as the screen, as on the Puzzles screen: the panes scroll inside, the tabs stay in view.
    <div className="flex h-[calc(100dvh-12.5rem)] min-h-[30rem] animate-fade-in flex-col gap-4 lg:h-[calc(100dvh-9rem)] lg:min-h-[40rem]">
      <ContestProblemHeader contest={contest} clockOffsetMs={clockOffsetMs} label={label} />
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] grid-rows-[minmax(0,1fr)]">
        <ContestPuzzle
          key={problem.puzzleId}
          userId={user.id}
          puzzleId={problem.puzzleId}
          contest={{ id: contest.id, inProgress: contestInProgress(contest, serverNow(clockOffsetMs)) }}
          onSolved={onSolved}
        />
      </div>
      <AnnouncementToasts contestId={contest.id} />
    </div>
  );
}
