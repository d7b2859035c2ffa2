import type { ClassMessageResponse } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { classesQueryKey } from './get-classes';

/** POST /api/classes/:id/leave. */
export function leaveClass(classId: number): Promise<ClassMessageResponse> {
  return apiJson<ClassMessageResponse>('POST', `/api/classes/${classId}/leave`);
}

export function useLeaveClass({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveClass,
    onSuccess: (_answer, classId) => {
      queryClient.removeQueries({ queryKey: [...classesQueryKey, 'one', classId] });
      void queryClient.invalidateQueries({ queryKey: classesQueryKey });
      onSuccess?.();
    },
  });
}
