import type { ClassResponse } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { classChanged } from './update-cache';

/** PUT /api/classes/:id/joining: opens or closes the join code. */
export function setJoining({ classId, open }: { classId: number; open: boolean }): Promise<ClassResponse> {
  return apiJson<ClassResponse>('PUT', `/api/classes/${classId}/joining`, { open });
}

export function useSetJoining() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setJoining, onSuccess: (changed) => classChanged(queryClient, changed) });
}
