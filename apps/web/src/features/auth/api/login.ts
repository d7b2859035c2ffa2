import type { AuthResponse, LoginRequest } from '@codequest/contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';

export type LoginInput = Pick<LoginRequest, 'email' | 'password'>;

export function login(input: LoginInput): Promise<AuthResponse> {
  return apiJson<AuthResponse>('POST', '/api/auth/login', { ...input, timeZone: browserTimeZone() });
}

export function useLogin(
  options: Omit<UseMutationOptions<AuthResponse, Error, LoginInput>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: login });
}
