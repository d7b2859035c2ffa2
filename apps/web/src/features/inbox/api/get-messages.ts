import type { MessagesResponse } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { INBOX_PAGE_SIZE, REFRESH_INTERVALS_MS } from '@/config/constants';
import { apiGet } from '@/lib/api-client';

/** The signed-in learner's newest messages from administrators, and how many are unread in all. */
export function getMessages(): Promise<MessagesResponse> {
  return apiGet<MessagesResponse>(`/api/messages?pageSize=${INBOX_PAGE_SIZE}`);
}

export const messagesQueryOptions = () => queryOptions({ queryKey: ['inbox'], queryFn: getMessages });

/**
 * Polled every 10 s. Polling rather than server-sent events: messages are rare and a few seconds late is
 * fine, one small indexed read per signed-in tab is cheap, and it works unchanged behind any proxy and
 * across several stateless server processes (no fan-out between them needed).
 */
export function useMessages() {
  return useQuery({ ...messagesQueryOptions(), refetchInterval: REFRESH_INTERVALS_MS.inbox });
}
