import type { MarkReadResponse, MessagesResponse } from '@codequest/contracts';
import { AppError } from '../lib/errors';
import { presentInbox, presentMessageRead } from '../presenters/message';
import type { ServiceContext } from './context';
import { pageWindow } from './paging';

/**
 * A learner's inbox: messages administrators sent them, newest first, and marking them read. Always the
 * caller's own (`userId` is the session's user): someone else's message is not found.
 */

/** The user's inbox: each message with its sender's name (the inbox, and the learner's own data). */
export function inbox(ctx: ServiceContext, userId: number) {
  return ctx.db
    .selectFrom('messages')
    .leftJoin('users', 'users.id', 'messages.from_user_id')
    .select([
      'messages.id',
      'messages.from_user_id',
      'users.username',
      'messages.body',
      'messages.created_at',
      'messages.read_at',
    ])
    .where('messages.to_user_id', '=', userId);
}

async function unreadCount(ctx: ServiceContext, userId: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .where('to_user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

export async function listMessages(
  ctx: ServiceContext,
  userId: number,
  request: { page: number; pageSize: number },
): Promise<MessagesResponse> {
  const { page, pageSize, offset } = pageWindow(request);
  const [rows, total, unread] = await Promise.all([
    inbox(ctx, userId)
      .orderBy('messages.created_at', 'desc')
      .orderBy('messages.id', 'desc')
      .limit(pageSize)
      .offset(offset)
      .execute(),
    ctx.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('to_user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    unreadCount(ctx, userId),
  ]);
  return presentInbox(rows, total.total, { page, pageSize }, unread);
}

/** Idempotent: the first read time stays. Someone else's message is answered as not found. */
export async function markRead(
  ctx: ServiceContext,
  userId: number,
  messageId: number,
): Promise<MarkReadResponse> {
  await ctx.db
    .updateTable('messages')
    .set({ read_at: ctx.clock() })
    .where('id', '=', messageId)
    .where('to_user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
  const row = await inbox(ctx, userId).where('messages.id', '=', messageId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'No such message');
  return presentMessageRead(row, await unreadCount(ctx, userId));
}
