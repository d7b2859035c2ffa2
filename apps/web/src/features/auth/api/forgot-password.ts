import type { ForgotPasswordRequest, MessageResponse } from '@codequest/contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export function forgotPassword(input: ForgotPasswordRequest): Promise<MessageResponse> {
  return apiJson<MessageResponse>('POST', '/api/auth/forgot-password', input);
}

export function useForgotPassword(
  options: Omit<UseMutationOptions<MessageResponse, Error, ForgotPasswordRequest>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: forgotPassword });
}
