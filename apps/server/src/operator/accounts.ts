import { PASSWORD_RESET_TTL_MS } from '@codequest/contracts';
import { startPasswordReset } from '../services/accounts';
import { recordAudit } from '../services/audit';
import type { ServiceContext } from '../services/context';
import { removeAdminRights } from '../services/roles';
import { revokeUserSessions } from '../services/sessions';
import { findUserByEmail } from '../services/users';

/**
 * What `npm run admin` does to accounts: the operator's own hand, for when nobody can sign in as an admin
 * (a lost password, no mail configured). Each works while the server runs, and each is audited with no
 * actor, as the command line's.
 */

/** Something the operator asked that cannot be done: said in one sentence. */
export class OperatorError extends Error {}

async function requireAccount(ctx: ServiceContext, email: string) {
  const user = await findUserByEmail(ctx, email);
  if (!user) throw new OperatorError(`No account has the email ${email}`);
  return user;
}

/** A single-use link that sets a new password (the one a "forgot password" mail carries), replacing any other. */
export async function passwordLink(ctx: ServiceContext, publicUrl: string, email: string): Promise<string> {
  const user = await requireAccount(ctx, email);
  const reset = await startPasswordReset(ctx, user.email);
  if (!reset) throw new OperatorError(`No account has the email ${email}`);
  await recordAudit(ctx.db, ctx.clock(), {
    actorId: null,
    action: 'user.reset_link',
    target: { type: 'user', id: user.id, label: user.username },
    summary: `Made a password link for ${user.username} (command line)`,
  });
  return `${publicUrl}/reset-password?token=${encodeURIComponent(reset.secret)}`;
}

export const PASSWORD_LINK_MINUTES = PASSWORD_RESET_TTL_MS / 60_000;

/** Grants or removes admin rights; never removes the last administrator's (services/roles). Says what it did. */
export async function setAdmin(ctx: ServiceContext, email: string, admin: boolean): Promise<string> {
  const user = await requireAccount(ctx, email);
  return ctx.db.transaction().execute(async (trx) => {
    if ((user.is_admin === 1) === admin)
      return `${user.username} ${admin ? 'is an administrator already' : 'is no administrator'}: nothing changed`;
    const now = ctx.clock();
    if (admin) {
      await trx
        .updateTable('users')
        .set({ is_admin: 1, updated_at: now })
        .where('id', '=', user.id)
        .execute();
    } else {
      const removal = await removeAdminRights(trx, user.id, now);
      if (removal === 'last_admin')
        throw new OperatorError(`${user.username} is the last administrator: grant another one first`);
      if (removal === 'not_admin') return `${user.username} is no administrator: nothing changed`;
    }
    await recordAudit(trx, now, {
      actorId: null,
      action: admin ? 'user.make_admin' : 'user.remove_admin',
      target: { type: 'user', id: user.id, label: user.username },
      summary: `${admin ? 'Made' : 'Removed'} ${user.username} ${admin ? 'an admin' : 'as an admin'} (command line)`,
    });
    return `${user.username} ${admin ? 'is now an administrator' : 'is no longer an administrator'}`;
  });
}

export async function listAdmins(ctx: ServiceContext): Promise<Array<{ username: string; email: string }>> {
  return ctx.db
    .selectFrom('users')
    .select(['username', 'email'])
    .where('is_admin', '=', 1)
    .orderBy('username')
    .execute();
}

/** Signs the account out everywhere: every live session ends. Returns how many there were. */
export async function revokeSessions(ctx: ServiceContext, email: string): Promise<number> {
  const user = await requireAccount(ctx, email);
  const now = ctx.clock();
  const live = await ctx.db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', user.id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  await revokeUserSessions(ctx, user.id);
  await recordAudit(ctx.db, now, {
    actorId: null,
    action: 'user.revoke_sessions',
    target: { type: 'user', id: user.id, label: user.username },
    summary: `Signed ${user.username} out everywhere (command line)`,
  });
  return Number(live.count);
}
