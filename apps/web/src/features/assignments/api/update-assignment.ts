import type { Assignment, AssignmentRequest } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { assignmentsQueryKey } from './get-class-assignments';

/** PUT /api/classes/:id/assignments/:assignmentId: its title, puzzles, times and late rule changed. */
export function updateAssignment({
  classId,
  assignmentId,
  request,
}: {
  classId: number;
  assignmentId: number;
  request: AssignmentRequest;
}): Promise<Assignment> {
  return apiJson<Assignment>('PUT', `/api/classes/${classId}/assignments/${assignmentId}`, request);
}

export function useUpdateAssignment({ onSuccess }: { onSuccess?: (saved: Assignment) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssignment,
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: assignmentsQueryKey });
      onSuccess?.(saved);
    },
  });
}
