import { TOKEN_CHANGED_EVENT } from '@codequest/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { AppLayout } from '@/components/layouts/app-layout';
import { FullPageLoader } from '@/components/layouts/full-page-loader';
import { Spinner } from '@/components/ui/spinner';
import { UI_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { RecentAchievements } from '@/features/achievements/components/recent-achievements';
import { InboxBell } from '@/features/inbox/components/inbox-bell';
import { UserMenu } from '@/features/profile/components/user-menu';
import { currentUserQueryOptions, useCurrentUserQuery, useLogout } from '@/lib/auth';
import { endSession, writeUser } from '@/lib/session';
import { AchievementsRoute } from './achievements';
import { AdminRoute } from './admin';
import { AdminTestRoute } from './admin-test';
import { LeaderboardRoute } from './leaderboard';
import { NotFoundRoute } from './not-found';
import { ProgressRoute } from './progress';

// The Puzzles screen is a chunk of its own: it carries the judge's vocabulary (and zod with it), which the
// other screens do not need. The code editor is split off again, inside it.
const PuzzlesRoute = lazy(() => import('./puzzles'));

/**
 * The signed-in app (its own chunk). It loads the profile first: until it arrives the page reads "Loading
 * your profile"; if it fails the session is cleared and the public pages take over (product spec, section 4).
 */
export default function SignedInApp() {
  const userQuery = useCurrentUserQuery();
  const queryClient = useQueryClient();
  const user = userQuery.data;

  useEffect(() => {
    if (userQuery.isError) endSession();
  }, [userQuery.isError]);

  useEffect(() => {
    if (user) writeUser(user);
  }, [user]);

  useEffect(() => {
    // tokenChanged also follows an accepted submit: the user (XP, level, streak) is loaded again.
    const reload = () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    window.addEventListener(TOKEN_CHANGED_EVENT, reload);
    return () => window.removeEventListener(TOKEN_CHANGED_EVENT, reload);
  }, [queryClient]);

  if (!user) return <FullPageLoader label={UI_MESSAGES.loadingProfile} />;
  return (
    <AppLayout user={user} accountMenu={<AccountMenu />} inbox={<InboxBell />}>
      <SignedInRoutes />
    </AppLayout>
  );
}

function AccountMenu() {
  const [, navigate] = useLocation();
  const { data: user } = useCurrentUserQuery();
  const logout = useLogout({ onSuccess: () => navigate(paths.home, { replace: true }) });
  if (!user) return null;
  return (
    <UserMenu
      user={user}
      onOpenAdmin={() => navigate(paths.admin)}
      onLogout={() => logout.mutate()}
      recentAchievements={<RecentAchievements userId={user.id} />}
    />
  );
}

/** The signed-in route table (product spec, section 2). */
function SignedInRoutes() {
  return (
    <Suspense fallback={<RouteLoader />}>
      <Switch>
        <Route path={paths.home} component={PuzzlesRoute} />
        <Route path={paths.dashboard} component={PuzzlesRoute} />
        <Route path={paths.puzzles} component={PuzzlesRoute} />
        <Route path={paths.leaderboard} component={LeaderboardRoute} />
        <Route path={paths.progress} component={ProgressRoute} />
        <Route path={paths.achievements} component={AchievementsRoute} />
        <Route path={paths.admin} component={AdminRoute} />
        <Route path={paths.adminTest} component={AdminTestRoute} />
        <Route component={NotFoundRoute} />
      </Switch>
    </Suspense>
  );
}

function RouteLoader() {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-24 text-sm text-muted-foreground">
      <Spinner /> Loading
    </div>
  );
}
