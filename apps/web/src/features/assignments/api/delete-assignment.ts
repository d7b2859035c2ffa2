import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { assignmentsQueryKey } from './get-class-assignments';

/** DELETE /api/classes/:id/assignments/:assignmentId (teachers). */
export function deleteAssignment({
  classId,
  assignmentId,
}: {
  classId: number;
  assignmentId: number;
}): Promise<{ message: string }> {
  return apiJson<{ message: string }>('DELETE', `/api/classes/${classId}/assignments/${assignmentId}`);
}

export function useDeleteAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssignment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentsQueryKey }),
  });
}
