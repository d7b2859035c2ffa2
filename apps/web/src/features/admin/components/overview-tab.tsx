import { type AdminStatsResponse, type AdminUser, XP_PER_LEVEL } from '@codequest/contracts';
import { Activity, Crown, Puzzle, Users } from 'lucide-react';
import { Link } from 'wouter';
import { DifficultyBadge } from '@/components/puzzles/difficulty-badge';
import { Progress } from '@/components/ui/progress';
import { ADMIN_PROGRESS_LIST_SIZE, REFRESH_INTERVALS_MS } from '@/config/constants';
import { progressOf } from '@/config/paths';
import { formatNumber, formatTime } from '@/lib/format';
import { xpProgress } from '@/lib/xp';
import { useAdminStats } from '../api/get-admin-stats';
import { useAdminUsers } from '../api/get-admin-users';
import { ListLoading, ListMessage } from './list-state';
import { StatCard } from './stat-card';

/** Overview: live totals, Quest Master, active sessions, the top learners' progress and today's solutions. */
export function OverviewTab() {
  const stats = useAdminStats();
  if (stats.isPending) return <ListLoading label="Loading the overview" />;
  if (stats.isError) return <ListMessage>The overview could not be loaded.</ListMessage>;
  return (
    <div className="grid grid-cols-1 gap-6">
      <Figures stats={stats.data} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <UserProgressList />
        <TodaySolutions stats={stats.data} />
      </div>
    </div>
  );
}

function Figures({ stats }: { stats: AdminStatsResponse }) {
  const master = stats.questMaster;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard icon={<Users />} label="Total Users" value={formatNumber(stats.totalUsers)} />
      <StatCard icon={<Puzzle />} label="Total Puzzles" value={formatNumber(stats.totalPuzzles)} />
      <StatCard
        icon={<Crown />}
        label="Quest Master"
        value={master ? master.username : 'Nobody yet'}
        detail={master ? `${formatNumber(master.totalXP)} XP · Level ${master.level}` : 'No XP earned yet'}
      />
      <StatCard
        icon={<Activity />}
        label="Active Sessions"
        value={formatNumber(stats.activeSessions)}
        detail="Used in the last 15 minutes"
      />
    </div>
  );
}

/** The top learners by XP with their real solved counts (not the spec's totalXP / 100 estimate). */
function UserProgressList() {
  const users = useAdminUsers(
    { sort: 'xp', pageSize: ADMIN_PROGRESS_LIST_SIZE },
    { refetchInterval: REFRESH_INTERVALS_MS.adminStats },
  );
  return (
    <section aria-labelledby="user-progress-heading" className="rounded-2xl border border-border bg-card p-5">
      <h3 id="user-progress-heading" className="font-semibold">
        User progress
      </h3>
      {users.isPending ? (
        <ListLoading label="Loading users" />
      ) : users.isError ? (
        <ListMessage>The users could not be loaded.</ListMessage>
      ) : users.data.items.length === 0 ? (
        <ListMessage>No users yet.</ListMessage>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-3">
          {users.data.items.map((user) => (
            <UserProgressRow key={user.id} user={user} />
          ))}
        </ul>
      )}
    </section>
  );
}

function UserProgressRow({ user }: { user: AdminUser }) {
  const { percent } = xpProgress(user.totalXP % XP_PER_LEVEL);
  return (
    <li className="grid grid-cols-1 gap-1.5" data-testid="user-progress-row">
      <div className="flex items-center justify-between gap-3 text-sm">
        <Link href={progressOf(user.id)} className="truncate font-medium hover:underline">
          {user.username}
        </Link>
        <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
          Level {user.level} · {formatNumber(user.totalXP)} XP · {formatNumber(user.solvedCount)} solved
        </span>
      </div>
      <Progress value={percent} aria-label={`${user.username}: progress to the next level`} />
    </li>
  );
}

function TodaySolutions({ stats }: { stats: AdminStatsResponse }) {
  const solutions = stats.todaySolutionsWithUsers;
  return (
    <section aria-labelledby="today-heading" className="rounded-2xl border border-border bg-card p-5">
      <h3 id="today-heading" className="flex items-baseline justify-between gap-3 font-semibold">
        Today's solutions
        <span className="text-sm font-normal text-muted-foreground">
          {formatNumber(stats.todaySolutionsCount)} today (UTC)
        </span>
      </h3>
      {solutions.length === 0 ? (
        <ListMessage>No puzzles solved yet today.</ListMessage>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-2">
          {solutions.map((solution) => (
            <li
              key={`${solution.userId}-${solution.puzzleId}`}
              className="flex items-center justify-between gap-3 rounded-lg border border-border bg-surface px-3 py-2 text-sm"
            >
              <span className="min-w-0 truncate">
                <span className="font-medium">{solution.username}</span>
                <span className="text-muted-foreground"> solved </span>
                {solution.title}
              </span>
              <span className="flex shrink-0 items-center gap-2">
                <DifficultyBadge difficulty={solution.difficulty} />
                <time dateTime={solution.completedAt} className="text-xs text-muted-foreground tabular-nums">
                  {formatTime(solution.completedAt)}
                </time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
