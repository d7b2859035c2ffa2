import { Award, Lock, Sparkles, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { useAchievements } from '../api/get-achievements';
import { useUserAchievements } from '../api/get-user-achievements';
import { achievementBoard } from '../utils/achievement-board';
import { AchievementCard } from './achievement-card';

/** Unlocked and locked achievement cards; both lists poll every 10 s (product spec, section 4). */
export function AchievementsBoard({ userId }: { userId: number }) {
  const all = useAchievements({ poll: true });
  const unlocked = useUserAchievements(userId, { poll: true });

  if (all.isPending || unlocked.isPending) {
    return (
      <div
        role="status"
        className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground"
      >
        <Spinner /> Loading achievements
      </div>
    );
  }
  if (all.isError || unlocked.isError) {
    const retry = () => {
      if (all.isError) void all.refetch();
      if (unlocked.isError) void unlocked.refetch();
    };
    return (
      <LoadFailed
        message="Achievements could not be loaded."
        onRetry={retry}
        retrying={all.isFetching || unlocked.isFetching}
      />
    );
  }

  const board = achievementBoard(all.data, unlocked.data);
  const total = all.data.length;
  return (
    <div className="grid gap-8">
      <div className="grid gap-4 rounded-2xl border border-border bg-card p-5 sm:grid-cols-[1fr_auto] sm:items-center">
        <div>
          <p className="text-sm text-muted-foreground">Unlocked</p>
          <p className="text-3xl font-bold">
            {board.unlocked.length}
            <span className="text-lg font-medium text-muted-foreground"> / {total}</span>
          </p>
          <Progress
            value={total === 0 ? 0 : (board.unlocked.length / total) * 100}
            className="mt-3"
            aria-label={`${board.unlocked.length} of ${total} achievements unlocked`}
          />
        </div>
        <p className="flex items-center gap-2 rounded-xl border border-amber-300/30 bg-amber-300/5 px-4 py-3 text-sm font-semibold text-amber-200">
          <Sparkles aria-hidden="true" className="size-4" />
          {board.xpEarned} XP from achievements
        </p>
      </div>

      <Section icon={<Trophy className="text-amber-200" />} title="Unlocked" count={board.unlocked.length}>
        {board.unlocked.length === 0 ? (
          <p className="flex items-center gap-3 rounded-2xl border border-dashed border-border p-5 text-sm text-muted-foreground">
            <Award aria-hidden="true" className="size-5 shrink-0" />
            Solve your first puzzle to unlock your first achievement.
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {board.unlocked.map((entry) => (
              <li key={entry.achievement.id}>
                <AchievementCard entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section icon={<Lock className="text-muted-foreground" />} title="Locked" count={board.locked.length}>
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {board.locked.map((entry) => (
            <li key={entry.achievement.id}>
              <AchievementCard entry={entry} />
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

function Section({
  icon,
  title,
  count,
  children,
}: {
  icon: ReactNode;
  title: string;
  count: number;
  children: ReactNode;
}) {
  const id = `achievements-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold [&_svg]:size-5">
        <span aria-hidden="true">{icon}</span>
        {title}
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
          {count}
        </span>
      </h2>
      {children}
    </section>
  );
}
