import type { AdminUser } from '@codequest/contracts';
import { levelOf } from '../presenters/user';
import type { ServiceContext } from './context';

/** What administrators see of other users. */

export async function listUsers(ctx: ServiceContext): Promise<AdminUser[]> {
  const rows = await ctx.db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'mobile', 'is_admin', 'total_xp', 'created_at'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    email: row.email,
    mobile: row.mobile,
    isAdmin: row.is_admin === 1,
    level: levelOf(row.total_xp).level,
    totalXP: row.total_xp,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
