import type { AuthResponse, User } from '@codequest/contracts';

/** A new session: the bearer token (shown this once; only its hash is stored) and the user it signs in. */
export function presentSession(token: string, user: User): AuthResponse {
  return { token, user };
}
