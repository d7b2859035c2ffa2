import { ChartLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { PageHeader } from '@/components/page-header';
import { RecentAchievements } from '@/features/achievements/components/recent-achievements';
import { LearnerProgress } from '@/features/progress/components/learner-progress';
import { OwnProgress } from '@/features/progress/components/own-progress';
import { useCurrentUser } from '@/lib/auth';

/**
 * /progress: the learner's own progress, polled every 5 s. `?userId=` shows that user's progress, for
 * admins only; for everyone else it is ignored (product spec, sections 2 and 6).
 */
export function ProgressRoute() {
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const requested = Number(searchParams.get('userId'));
  const otherId =
    user.isAdmin && Number.isInteger(requested) && requested > 0 && requested !== user.id ? requested : null;

  return (
    <div className="mx-auto max-w-5xl animate-fade-in">
      <PageHeader
        icon={<ChartLine />}
        title="Progress"
        description={otherId === null ? 'Your journey so far.' : "A learner's journey so far."}
      />
      {otherId === null ? (
        <OwnProgress extra={<Achievements userId={user.id} />} />
      ) : (
        <LearnerProgress userId={otherId} extra={<Achievements userId={otherId} />} />
      )}
    </div>
  );
}

function Achievements({ userId }: { userId: number }): ReactNode {
  return (
    <section aria-labelledby="progress-achievements" className="rounded-2xl border border-border bg-card p-6">
      <h2 id="progress-achievements" className="mb-4 font-semibold">
        Latest achievements
      </h2>
      <RecentAchievements userId={userId} />
    </section>
  );
}
