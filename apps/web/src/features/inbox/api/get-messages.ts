import type { MessagesResponse } from '@codequest/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { INBOX_PAGE_SIZE, REFRESH_INTERVALS_MS } from '@/config/constants';
import { apiGet } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/lib/auth';

/** The signed-in learner's newest messages from administrators, and how many are unread in all. */
export function getMessages(): Promise<MessagesResponse> {
  return apiGet<MessagesResponse>(`/api/messages?pageSize=${INBOX_PAGE_SIZE}`);
}

export const messagesQueryOptions = () => queryOptions({ queryKey: ['inbox'], queryFn: getMessages });

/**
 * Polled every 10 s. Polling rather than server-sent events: messages are rare and a few seconds late is
 * fine, one small indexed read per signed-in tab is cheap, and it works unchanged behind any proxy and
 * across several stateless server processes (no fan-out between them needed).
 *
 * A new message may come with a change to the account (a promotion to admin sends one), so the signed-in
 * user is fetched again whenever the newest message changes: the Admin Panel entry appears without a reload.
 */
export function useMessages() {
  const inbox = useQuery({ ...messagesQueryOptions(), refetchInterval: REFRESH_INTERVALS_MS.inbox });
  const queryClient = useQueryClient();
  // undefined until the first answer; null for an empty inbox.
  const newest = inbox.isSuccess ? (inbox.data.items[0]?.id ?? null) : undefined;
  const seen = useRef(newest);
  useEffect(() => {
    if (newest === undefined || newest === seen.current) return;
    if (seen.current !== undefined)
      void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    seen.current = newest;
  }, [newest, queryClient]);
  return inbox;
}
