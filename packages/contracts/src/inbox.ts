import { z } from 'zod';
import { ZPageQuery } from './admin';
import { idField } from './fields';

/**
 * A learner's inbox: messages administrators sent them (POST /api/admin/send-message). The text is plain
 * and must be shown as text, never as HTML.
 */

export const ZInboxMessage = z.object({
  id: z.number().int(),
  /** The administrator who sent it; null if that account is gone. */
  from: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  text: z.string(),
  sentAt: z.string(),
  read: z.boolean(),
  readAt: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof ZInboxMessage>;

/** GET /api/messages?page=&pageSize=: the caller's messages, newest first. */
export const ZMessagesRequest = ZPageQuery;

export const ZMessagesResponse = z.object({
  items: z.array(ZInboxMessage),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Unread messages in all (the header bell's count). */
  unreadCount: z.number().int(),
});
export type MessagesResponse = z.infer<typeof ZMessagesResponse>;

export const ZMessageParams = z.object({
  id: idField('No such message'),
});

/** POST /api/messages/{id}/read: idempotent; answers the message and the unread count after it. */
export const ZMarkReadResponse = z.object({ item: ZInboxMessage, unreadCount: z.number().int() });
export type MarkReadResponse = z.infer<typeof ZMarkReadResponse>;
