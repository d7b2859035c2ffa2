import { type DefaultOptions, QueryClient } from '@tanstack/react-query';

/**
 * Query defaults of the product spec (section 4): no retries, no refetch on focus, no polling, never stale;
 * mutations are not retried. Screens that poll set their own refetchInterval (config/constants.ts).
 */
export const queryConfig = {
  queries: {
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    staleTime: Number.POSITIVE_INFINITY,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
