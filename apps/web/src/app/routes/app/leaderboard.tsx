import { Trophy } from 'lucide-react';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useLeaderboard } from '@/features/leaderboard/api/get-leaderboard';
import { Podium } from '@/features/leaderboard/components/podium';
import { RankingTable } from '@/features/leaderboard/components/ranking-table';
import { splitLeaderboard } from '@/features/leaderboard/utils/split-leaderboard';

/** /leaderboard: the top three on a podium, then the full global ranking. */
export function LeaderboardRoute() {
  const leaderboard = useLeaderboard();
  return (
    <div className="mx-auto max-w-5xl animate-fade-in">
      <PageHeader
        icon={<Trophy />}
        title="Leaderboard"
        description="See how you rank against learners worldwide."
      />
      {leaderboard.isPending ? (
        <div
          role="status"
          className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground"
        >
          <Spinner /> Loading the leaderboard
        </div>
      ) : leaderboard.isError ? (
        <LoadFailed
          message="The leaderboard could not be loaded."
          onRetry={() => leaderboard.refetch()}
          retrying={leaderboard.isFetching}
        />
      ) : (
        <Board entries={leaderboard.data} />
      )}
    </div>
  );
}

function Board({ entries }: { entries: Parameters<typeof splitLeaderboard>[0] }) {
  const { podium, ranking, ownOutside } = splitLeaderboard(entries);
  if (ranking.length === 0) {
    return <p className="py-16 text-center text-sm text-muted-foreground">Nobody is ranked yet.</p>;
  }
  return (
    <div className="grid gap-8">
      <section
        aria-labelledby="podium-heading"
        className="rounded-2xl border border-border bg-linear-to-b from-violet-500/10 to-card px-4 pt-6 sm:px-10"
      >
        <h2 id="podium-heading" className="sr-only">
          Podium
        </h2>
        <Podium entries={podium} />
      </section>
      <section aria-labelledby="ranking-heading" className="grid gap-3">
        <h2 id="ranking-heading" className="text-lg font-semibold">
          Global ranking
        </h2>
        <RankingTable ranking={ranking} ownOutside={ownOutside} />
      </section>
    </div>
  );
}
