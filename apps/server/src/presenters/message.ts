import type { InboxMessage, MarkReadResponse, MessagesResponse } from '@codequest/contracts';
import { type PageWindow, presentPage } from './page';

/** The inbox's messages: who sent one (null once their account is gone), its text, and whether it was read. */

export interface InboxRow {
  id: number;
  from_user_id: number | null;
  /** The sender's username, from a left join on users. */
  username: string | null;
  body: string;
  created_at: number;
  read_at: number | null;
}

export function presentMessage(row: InboxRow): InboxMessage {
  return {
    id: row.id,
    from:
      row.from_user_id !== null && row.username !== null
        ? { id: row.from_user_id, username: row.username }
        : null,
    text: row.body,
    sentAt: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
    readAt: row.read_at === null ? null : new Date(row.read_at).toISOString(),
  };
}

/** A page of the inbox, with the count of unread messages the bell shows. */
export function presentInbox(
  rows: InboxRow[],
  total: number | string,
  window: PageWindow,
  unreadCount: number,
): MessagesResponse {
  return { ...presentPage(rows.map(presentMessage), total, window), unreadCount };
}

export function presentMessageRead(row: InboxRow, unreadCount: number): MarkReadResponse {
  return { item: presentMessage(row), unreadCount };
}
