import type { ClassResponse } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { classChanged } from './update-cache';

/** POST /api/classes/:id/code: a new code; the old one and its link stop working. */
export function regenerateCode(classId: number): Promise<ClassResponse> {
  return apiJson<ClassResponse>('POST', `/api/classes/${classId}/code`);
}

export function useRegenerateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateCode,
    onSuccess: (changed) => classChanged(queryClient, changed),
  });
}
