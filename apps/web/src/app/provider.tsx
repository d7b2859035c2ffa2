import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ConnectionBanner } from '@/components/connection-banner';
import { onReconnect } from '@/lib/connection';
import { createQueryClient } from '@/lib/react-query';

// Toasts come after the first paint: the landing page never needs them to show, and slow networks should
// not wait for them. Toasts raised before the chunk arrives are kept in the store and shown when it does.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  useEffect(
    () =>
      // Back in touch with the server: load again what failed while it was away.
      onReconnect(() => {
        void queryClient.refetchQueries({
          type: 'active',
          predicate: (query) => query.state.status === 'error',
        });
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <ConnectionBanner />
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
