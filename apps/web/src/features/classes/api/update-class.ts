import type { ClassResponse, UpdateClassRequest } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { classChanged } from './update-cache';

/** PATCH /api/classes/:id: a new name or description (teachers of the class). */
export function updateClass({
  classId,
  request,
}: {
  classId: number;
  request: UpdateClassRequest;
}): Promise<ClassResponse> {
  return apiJson<ClassResponse>('PATCH', `/api/classes/${classId}`, request);
}

export function useUpdateClass({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClass,
    onSuccess: (changed) => {
      classChanged(queryClient, changed);
      onSuccess?.();
    },
  });
}
