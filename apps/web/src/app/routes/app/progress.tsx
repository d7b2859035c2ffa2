import { ChartLine, Flame, Sparkles, Target, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';
import { useCurrentUser } from '@/lib/auth';

/** /progress. Today: the user's headline numbers; the solve history arrives with the puzzles release. */
export function ProgressRoute() {
  const user = useCurrentUser();
  return (
    <div className="mx-auto max-w-5xl animate-fade-in">
      <PageHeader icon={<ChartLine />} title="Progress" description="Your journey so far." />
      <dl className="mb-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat icon={<TrendingUp className="text-violet-300" />} label="Level" value={user.level} />
        <Stat icon={<Sparkles className="text-cyan-300" />} label="Total XP" value={user.totalXP} />
        <Stat
          icon={<Target className="text-emerald-300" />}
          label="Problems Solved"
          value={user.solvedCount}
        />
        <Stat icon={<Flame className="text-orange-300" />} label="Day Streak" value={user.streak} />
      </dl>
      <ComingSoon
        icon={<ChartLine />}
        title="Detailed progress is coming"
        description="Your recent solves and progress through each track will appear here."
        upcoming={['Five most recent solves', 'Progress per track', 'XP history', 'Streak calendar']}
      />
    </div>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <div className="rounded-2xl border border-border bg-card p-5 [&_svg]:size-5">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className="mt-2 text-3xl font-bold">{value}</dd>
    </div>
  );
}
