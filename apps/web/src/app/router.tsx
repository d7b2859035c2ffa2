import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
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
 * Public pages a signed-in learner may open too: a reset link from a mail (it works whoever is signed in)
 * and the demo.
 */
const PAGES_FOR_EVERYONE: readonly string[] = [paths.resetPassword, paths.demo];
/** Signing in or up again makes no sense while signed in: these go to the puzzles. */
const SIGN_IN_PAGES: readonly string[] = [paths.login, paths.signup];

/**
 * A stored token means the signed-in app; none means the public pages (product spec, section 4), except
 * the pages for everyone above.
 */
export function AppRouter() {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const [location] = useLocation();

  // A new token (signed out, or signed in as someone else in another tab): nothing of the previous session
  // may stay in the cache. Done while rendering, so the next screen never starts with the old data.
  const lastToken = useRef(token);
  if (lastToken.current !== token) {
    lastToken.current = token;
    queryClient.clear();
  }

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
