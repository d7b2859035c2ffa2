import type { MessageResponse, ResetPasswordRequest } from '@codequest/contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export function resetPassword(input: ResetPasswordRequest): Promise<MessageResponse> {
  return apiJson<MessageResponse>('POST', '/api/auth/reset-password-confirm', input);
}

export function useResetPassword(
  options: Omit<UseMutationOptions<MessageResponse, Error, ResetPasswordRequest>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: resetPassword });
}
