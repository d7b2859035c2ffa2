import type { ClassResponse, CreateClassRequest } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { classChanged } from './update-cache';

export function createClass(request: CreateClassRequest): Promise<ClassResponse> {
  return apiJson<ClassResponse>('POST', '/api/classes', request);
}

export function useCreateClass({ onSuccess }: { onSuccess?: (created: ClassResponse) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSuccess: (created) => {
      classChanged(queryClient, created);
      onSuccess?.(created);
    },
  });
}
