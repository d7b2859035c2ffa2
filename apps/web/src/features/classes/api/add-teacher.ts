import type { ClassResponse } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { classChanged } from './update-cache';

/** POST /api/classes/:id/teachers: a co-teacher by username or email. */
export function addTeacher({ classId, login }: { classId: number; login: string }): Promise<ClassResponse> {
  return apiJson<ClassResponse>('POST', `/api/classes/${classId}/teachers`, { login });
}

export function useAddTeacher({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTeacher,
    onSuccess: (changed) => {
      classChanged(queryClient, changed);
      onSuccess?.();
    },
  });
}
