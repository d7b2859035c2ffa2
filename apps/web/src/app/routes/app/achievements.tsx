import { Award } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';

export function AchievementsRoute() {
  return (
    <div className="mx-auto max-w-5xl animate-fade-in">
      <PageHeader
        icon={<Award />}
        title="Achievements"
        description="Milestones, streaks and special feats."
      />
      <ComingSoon
        icon={<Award />}
        title="Achievements are on their way"
        description="Unlocked and locked achievements, with the XP each one rewards, will be listed here."
        upcoming={[
          'Milestone achievements',
          'Puzzle achievements',
          'Streak achievements',
          'Special achievements',
        ]}
      />
    </div>
  );
}
