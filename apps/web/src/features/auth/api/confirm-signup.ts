import type { AuthResponse } from '@codequest/contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** Opens a sign-up's mailed link: the account is made and signed in. */
export function confirmSignup(token: string): Promise<AuthResponse> {
  return apiJson<AuthResponse>('POST', '/api/auth/confirm-signup', { token });
}

export function useConfirmSignup(
  options: Omit<UseMutationOptions<AuthResponse, Error, string>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: confirmSignup });
}
