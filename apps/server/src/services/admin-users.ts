import {
  ADMIN_MESSAGES,
  type AdminActionResponse,
  type AdminUserDetailResponse,
  type AdminUserSort,
  type AdminUsersResponse,
  type SendMessageRequest,
} from '@codequest/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../lib/errors';
import { presentAdminAction } from '../presenters/admin-action';
import { presentAdminUserDetail, presentAdminUsers } from '../presenters/admin-user';
import { recordAudit } from './audit';
import type { ServiceContext } from './context';
import { containsPattern, pageWindow } from './paging';
import { requireUser, viewUser } from './users';

/** What administrators see of users and do to them: the paged user table, one user, promotion, messages. */

/** When one of the user's sessions was last used: sessions are touched at most once a minute. */
const lastActive = (eb: ExpressionBuilder<DB, 'users'>) =>
  eb
    .selectFrom('sessions')
    .select((inner) => inner.fn.max('sessions.last_used_at').as('last'))
    .whereRef('sessions.user_id', '=', 'users.id')
    .as('last_active_at');

export async function listUsers(
  ctx: ServiceContext,
  request: { page: number; pageSize: number; search?: string | undefined; sort: AdminUserSort },
): Promise<AdminUsersResponse> {
  const { page, pageSize, offset } = pageWindow(request);
  let filtered = ctx.db.selectFrom('users');
  if (request.search) {
    // username_key and email are stored lower-cased: one case-insensitive match on either database.
    const pattern = containsPattern(request.search.toLowerCase());
    filtered = filtered.where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('users.username_key')} like ${pattern} escape '\\'`,
        sql<boolean>`${eb.ref('users.email')} like ${pattern} escape '\\'`,
      ]),
    );
  }
  let rows = filtered
    .select([
      'users.id',
      'users.username',
      'users.email',
      'users.mobile',
      'users.is_admin',
      'users.is_teacher',
      'users.total_xp',
      'users.solved_count',
      'users.created_at',
    ])
    .select(lastActive);
  if (request.sort === 'xp') {
    // The leaderboard's order, straight off its index.
    rows = rows
      .orderBy('users.total_xp', 'desc')
      .orderBy('users.solved_count', 'desc')
      .orderBy('users.xp_reached_at')
      .orderBy('users.id');
  } else if (request.sort === 'username') {
    rows = rows.orderBy('users.username_key');
  } else {
    rows = rows.orderBy('users.id', 'desc');
  }
  const [items, count] = await Promise.all([
    rows.limit(pageSize).offset(offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return presentAdminUsers(items, count.total, { page, pageSize });
}

export async function viewUserAsAdmin(ctx: ServiceContext, userId: number): Promise<AdminUserDetailResponse> {
  const row = await requireUser(ctx, userId);
  const [user, active] = await Promise.all([
    viewUser(ctx, row),
    ctx.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.max('last_used_at').as('last'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return presentAdminUserDetail(user, active?.last);
}

/** Idempotent: an admin stays an admin, and nothing is written to the audit log then. */
export async function makeAdmin(
  ctx: ServiceContext,
  actorId: number,
  userId: number,
): Promise<AdminActionResponse> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    const user = await trx
      .selectFrom('users')
      .select(['id', 'username'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.noSuchUser);
    // Conditional: of two admins promoting at once, one changes the row and one finds it done.
    const promoted = await trx
      .updateTable('users')
      .set({ is_admin: 1, updated_at: now })
      .where('id', '=', userId)
      .where('is_admin', '=', 0)
      .executeTakeFirst();
    if (Number(promoted.numUpdatedRows) === 0) {
      return presentAdminAction(ADMIN_MESSAGES.userAlreadyAdmin, false);
    }
    // The learner hears of it in their inbox, and their open tabs refresh the account with the new message.
    await trx
      .insertInto('messages')
      .values({
        to_user_id: user.id,
        from_user_id: actorId,
        body: ADMIN_MESSAGES.promotionNotice,
        created_at: now,
      })
      .execute();
    await recordAudit(trx, now, {
      actorId,
      action: 'user.make_admin',
      target: { type: 'user', id: user.id, label: user.username },
      summary: `Made ${user.username} an admin`,
    });
    return presentAdminAction(ADMIN_MESSAGES.userPromoted, true);
  });
}

/** Characters of a message kept in its audit entry (the whole text is in the recipient's inbox). */
const AUDIT_PREVIEW_CHARS = 80;

export async function sendMessage(
  ctx: ServiceContext,
  actorId: number,
  request: SendMessageRequest,
): Promise<AdminActionResponse> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    const user = await trx
      .selectFrom('users')
      .select(['id', 'username'])
      .where('id', '=', request.userId)
      .executeTakeFirst();
    if (!user) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.noSuchUser);
    const message = await trx
      .insertInto('messages')
      .values({ to_user_id: user.id, from_user_id: actorId, body: request.message, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, now, {
      actorId,
      action: 'user.message',
      target: { type: 'user', id: user.id, label: user.username },
      summary: `Sent ${user.username} a message (${request.message.length} characters)`,
      details: { messageId: message.id, preview: request.message.slice(0, AUDIT_PREVIEW_CHARS) },
    });
    return presentAdminAction(ADMIN_MESSAGES.messageSent, true);
  });
}
