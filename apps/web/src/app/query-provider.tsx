import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { onReconnect } from '@/lib/connection';
import { createQueryClient } from '@/lib/react-query';

/**
 * TanStack Query for the screens that talk to the server: the sign-in pages and the signed-in app, all lazy
 * chunks, each wrapped in this provider. Kept out of the landing page's first download (about 10 KB
 * compressed), which needs none of it.
 *
 * Each mount has a client of its own. The signed-in app is mounted afresh for every token (the router keys it
 * by the token), so a new session never starts with the previous one's data. Back in touch with the server
 * after it was away, what failed meanwhile loads again.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  useEffect(
    () =>
      onReconnect(() => {
        void queryClient.refetchQueries({
          type: 'active',
          predicate: (query) => query.state.status === 'error',
        });
      }),
    [queryClient],
  );

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
