import { Award } from 'lucide-react';
import { AchievementIcon } from '@/components/achievements/achievement-icon';
import { Spinner } from '@/components/ui/spinner';
import { PROFILE_RECENT_ACHIEVEMENTS } from '@/config/constants';
import { formatDate } from '@/lib/format';
import { useUserAchievements } from '../api/get-user-achievements';
import { latestAchievements } from '../utils/achievement-board';

/** The latest achievements a user unlocked (for the profile dialog). */
export function RecentAchievements({ userId }: { userId: number }) {
  const unlocked = useUserAchievements(userId);
  if (unlocked.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Loading achievements
      </p>
    );
  }
  const latest = latestAchievements(unlocked.data ?? [], PROFILE_RECENT_ACHIEVEMENTS);
  if (latest.length === 0) {
    return (
      <p className="flex items-center gap-3 rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
        <Award aria-hidden="true" className="size-5 shrink-0 text-amber-200" />
        Achievements you unlock will show up here.
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-2">
      {latest.map((achievement) => (
        <li
          key={achievement.id}
          className="flex items-center gap-3 rounded-xl border border-border bg-surface p-3"
        >
          <AchievementIcon type={achievement.type} className="size-9" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{achievement.name}</p>
            <p className="truncate text-xs text-muted-foreground">{achievement.description}</p>
          </div>
          <span className="shrink-0 text-xs text-muted-foreground">{formatDate(achievement.unlockedAt)}</span>
        </li>
      ))}
    </ul>
  );
}
