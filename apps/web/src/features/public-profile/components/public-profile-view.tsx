import type { PublicProfile } from '@codequest/contracts';
import { Award, Crown, Hash, Layers, Sparkles, Target, TrendingUp, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { AchievementIcon } from '@/components/achievements/achievement-icon';
import { ActivityCalendar } from '@/components/activity/activity-calendar';
import { LoadFailed } from '@/components/load-failed';
import { difficultyLabel } from '@/components/puzzles/difficulty-badge';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatNumber } from '@/lib/format';
import { usePublicProfile } from '../api/get-public-profile';

/**
 * A learner's public profile (/u/:username), signed in or not: name, level, tier, XP and rank, solves by
 * difficulty and track, the achievements earned and the activity calendar. Nothing private is ever sent.
 */
export function PublicProfileView({ username }: { username: string }) {
  const profile = usePublicProfile(username);
  if (profile.isPending) {
    return (
      <div
        role="status"
        className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground"
      >
        <Spinner /> Loading the profile
      </div>
    );
  }
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) {
      return (
        <div className="grid justify-items-center gap-3 py-16 text-center">
          <UserRound aria-hidden="true" className="size-10 text-muted-foreground" />
          <h1 className="text-2xl font-bold">No such learner</h1>
          <p className="text-muted-foreground">Nobody on CodeQuest goes by “{username}”.</p>
        </div>
      );
    }
    return (
      <LoadFailed
        message="The profile could not be loaded."
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  return <Profile profile={profile.data} />;
}

function Profile({ profile }: { profile: PublicProfile }) {
  return (
    <div className="grid min-w-0 gap-6">
      <header className="flex min-w-0 flex-wrap items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-violet-500/15 text-2xl font-bold text-violet-200 ring-1 ring-violet-400/25 ring-inset"
        >
          {profile.username.slice(0, 1).toUpperCase()}
        </span>
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold tracking-tight sm:text-3xl">{profile.username}</h1>
          <p className="text-muted-foreground">
            Level {profile.level} · {profile.tier} · learning since {formatDate(profile.memberSince)}
          </p>
        </div>
      </header>

      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat
          icon={<Sparkles className="text-cyan-300" />}
          label="Total XP"
          value={formatNumber(profile.totalXP)}
        />
        <Stat
          icon={<Target className="text-emerald-300" />}
          label="Problems Solved"
          value={profile.solvedCount}
        />
        <Stat icon={<Crown className="text-amber-200" />} label="Rank tier" value={profile.tier} />
        <Stat
          icon={<Hash className="text-violet-300" />}
          label="Global Rank"
          value={profile.rank === null ? '—' : `#${profile.rank}`}
        />
      </dl>

      <ActivityCalendar calendar={profile.activity} />

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Panel title="Solved by difficulty" icon={<TrendingUp />}>
          <dl className="grid grid-cols-3 gap-3">
            {(['easy', 'medium', 'hard'] as const).map((difficulty) => (
              <div key={difficulty} className="rounded-xl border border-border bg-surface p-3 text-center">
                <dt className="text-xs text-muted-foreground">{difficultyLabel(difficulty)}</dt>
                <dd className="text-xl font-bold tabular-nums">{profile.solvedByDifficulty[difficulty]}</dd>
              </div>
            ))}
          </dl>
        </Panel>
        <Panel title="Solved by track" icon={<Layers />}>
          <ul className="grid gap-4">
            {profile.solvedByTrack.map((track) => (
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
        </Panel>
      </div>

      <Panel title={`Achievements (${profile.achievements.length})`} icon={<Award />}>
        {profile.achievements.length === 0 ? (
          <p className="text-sm text-muted-foreground">No achievements yet.</p>
        ) : (
          <ul aria-label="Achievements earned" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {profile.achievements.map((achievement) => (
              <li
                key={achievement.id}
                className="flex min-w-0 gap-3 rounded-xl border border-border bg-surface p-3"
              >
                <AchievementIcon type={achievement.type} className="size-9" />
                <div className="min-w-0">
                  <p className="truncate font-medium">{achievement.name}</p>
                  <p className="text-xs text-muted-foreground">
                    Unlocked {formatDate(achievement.unlockedAt)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

function Panel({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-2xl border border-border bg-card p-6">
      <h2 className="mb-4 flex items-center gap-2 font-semibold [&_svg]:size-4 [&_svg]:text-muted-foreground">
        <span aria-hidden="true">{icon}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: number | string }) {
  return (
    <div className="min-w-0 rounded-2xl border border-border bg-card p-5 [&_svg]:size-5">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className="mt-2 truncate text-xl font-bold sm:text-2xl">{value}</dd>
    </div>
  );
}
