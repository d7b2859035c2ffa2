import { TOKEN_CHANGED_EVENT, type User } from '@codequest/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { QueryProvider } from '@/app/query-provider';
import { AppLayout } from '@/components/layouts/app-layout';
import { FullPageLoader } from '@/components/layouts/full-page-loader';
import { Spinner } from '@/components/ui/spinner';
import { UI_MESSAGES } from '@/config/messages';
import { PUZZLES_PATHS, paths } from '@/config/paths';
import { RecentAchievements } from '@/features/achievements/components/recent-achievements';
import { useClasses } from '@/features/classes/api/get-classes';
import { useContests } from '@/features/contests/api/get-contests';
import { InboxBell } from '@/features/inbox/components/inbox-bell';
import { UserMenu } from '@/features/profile/components/user-menu';
import { categoriesQueryOptions } from '@/features/puzzles/api/get-categories';
import { puzzlesQueryOptions } from '@/features/puzzles/api/get-puzzles';
import { currentUserQueryOptions, isSessionRejected, useCurrentUserQuery, useLogout } from '@/lib/auth';
import { endSession, writeUser } from '@/lib/session';
import { AchievementsRoute } from './achievements';
import { AdminRoute } from './admin';
import { AdminTestRoute } from './admin-test';
import { AssignmentProgressRoute } from './assignment-progress';
import { ClassPageRoute } from './class-page';
import { ClassPuzzleRoute } from './class-puzzle';
import { ClassesRoute } from './classes';
import { ContestPageRoute } from './contest-page';
import { ContestPuzzleRoute } from './contest-puzzle';
import { ContestsRoute } from './contests';
import { JoinRoute } from './join';
import { LeaderboardRoute } from './leaderboard';
import { NotFoundRoute } from './not-found';
import { ProgressRoute } from './progress';
import { PublicProfileRoute } from './public-profile';
import { SimilarityRoute } from './similarity';

// The Puzzles screen is a chunk of its own: it carries the judge's vocabulary (and zod with it), which the
// other screens do not need. The code editor is split off again, inside it.
const PuzzlesRoute = lazy(() => import('./puzzles'));
// A contest's problem opens in the same workspace: a chunk of its own too.
const ContestProblemRoute = lazy(() => import('./contest-problem'));

/**
 * The signed-in app (its own chunk). It loads the profile first: until it arrives the page reads "Loading
 * your profile". A 401 clears the session and the public pages take over (product spec, section 4); any
 * other failure reads "Reconnecting…" while the call is retried, and the learner stays on their page.
 */
export default function SignedInAppRoot() {
  return (
    <QueryProvider>
      <SignedInApp />
    </QueryProvider>
  );
}

function SignedInApp() {
  const userQuery = useCurrentUserQuery();
  const queryClient = useQueryClient();
  const user = userQuery.data;
  usePuzzlesScreenData(queryClient);
  const showClasses = useShowsClasses(user);
  const showContests = useShowsContests(user);

  const rejected = userQuery.isError && isSessionRejected(userQuery.error);
  useEffect(() => {
    if (rejected) endSession();
  }, [rejected]);

  useEffect(() => {
    if (user) writeUser(user);
  }, [user]);

  useEffect(() => {
    // tokenChanged also follows an accepted submit: the user (XP, level, streak) is loaded again.
    const reload = () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    window.addEventListener(TOKEN_CHANGED_EVENT, reload);
    return () => window.removeEventListener(TOKEN_CHANGED_EVENT, reload);
  }, [queryClient]);

  if (!user) {
    const label = userQuery.failureCount > 0 ? UI_MESSAGES.reconnecting : UI_MESSAGES.loadingProfile;
    return <FullPageLoader label={label} />;
  }
  return (
    <AppLayout
      user={user}
      accountMenu={<AccountMenu />}
      inbox={<InboxBell />}
      showClasses={showClasses}
      showContests={showContests}
    >
      <SignedInRoutes />
    </AppLayout>
  );
}

/**
 * Opened on the Puzzles screen (where signing in leads), the app asks for the puzzle list and the categories
 * together with the profile rather than after it: on a slow network each round trip saved is felt. The
 * screen then finds them in the cache (or, if they failed, asks again).
 */
function usePuzzlesScreenData(queryClient: QueryClient): void {
  const [location] = useLocation();
  const [openedOnPuzzles] = useState(() => PUZZLES_PATHS.includes(location));
  useEffect(() => {
    if (!openedOnPuzzles) return;
    void queryClient.prefetchQuery(puzzlesQueryOptions());
    void queryClient.prefetchQuery(categoriesQueryOptions());
  }, [queryClient, openedOnPuzzles]);
}

/**
 * Whether Classes is in the navigation: for teachers and administrators at once, for anyone else once they
 * are in a class (their list is asked for only then).
 */
function useShowsClasses(user: User | undefined): boolean {
  const teaches = user ? user.isTeacher || user.isAdmin : false;
  const classes = useClasses({ enabled: user !== undefined && !teaches });
  return teaches || (classes.data?.items.length ?? 0) > 0;
}

/**
 * Whether Contests is in the navigation: for teachers and administrators (who organise them) at once, for
 * anyone else once a contest is open to them (their list is asked for only then).
 */
function useShowsContests(user: User | undefined): boolean {
  const organises = user ? user.isTeacher || user.isAdmin : false;
  const contests = useContests({ enabled: user !== undefined && !organises });
  return organises || (contests.data?.items.length ?? 0) > 0;
}

function AccountMenu() {
  const [, navigate] = useLocation();
  const { data: user } = useCurrentUserQuery();
  const showClasses = useShowsClasses(user);
  const showContests = useShowsContests(user);
  const logout = useLogout({ onSuccess: () => navigate(paths.home, { replace: true }) });
  if (!user) return null;
  return (
    <UserMenu
      user={user}
      onOpenAdmin={() => navigate(paths.admin)}
      onOpenClasses={showClasses ? () => navigate(paths.classes) : undefined}
      onOpenContests={showContests ? () => navigate(paths.contests) : undefined}
      onLogout={() => logout.mutate()}
      onAccountDeleted={() => navigate(paths.home, { replace: true })}
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
        <Route path={paths.classes} component={ClassesRoute} />
        <Route path={paths.classPage} component={ClassPageRoute} />
        <Route path={paths.assignmentProgress} component={AssignmentProgressRoute} />
        <Route path={paths.classPuzzle} component={ClassPuzzleRoute} />
        <Route path={paths.similarity} component={SimilarityRoute} />
        <Route path={paths.contests} component={ContestsRoute} />
        <Route path={paths.contestPage} component={ContestPageRoute} />
        <Route path={paths.contestProblem} component={ContestProblemRoute} />
        <Route path={paths.contestPuzzle} component={ContestPuzzleRoute} />
        <Route path={paths.join} component={JoinRoute} />
        <Route path={paths.publicProfile} component={PublicProfileRoute} />
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
