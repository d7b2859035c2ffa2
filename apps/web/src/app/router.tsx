import { lazy, Suspense, useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { FullPageLoader } from '@/components/layouts/full-page-loader';
import { UI_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { useSessionToken } from '@/hooks/use-session-token';
import { dismissScreenToasts } from '@/hooks/use-toast';
import { PublicRoutes } from './routes/public';

// The signed-in app is its own chunk: visitors of the public pages never download it.
const SignedInApp = lazy(() => import('./routes/app/root'));

/**
 * Public pages a signed-in learner may open too: a reset link or a sign-up's link from a mail (they work
 * whoever is signed in) and the demo.
 */
const PAGES_FOR_EVERYONE: readonly string[] = [paths.resetPassword, paths.confirmSignup, paths.demo];
/** Signing in or up again makes no sense while signed in: these go to the puzzles. */
const SIGN_IN_PAGES: readonly string[] = [paths.login, paths.signup];

/**
 * A stored token means the signed-in app; none means the public pages (product spec, section 4), except
 * the pages for everyone above.
 */
export function AppRouter() {
  const token = useSessionToken();
  const [location] = useLocation();

  // A new token mounts the signed-in app afresh, with an empty query cache (app/query-provider.tsx).
  useEffect(() => {
    if (!location) return;
    window.scrollTo(0, 0);
    dismissScreenToasts(location);
  }, [location]);

  if (!token || PAGES_FOR_EVERYONE.includes(location)) return <PublicRoutes />;
  if (SIGN_IN_PAGES.includes(location)) return <Redirect to={paths.puzzles} replace />;
  return (
    <Suspense fallback={<FullPageLoader label={UI_MESSAGES.loadingProfile} />}>
      <SignedInApp key={token} />
    </Suspense>
  );
}
