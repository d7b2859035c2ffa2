import type { ClassResponse } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { classChanged } from './update-cache';

/** POST /api/classes/join: the caller becomes a learner of the class whose code it is. */
export function joinClass(code: string): Promise<ClassResponse> {
  return apiJson<ClassResponse>('POST', '/api/classes/join', { code });
}

export function useJoinClass({ onSuccess }: { onSuccess?: (joined: ClassResponse) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinClass,
    onSuccess: (joined) => {
      classChanged(queryClient, joined);
      onSuccess?.(joined);
    },
  });
}
