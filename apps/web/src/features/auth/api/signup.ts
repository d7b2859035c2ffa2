import type { SignupForm, SignupResponse } from '@codequest/contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';

/**
 * Sends the whole form, confirmPassword included (product spec, section 3), plus the browser's time zone.
 * The answer signs in at once, or (a server that confirms addresses by mail) says a link was sent.
 */
export function signup(form: SignupForm): Promise<SignupResponse> {
  return apiJson<SignupResponse>('POST', '/api/auth/signup', { ...form, timeZone: browserTimeZone() });
}

export function useSignup(
  options: Omit<UseMutationOptions<SignupResponse, Error, SignupForm>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: signup });
}
