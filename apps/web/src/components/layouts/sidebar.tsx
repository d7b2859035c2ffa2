import type { User } from '@codequest/contracts';
import { Flame } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Logo } from '@/components/brand/logo';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { xpProgress } from '@/lib/xp';
import { NAV_ITEMS } from './nav-items';

/** The left navigation on large screens. Renders nothing without a user (product spec, section 2). */
export function Sidebar({
  user,
  showClasses = false,
  showContests = false,
}: {
  user: User | null;
  showClasses?: boolean;
  showContests?: boolean;
}) {
  const [location] = useLocation();
  if (!user) return null;
  const items = NAV_ITEMS.filter(
    (item) =>
      (!item.adminOnly || user.isAdmin) &&
      (!item.classesOnly || showClasses) &&
      (!item.contestsOnly || showContests),
  );
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-border bg-surface lg:flex">
      <div className="flex h-16 items-center border-b border-border px-5">
        <Link href={paths.puzzles} aria-label="CodeQuest puzzles" className="rounded-lg">
          <Logo />
        </Link>
      </div>
      <nav aria-label="Sidebar" className="flex-1 overflow-y-auto p-3">
        <ul className="grid gap-1">
          {items.map(({ href, label, icon: Icon, isActive }) => {
            const active = isActive(location);
            return (
              <li key={href}>
                <Link
                  href={href}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                    active
                      ? 'bg-primary text-primary-foreground shadow-lg shadow-primary/20'
                      : 'text-muted-foreground hover:bg-accent hover:text-foreground',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4.5" />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <LevelCard user={user} />
    </aside>
  );
}

/** Level and the XP bar towards the next multiple of 1000 (product spec, section 9). */
function LevelCard({ user }: { user: User }) {
  const { nextMilestone, percent } = xpProgress(user.currentXP);
  return (
    <div className="m-3 rounded-xl border border-border bg-card p-4">
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold">Level {user.level}</span>
        <span className="flex items-center gap-1 text-orange-300">
          <Flame aria-hidden="true" className="size-4" />
          {user.streak}
          <span className="sr-only">day streak</span>
        </span>
      </div>
      <Progress value={percent} className="mt-3" aria-label="XP towards the next level" />
      <p className="mt-2 text-xs text-muted-foreground">
        {user.currentXP} / {nextMilestone} XP
      </p>
    </div>
  );
}
