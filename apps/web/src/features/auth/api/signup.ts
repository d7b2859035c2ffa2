import type { AuthResponse, SignupForm } from '@codequest/contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';

/** Sends the whole form, confirmPassword included (product spec, section 3), plus the browser's time zone. */
export function signup(form: SignupForm): Promise<AuthResponse> {
  return apiJson<AuthResponse>('POST', '/api/auth/signup', { ...form, timeZone: browserTimeZone() });
}

export function useSignup(
  options: Omit<UseMutationOptions<AuthResponse, Error, SignupForm>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: signup });
}
