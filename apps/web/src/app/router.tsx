import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { FullPageLoader } from '@/components/layouts/full-page-loader';
import { UI_MESSAGES } from '@/config/messages';
import { useSessionToken } from '@/hooks/use-session-token';
import { PublicRoutes } from './routes/public';

// The signed-in app is its own chunk: visitors of the public pages never download it.
const SignedInApp = lazy(() => import('./routes/app/root'));

/** A stored token means the signed-in app; none means the public pages (product spec, section 4). */
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
    if (location) window.scrollTo(0, 0);
  }, [location]);

  if (!token) return <PublicRoutes />;
  return (
    <Suspense fallback={<FullPageLoader label={UI_MESSAGES.loadingProfile} />}>
      <SignedInApp key={token} />
    </Suspense>
  );
}
