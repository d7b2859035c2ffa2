import { Lock } from 'lucide-react';
import { ACHIEVEMENT_TYPE_LABELS, AchievementIcon } from '@/components/achievements/achievement-icon';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { type BoardEntry, progressText } from '../utils/achievement-board';

export function AchievementCard({ entry }: { entry: BoardEntry }) {
  const { achievement, unlockedAt } = entry;
  const locked = unlockedAt === null;
  return (
    <article
      aria-label={`${achievement.name}, ${locked ? 'locked' : 'unlocked'}`}
      data-state={locked ? 'locked' : 'unlocked'}
      className={cn(
        'flex h-full gap-4 rounded-2xl border p-5',
        locked ? 'border-border bg-card/60' : 'border-amber-300/30 bg-linear-to-br from-amber-300/10 to-card',
      )}
    >
      <AchievementIcon type={achievement.type} locked={locked} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className={cn('font-semibold', locked && 'text-slate-300')}>{achievement.name}</h3>
          {locked ? <Lock aria-hidden="true" className="size-3.5 text-muted-foreground" /> : null}
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{achievement.description}</p>
        {locked && achievement.progress ? (
          <div className="mt-3 grid gap-1.5" data-testid="achievement-progress">
            <p className="flex justify-between gap-2 text-xs text-muted-foreground">
              <span className="font-medium text-slate-300 tabular-nums">{progressText(achievement)}</span>
              <span className="tabular-nums">
                {Math.floor((achievement.progress.current / achievement.progress.target) * 100)}%
              </span>
            </p>
            <Progress
              value={(achievement.progress.current / achievement.progress.target) * 100}
              aria-label={`${achievement.name}: ${progressText(achievement)}`}
              className="h-1.5"
            />
          </div>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-2 text-xs">
          <Badge variant="secondary">{ACHIEVEMENT_TYPE_LABELS[achievement.type]}</Badge>
          {achievement.xpReward > 0 ? (
            <Badge variant={locked ? 'outline' : 'warning'}>+{achievement.xpReward} XP</Badge>
          ) : null}
          {unlockedAt ? (
            <span className="text-muted-foreground">Unlocked {formatDate(unlockedAt)}</span>
          ) : null}
        </div>
      </div>
    </article>
  );
}
