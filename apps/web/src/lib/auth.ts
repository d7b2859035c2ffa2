import type { User } from '@codequest/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { UI_MESSAGES } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { apiGet, apiRequest } from './api-client';
import { endSession, readToken } from './session';

/** The signed-in user (GET /api/profile/current) and signing out, shared by every signed-in screen. */

export function getCurrentUser(): Promise<User> {
  return apiGet<User>('/api/profile/current');
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['current-user'], queryFn: getCurrentUser });

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
