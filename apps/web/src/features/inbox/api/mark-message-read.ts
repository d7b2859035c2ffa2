import type { MarkReadResponse, MessagesResponse } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { messagesQueryOptions } from './get-messages';

/** POST /api/messages/{id}/read: idempotent; answers the message and the unread count after it. */
export function markMessageRead(messageId: number): Promise<MarkReadResponse> {
  return apiJson<MarkReadResponse>('POST', `/api/messages/${messageId}/read`);
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    // The bell and the list change at once, without waiting for the next poll.
    onSuccess: ({ item, unreadCount }) => {
      queryClient.setQueryData(messagesQueryOptions().queryKey, (inbox: MessagesResponse | undefined) =>
        inbox
          ? {
              ...inbox,
              unreadCount,
              items: inbox.items.map((message) => (message.id === item.id ? item : message)),
            }
          : inbox,
      );
    },
  });
}
