import { ADMIN_MESSAGES, type AdminActionResponse, type AuditAction } from '@codequest/contracts';
import type { Kysely } from 'kysely';
import { supportsRowLocks } from '../db/database';
import type { DB } from '../db/schema';
import { AppError } from '../lib/errors';
import { presentAdminAction } from '../presenters/admin-action';
import { recordAudit } from './audit';
import type { ServiceContext } from './context';

/**
 * Roles administrators grant and remove in the panel: teacher rights (given and taken), and admin rights
 * taken (Make Admin, which gives them, is admin-users.makeAdmin). Each change is audited and the person
 * finds a message in their inbox; a change already made answers `changed: false` and records nothing.
 * `removeAdminRights` is also what the operator's command line uses: the last-administrator rule lives here.
 */

export type AdminRemoval = 'removed' | 'not_admin' | 'last_admin';

/**
 * Takes a user's admin rights unless they are the last administrator. Every administrator's row is locked
 * first (PostgreSQL; SQLite has one writer at a time), so two removals at once cannot leave nobody.
 */
export async function removeAdminRights(trx: Kysely<DB>, userId: number, now: number): Promise<AdminRemoval> {
  const query = trx.selectFrom('users').select(['id']).where('is_admin', '=', 1).orderBy('id');
  const admins = await (supportsRowLocks(trx) ? query.forUpdate() : query).execute();
  if (!admins.some((admin) => admin.id === userId)) return 'not_admin';
  if (admins.length <= 1) return 'last_admin';
  await trx.updateTable('users').set({ is_admin: 0, updated_at: now }).where('id', '=', userId).execute();
  return 'removed';
}

interface RoleChange {
  action: AuditAction;
  summary: (username: string) => string;
  notice: string;
  done: string;
}

async function requireTarget(trx: Kysely<DB>, userId: number) {
  const user = await trx
    .selectFrom('users')
    .select(['id', 'username', 'is_admin', 'is_teacher'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.noSuchUser);
  return user;
}

/** The audit entry and the inbox message of a change that happened, in its transaction. */
async function recordChange(
  trx: Kysely<DB>,
  now: number,
  actorId: number,
  user: { id: number; username: string },
  change: RoleChange,
): Promise<AdminActionResponse> {
  await trx
    .insertInto('messages')
    .values({ to_user_id: user.id, from_user_id: actorId, body: change.notice, created_at: now })
    .execute();
  await recordAudit(trx, now, {
    actorId,
    action: change.action,
    target: { type: 'user', id: user.id, label: user.username },
    summary: change.summary(user.username),
  });
  return presentAdminAction(change.done, true);
}

/** POST /api/admin/users/:id/teacher (or DELETE): gives or takes teacher rights. Idempotent. */
export async function setTeacher(
  ctx: ServiceContext,
  actorId: number,
  userId: number,
  teacher: boolean,
): Promise<AdminActionResponse> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    const user = await requireTarget(trx, userId);
    // Conditional: of two admins acting at once, one changes the row and one finds it done.
    const updated = await trx
      .updateTable('users')
      .set({ is_teacher: teacher ? 1 : 0, updated_at: now })
      .where('id', '=', userId)
      .where('is_teacher', '=', teacher ? 0 : 1)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      return presentAdminAction(
        teacher ? ADMIN_MESSAGES.userAlreadyTeacher : ADMIN_MESSAGES.userNotTeacher,
        false,
      );
    return recordChange(
      trx,
      now,
      actorId,
      user,
      teacher
        ? {
            action: 'user.make_teacher',
            summary: (name) => `Made ${name} a teacher`,
            notice: ADMIN_MESSAGES.teacherNotice,
            done: ADMIN_MESSAGES.userMadeTeacher,
          }
        : {
            action: 'user.remove_teacher',
            summary: (name) => `Removed ${name} as a teacher`,
            notice: ADMIN_MESSAGES.teacherRemovedNotice,
            done: ADMIN_MESSAGES.teacherRemoved,
          },
    );
  });
}

/** DELETE /api/admin/users/:id/admin: never one's own rights, never the last administrator's. */
export async function removeAdmin(
  ctx: ServiceContext,
  actorId: number,
  userId: number,
): Promise<AdminActionResponse> {
  if (actorId === userId) throw new AppError('CONFLICT', ADMIN_MESSAGES.cannotRemoveOwnAdmin);
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    const user = await requireTarget(trx, userId);
    const removal = await removeAdminRights(trx, userId, now);
    if (removal === 'not_admin') return presentAdminAction(ADMIN_MESSAGES.userNotAdmin, false);
    if (removal === 'last_admin') throw new AppError('CONFLICT', ADMIN_MESSAGES.lastAdminCannotBeRemoved);
    return recordChange(trx, now, actorId, user, {
      action: 'user.remove_admin',
      summary: (name) => `Removed ${name} as an admin`,
      notice: ADMIN_MESSAGES.adminRemovedNotice,
      done: ADMIN_MESSAGES.adminRemoved,
    });
  });
}
