import type { DeleteAccountRequest, DeleteAccountResponse } from '@codequest/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { endSession } from '@/lib/session';

/** "Delete my account" (DELETE /api/profile, with the password). */

export function deleteAccount(input: DeleteAccountRequest): Promise<DeleteAccountResponse> {
  return apiJson<DeleteAccountResponse>('DELETE', '/api/profile', input);
}

/**
 * On success the caller moves away first (to the public page), then the session ends here: the server has
 * ended it already, and the app goes back to the public pages.
 */
export function useDeleteAccount({
  onSuccess,
  onError,
}: {
  onSuccess?: (response: DeleteAccountResponse) => void;
  onError?: (error: Error) => void;
} = {}) {
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: (response) => {
      onSuccess?.(response);
      endSession();
    },
    onError,
  });
}
