import type { Assignment, AssignmentRequest } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { assignmentsQueryKey } from './get-class-assignments';

/** POST /api/classes/:id/assignments: creates and publishes (every member gets an inbox message). */
export function createAssignment({
  classId,
  request,
}: {
  classId: number;
  request: AssignmentRequest;
}): Promise<Assignment> {
  return apiJson<Assignment>('POST', `/api/classes/${classId}/assignments`, request);
}

export function useCreateAssignment({ onSuccess }: { onSuccess?: (created: Assignment) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssignment,
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: assignmentsQueryKey });
      onSuccess?.(created);
    },
  });
}
