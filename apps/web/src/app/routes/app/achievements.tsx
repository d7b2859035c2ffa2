import { Award } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { AchievementsBoard } from '@/features/achievements/components/achievements-board';
import { useCurrentUser } from '@/lib/auth';

/** /achievements: unlocked and locked achievement cards, refreshed every 10 s. */
export function AchievementsRoute() {
  const user = useCurrentUser();
  return (
    <div className="mx-auto max-w-6xl animate-fade-in">
      <PageHeader
        icon={<Award />}
        title="Achievements"
        description="Milestones, streaks and special feats."
      />
      <AchievementsBoard userId={user.id} />
    </div>
  );
}
