import type { User } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/lib/auth';

export function updateMobile(mobile: string): Promise<User> {
  return apiJson<User>('PATCH', '/api/profile/update', { mobile });
}

export function useUpdateMobile({
  onSuccess,
  onError,
}: {
  onSuccess?: () => void;
  onError?: () => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMobile,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
      onSuccess?.();
    },
    onError,
  });
}
