import type { Achievement } from '@codequest/contracts';
import { Flame, type LucideIcon, Medal, Puzzle, Sparkles } from 'lucide-react';
import { cn } from '@/lib/utils';

/** One icon and tone per achievement type (milestone, puzzle, streak, special). */
const LOOKS: Record<Achievement['type'], { icon: LucideIcon; tone: string }> = {
  milestone: { icon: Medal, tone: 'bg-violet-500/15 text-violet-300 ring-violet-400/30' },
  puzzle: { icon: Puzzle, tone: 'bg-cyan-500/15 text-cyan-300 ring-cyan-400/30' },
  streak: { icon: Flame, tone: 'bg-orange-500/15 text-orange-300 ring-orange-400/30' },
  special: { icon: Sparkles, tone: 'bg-amber-400/15 text-amber-200 ring-amber-300/30' },
};

export function AchievementIcon({
  type,
  locked = false,
  className,
}: {
  type: Achievement['type'];
  locked?: boolean;
  className?: string;
}) {
  const { icon: Icon, tone } = LOOKS[type];
  return (
    <span
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-xl ring-1 ring-inset',
        locked ? 'bg-muted text-muted-foreground ring-border grayscale' : tone,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-[45%]" />
    </span>
  );
}

export const ACHIEVEMENT_TYPE_LABELS: Record<Achievement['type'], string> = {
  milestone: 'Milestone',
  puzzle: 'Puzzle',
  streak: 'Streak',
  special: 'Special',
};
