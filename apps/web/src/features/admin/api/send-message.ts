import type { AdminActionResponse, SendMessageRequest } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { auditLogQueryKey } from './get-audit-log';

export function sendMessage(request: SendMessageRequest): Promise<AdminActionResponse> {
  return apiJson<AdminActionResponse>('POST', '/api/admin/send-message', request);
}

export function useSendMessage({
  onSuccess,
  onError,
}: {
  onSuccess?: () => void;
  onError?: () => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: auditLogQueryKey });
      onSuccess?.();
    },
    onError,
  });
}
