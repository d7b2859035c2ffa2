import type { User } from '@codequest/contracts';
import { Flame, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '@/components/brand/logo';
import { paths } from '@/config/paths';
import { isFirstVisit } from '@/lib/first-visit';
import { BottomNav } from './bottom-nav';
import { Sidebar } from './sidebar';

/**
 * The signed-in shell: sidebar on large screens, fixed bottom bar on small ones, and a header whose right side
 * (the messages bell and the account menu) the app passes in.
 */
export function AppLayout({
  user,
  accountMenu,
  inbox,
  showClasses = false,
  showContests = false,
  children,
}: {
  user: User;
  /** Whether the sidebar lists Classes (teachers, administrators, members of a class). */
  showClasses?: boolean;
  /** Whether the sidebar lists Contests (organisers, anyone a contest is open to). */
  showContests?: boolean;
  accountMenu: ReactNode;
  /** The messages bell, left of the account menu. */
  inbox?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen">
      <Sidebar user={user} showClasses={showClasses} showContests={showContests} />
      <div className="flex min-h-screen flex-col lg:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-3 border-b border-border bg-background/85 px-4 backdrop-blur-lg sm:px-6">
          <Link href={paths.puzzles} aria-label="CodeQuest puzzles" className="rounded-lg lg:hidden">
            <Logo compact />
          </Link>
          <p className="hidden text-sm text-muted-foreground lg:block">
            {isFirstVisit(user.id) ? 'Welcome' : 'Welcome back'},{' '}
            <span className="font-medium text-foreground">{user.username}</span>
          </p>
          <div className="flex items-center gap-2 sm:gap-3">
            <span className="flex items-center gap-1.5 rounded-full border border-border bg-card px-3 py-1.5 text-xs font-semibold">
              <Sparkles aria-hidden="true" className="size-3.5 text-violet-300" />
              Lv {user.level}
              <span className="text-muted-foreground">·</span>
              {user.totalXP} XP
            </span>
            <span
              title={`${user.streak} day streak`}
              className="hidden items-center gap-1 rounded-full border border-border bg-card px-3 py-1.5 text-xs font-semibold sm:flex"
            >
              <Flame aria-hidden="true" className="size-3.5 text-orange-300" />
              {user.streak}
              <span className="sr-only">day streak</span>
            </span>
            {inbox}
            {accountMenu}
          </div>
        </header>
        <main className="flex-1 px-4 pt-6 pb-28 sm:px-6 lg:px-8 lg:pt-8 lg:pb-12">{children}</main>
      </div>
      <BottomNav user={user} />
    </div>
  );
}
