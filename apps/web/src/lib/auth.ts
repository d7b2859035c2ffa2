import type { User } from '@codequest/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { UI_MESSAGES } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { ApiError, apiGet, apiRequest } from './api-client';
import { backoffDelay } from './backoff';
import { endSession, readToken } from './session';

/** The signed-in user (GET /api/profile/current) and signing out, shared by every signed-in screen. */

export function getCurrentUser(): Promise<User> {
  return apiGet<User>('/api/profile/current');
}

/** Only this answer means the session is over; anything else (no answer, a 5xx, a 429) is worth waiting out. */
export function isSessionRejected(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * The profile call keeps trying after a network error or a server error, with backoff, so a blip (a dropped
 * connection, a restart) does not sign the learner out; a 401 is final.
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['current-user'],
    queryFn: getCurrentUser,
    retry: (_failures, error) => !isSessionRejected(error),
    retryDelay: (failures) => backoffDelay(failures - 1),
  });

export function useCurrentUserQuery() {
  return useQuery(currentUserQueryOptions());
}

/** The user inside the signed-in app, where the profile is always loaded before any screen renders. */
export function useCurrentUser(): User {
  const { data } = useCurrentUserQuery();
  if (!data) throw new Error('useCurrentUser() used before the profile was loaded');
  return data;
}

/**
 * Signs out: tells the server (which revokes the token), then forgets the session whatever the server said,
 * so a user can always leave.
 */
export async function logout(): Promise<void> {
  try {
    if (readToken()) await apiRequest('POST', '/api/auth/logout');
  } finally {
    endSession();
  }
}

export function useLogout({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    // The app's router clears the query cache as soon as the token is gone.
    mutationFn: () => logout().catch(() => undefined),
    onSuccess: () => {
      toast({ title: UI_MESSAGES.loggedOut, variant: 'success' });
      onSuccess?.();
    },
  });
}
