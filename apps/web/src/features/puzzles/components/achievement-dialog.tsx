import type { Achievement } from '@codequest/contracts';
import { AchievementIcon } from '@/components/achievements/achievement-icon';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/** One dialog per achievement a submit unlocked, shown one after the other (product spec, section 8). */
export function AchievementDialog({
  achievement,
  remaining,
  onDone,
}: {
  achievement: Achievement | undefined;
  remaining: number;
  onDone: () => void;
}) {
  return (
    <Dialog open={achievement !== undefined} onOpenChange={(open) => (open ? undefined : onDone())}>
      <DialogContent className="max-w-sm text-center">
        {achievement ? (
          <div className="grid justify-items-center gap-4 pt-2">
            <div className="relative">
              <div aria-hidden="true" className="absolute inset-0 rounded-full bg-amber-400/30 blur-2xl" />
              <AchievementIcon type={achievement.type} className="relative size-20 rounded-2xl" />
            </div>
            <div className="grid gap-1">
              <p className="text-xs font-semibold tracking-wide text-amber-200 uppercase">
                Achievement Unlocked!
              </p>
              <DialogTitle className="text-xl">{achievement.name}</DialogTitle>
              <DialogDescription>{achievement.description}</DialogDescription>
            </div>
            {achievement.xpReward > 0 ? <Badge variant="warning">+{achievement.xpReward} XP</Badge> : null}
            <Button onClick={onDone} className="w-full">
              {remaining > 0 ? 'Next Achievement' : 'Awesome!'}
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
