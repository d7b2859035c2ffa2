import type { MessageResponse } from '@codequest/contracts';

/** A plain answer in words, `{ message }` (sign-out and the password flows): the words are the spec's. */
export function presentNotice(message: string): MessageResponse {
  return { message };
}
