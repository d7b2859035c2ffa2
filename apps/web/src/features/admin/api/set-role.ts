import type { AdminActionResponse } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { adminUsersQueryKey } from './get-admin-users';
import { auditLogQueryKey } from './get-audit-log';

/** The roles beside Make Admin: teacher rights given or taken, admin rights taken. */
export type RoleChange = 'makeTeacher' | 'removeTeacher' | 'removeAdmin';

const ROLE_REQUESTS: Record<RoleChange, { method: 'POST' | 'DELETE'; path: (userId: number) => string }> = {
  makeTeacher: { method: 'POST', path: (userId) => `/api/admin/users/${userId}/teacher` },
  removeTeacher: { method: 'DELETE', path: (userId) => `/api/admin/users/${userId}/teacher` },
  removeAdmin: { method: 'DELETE', path: (userId) => `/api/admin/users/${userId}/admin` },
};

export function setRole({
  change,
  userId,
}: {
  change: RoleChange;
  userId: number;
}): Promise<AdminActionResponse> {
  const request = ROLE_REQUESTS[change];
  return apiJson<AdminActionResponse>(request.method, request.path(userId));
}

export function useSetRole({
  onSuccess,
  onError,
}: {
  onSuccess?: (response: AdminActionResponse) => void;
  onError?: (error: unknown) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRole,
    onSuccess: (response) => {
      void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
      void queryClient.invalidateQueries({ queryKey: auditLogQueryKey });
      onSuccess?.(response);
    },
    onError,
  });
}
