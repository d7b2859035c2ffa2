import { Award, Flame, Lock, Target, Trophy } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { DEMO_ACHIEVEMENTS, DEMO_PROGRESS } from '../data';

export function ProgressTab() {
  const { level, levelStartXP, levelEndXP, currentXP, solved, streakDays } = DEMO_PROGRESS;
  const percent = ((currentXP - levelStartXP) / (levelEndXP - levelStartXP)) * 100;
  return (
    <div className="grid gap-6">
      <Card>
        <CardContent className="p-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <p className="text-sm text-muted-foreground">Current level</p>
              <p className="text-3xl font-bold">Level {level}</p>
            </div>
            <p className="text-sm text-muted-foreground">
              <span className="font-semibold text-foreground">{currentXP} XP</span> · {levelEndXP - currentXP}{' '}
              XP to Level {level + 1}
            </p>
          </div>
          <Progress value={percent} className="mt-5 h-3" aria-label={`Level ${level} progress`} />
          <div className="mt-2 flex justify-between text-xs text-muted-foreground">
            <span>{levelStartXP} XP</span>
            <span>{levelEndXP} XP</span>
          </div>
        </CardContent>
      </Card>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard icon={Target} tone="text-violet-300" value={solved} label="Problems Solved" />
        <StatCard icon={Flame} tone="text-orange-300" value={`${streakDays} days`} label="Day Streak" />
        <StatCard
          icon={Trophy}
          tone="text-amber-200"
          value={`${DEMO_ACHIEVEMENTS.filter((a) => a.unlocked).length}/${DEMO_ACHIEVEMENTS.length}`}
          label="Achievements"
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Achievements</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 sm:grid-cols-2">
            {DEMO_ACHIEVEMENTS.map((achievement) => (
              <li
                key={achievement.name}
                className={cn(
                  'flex items-center gap-4 rounded-xl border p-4',
                  achievement.unlocked ? 'border-amber-300/30 bg-amber-300/5' : 'border-border bg-surface',
                )}
              >
                <span
                  className={cn(
                    'flex size-11 shrink-0 items-center justify-center rounded-xl',
                    achievement.unlocked
                      ? 'bg-amber-300/15 text-amber-200'
                      : 'bg-muted text-muted-foreground',
                  )}
                >
                  {achievement.unlocked ? (
                    <Award aria-hidden="true" className="size-5" />
                  ) : (
                    <Lock aria-hidden="true" className="size-5" />
                  )}
                </span>
                <div className="min-w-0">
                  <p className="font-medium">{achievement.name}</p>
                  <p className="text-sm text-muted-foreground">{achievement.description}</p>
                </div>
                <span className="ml-auto text-xs font-medium text-muted-foreground">
                  {achievement.unlocked ? 'Unlocked' : 'Locked'}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

function StatCard({
  icon: Icon,
  tone,
  value,
  label,
}: {
  icon: typeof Target;
  tone: string;
  value: string | number;
  label: string;
}) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4 p-5">
        <span className={cn('flex size-11 items-center justify-center rounded-xl bg-muted', tone)}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div>
          <p className="text-2xl font-bold">{value}</p>
          <p className="text-sm text-muted-foreground">{label}</p>
        </div>
      </CardContent>
    </Card>
  );
}
