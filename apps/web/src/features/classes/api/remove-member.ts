import type { ClassResponse } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { classChanged } from './update-cache';

/** DELETE /api/classes/:id/members/:userId. */
export function removeMember({
  classId,
  userId,
}: {
  classId: number;
  userId: number;
}): Promise<ClassResponse> {
  return apiJson<ClassResponse>('DELETE', `/api/classes/${classId}/members/${userId}`);
}

export function useRemoveMember({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (changed) => {
      classChanged(queryClient, changed);
      onSuccess?.();
    },
  });
}
