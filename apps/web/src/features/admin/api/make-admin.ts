import type { AdminActionResponse } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { adminUsersQueryKey } from './get-admin-users';
import { auditLogQueryKey } from './get-audit-log';

export function makeAdmin(userId: number): Promise<AdminActionResponse> {
  return apiJson<AdminActionResponse>('POST', '/api/admin/make-admin', { userId });
}

export function useMakeAdmin({ onSuccess, onError }: { onSuccess?: () => void; onError?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSuccess: () => {
      // Every page of users (the badge changes) and the log.
      void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
      void queryClient.invalidateQueries({ queryKey: auditLogQueryKey });
      onSuccess?.();
    },
    onError,
  });
}
