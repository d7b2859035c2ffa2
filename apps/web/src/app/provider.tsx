import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ConnectionBanner } from '@/components/connection-banner';

// Toasts come after the first paint: the landing page never needs them to show, and slow networks should
// not wait for them. Toasts raised before the chunk arrives are kept in the store and shown when it does.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * What every page shares: the connection banner and the toasts. TanStack Query is provided by the screens
 * that use it (app/query-provider.tsx), so the landing page's first download does without it.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  // The toasts join once the app runs in the browser, so the landing page prerendered at build time
  // (app/prerender.tsx) and the app's first render are the same markup, as hydrating it requires.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  return (
    <>
      <ConnectionBanner />
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}
