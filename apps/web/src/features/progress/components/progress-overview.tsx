import { type Difficulty, RANK_TIERS } from '@codequest/contracts';
import { CalendarCheck, Crown, Flame, Hash, Layers, Sparkles, Target, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { DifficultyBadge, difficultyLabel } from '@/components/puzzles/difficulty-badge';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { PROGRESS_RECENT_SOLVES } from '@/config/constants';
import { formatDate, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { xpProgress } from '@/lib/xp';
import type { ProgressView } from '../utils/progress-view';

/**
 * A learner's progress: level and the XP bar to the next multiple of 1000, streak, rank tier, solves by
 * difficulty and by track, and the most recent solves. `activity` (the activity calendar) follows the
 * figures; `extra` is shown last (the app puts achievements there).
 */
export function ProgressOverview({
  progress,
  activity,
  extra,
}: {
  progress: ProgressView;
  activity?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[2fr_1fr]">
        <LevelCard progress={progress} />
        <TierCard solvedCount={progress.solvedCount} tier={progress.tier} />
      </div>

      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat
          icon={<Sparkles className="text-cyan-300" />}
          label="Total XP"
          value={formatNumber(progress.totalXP)}
        />
        <Stat
          icon={<Target className="text-emerald-300" />}
          label="Problems Solved"
          value={progress.solvedCount}
        />
        <Stat
          icon={<Flame className="text-orange-300" />}
          label="Day Streak"
          value={
            progress.streak === null ? '—' : `${progress.streak} ${progress.streak === 1 ? 'day' : 'days'}`
          }
        />
        <Stat
          icon={<Hash className="text-violet-300" />}
          label="Global Rank"
          value={progress.rank === null ? '—' : `#${progress.rank}`}
        />
      </dl>

      {activity}

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Panel title="Solved by difficulty" icon={<TrendingUp />}>
          <DifficultyBars solved={progress.solvedByDifficulty} />
        </Panel>
        <Panel title="Solved by track" icon={<Layers />}>
          {progress.solvedByTrack.length === 0 ? (
            <p className="text-sm text-muted-foreground">No tracks yet.</p>
          ) : (
            <ul className="grid gap-4">
              {progress.solvedByTrack.map((track) => (
                <li key={track.categoryId}>
                  <div className="mb-1.5 flex justify-between text-sm">
                    <span className="font-medium">{track.name}</span>
                    <span className="tabular-nums text-muted-foreground">
                      {track.solved}/{track.total}
                    </span>
                  </div>
                  <Progress
                    value={track.total === 0 ? 0 : (track.solved / track.total) * 100}
                    aria-label={`${track.name}: ${track.solved} of ${track.total} solved`}
                  />
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>

      <Panel title="Recent solves" icon={<CalendarCheck />}>
        <RecentSolves solves={progress.recentSolves.slice(0, PROGRESS_RECENT_SOLVES)} />
      </Panel>

      {extra}
    </div>
  );
}

function LevelCard({ progress }: { progress: ProgressView }) {
  const { nextMilestone, percent } = xpProgress(progress.currentXP);
  return (
    <section aria-label="Level" className="rounded-2xl border border-border bg-card p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm text-muted-foreground">Current level</p>
          <p className="text-4xl font-bold tracking-tight">Level {progress.level}</p>
        </div>
        <p className="text-sm text-muted-foreground">
          <span className="font-semibold text-foreground">{nextMilestone - progress.currentXP} XP</span> to
          the next milestone
        </p>
      </div>
      <Progress value={percent} className="mt-5 h-3" aria-label="XP towards the next milestone" />
      <p className="mt-2 flex justify-between text-xs text-muted-foreground">
        <span>{formatNumber(progress.currentXP)} XP</span>
        <span>{formatNumber(nextMilestone)} XP</span>
      </p>
    </section>
  );
}

function TierCard({ solvedCount, tier }: { solvedCount: number; tier: string }) {
  // RANK_TIERS runs from the highest tier down; the next one is the lowest still out of reach.
  const next = [...RANK_TIERS].reverse().find((candidate) => candidate.minSolved > solvedCount);
  return (
    <section
      aria-label="Rank tier"
      className="flex flex-col justify-between rounded-2xl border border-amber-300/25 bg-linear-to-br from-amber-300/10 to-card p-6"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-amber-300/15 text-amber-200">
          <Crown aria-hidden="true" className="size-5" />
        </span>
        <div>
          <p className="text-sm text-muted-foreground">Rank tier</p>
          <p className="text-xl font-bold" data-testid="rank-tier">
            {tier}
          </p>
        </div>
      </div>
      <p className="mt-4 text-sm text-muted-foreground">
        {next
          ? `${next.minSolved - solvedCount} more ${next.minSolved - solvedCount === 1 ? 'solve' : 'solves'} to ${next.name}.`
          : 'The highest tier there is.'}
      </p>
    </section>
  );
}

const DIFFICULTY_BARS: Record<Difficulty, string> = {
  easy: 'bg-emerald-400',
  medium: 'bg-amber-300',
  hard: 'bg-red-400',
};

function DifficultyBars({ solved }: { solved: Record<Difficulty, number> }) {
  const most = Math.max(1, solved.easy, solved.medium, solved.hard);
  return (
    <dl className="grid gap-4">
      {(['easy', 'medium', 'hard'] as const).map((difficulty) => (
        <div key={difficulty} className="grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-3">
          <dt className="text-sm">{difficultyLabel(difficulty)}</dt>
          <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-muted">
            <div
              className={cn('h-full rounded-full', DIFFICULTY_BARS[difficulty])}
              style={{ width: `${(solved[difficulty] / most) * 100}%` }}
            />
          </div>
          <dd className="text-right text-sm font-semibold tabular-nums">{solved[difficulty]}</dd>
        </div>
      ))}
    </dl>
  );
}

function RecentSolves({ solves }: { solves: ProgressView['recentSolves'] }) {
  if (solves.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No solves yet: your accepted solutions will show up here.
      </p>
    );
  }
  return (
    <ol aria-label="Recent solves" className="grid grid-cols-1 gap-2">
      {solves.map((solve) => (
        <li
          key={solve.puzzleId}
          className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface px-4 py-3"
        >
          <span className="min-w-0 flex-1 truncate font-medium">{solve.title}</span>
          <DifficultyBadge difficulty={solve.difficulty} />
          {solve.xpAwarded === null ? null : <Badge variant="brand">+{solve.xpAwarded} XP</Badge>}
          <span className="w-28 text-right text-xs text-muted-foreground">
            {formatDate(solve.completedAt)}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Panel({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const id = `progress-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-card p-6">
      <h2
        id={id}
        className="mb-4 flex items-center gap-2 font-semibold [&_svg]:size-4 [&_svg]:text-muted-foreground"
      >
        <span aria-hidden="true">{icon}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: number | string }) {
  return (
    <div className="rounded-2xl border border-border bg-card p-5 [&_svg]:size-5">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className="mt-2 text-2xl font-bold sm:text-3xl">{value}</dd>
    </div>
  );
}
