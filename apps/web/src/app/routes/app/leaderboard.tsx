import { Trophy } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';

export function LeaderboardRoute() {
  return (
    <div className="mx-auto max-w-5xl animate-fade-in">
      <PageHeader
        icon={<Trophy />}
        title="Leaderboard"
        description="See how you rank against learners worldwide."
      />
      <ComingSoon
        icon={<Trophy />}
        title="The global leaderboard is being built"
        description="Rankings by total XP, with a podium for the top three, arrive with the next release."
        upcoming={['Top-three podium', 'Full global ranking', 'XP and solved counts', 'Day streaks']}
      />
    </div>
  );
}
