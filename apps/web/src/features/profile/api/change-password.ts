import type { ChangePasswordRequest, MessageResponse } from '@codequest/contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export function changePassword(input: ChangePasswordRequest): Promise<MessageResponse> {
  return apiJson<MessageResponse>('POST', '/api/auth/change-password', input);
}

export function useChangePassword(
  options: Omit<UseMutationOptions<MessageResponse, Error, ChangePasswordRequest>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: changePassword });
}
