import { MESSAGES } from '@codequest/contracts';
import type { Kysely } from 'kysely';
import { supportsRowLocks } from '../db/database';
import type { DB } from '../db/schema';
import { AppError } from '../lib/errors';
import { recordAudit } from '../services/audit';
import type { ServiceContext } from '../services/context';
import { forgetUnused } from '../test-store/store';

/**
 * Deleting an account at its owner's request (services/accounts.deleteOwnAccount checks the password
 * first): one transaction of small named steps over every table that holds something of the person.
 *
 * - *keep submissions, anonymised*: their `user_id` becomes null (migration 0015), so a puzzle's submission
 *   and acceptance figures stay as they were; no row links them to anyone any more.
 * - *remove personal puzzles*: the learner's own generated practice puzzles (seen by no one else) go, with
 *   their tests (texts no other test shares leave the test store), progress and submissions.
 * - *forget the person*: sessions (every one ends), reset links, drafts, progress, day activity,
 *   achievements, class memberships and inbox messages are deleted; where the person is only named as the
 *   author of something that stays (messages an administrator sent, puzzles made or generation asked for,
 *   audit entries they acted in, classes they made), the reference becomes null. `puzzles.retired_by` keeps
 *   the bare id: a puzzle an administrator retired must stay retired when the catalogue is seeded again.
 * - *forget in the audit log*: entries about the account keep what happened but lose the name, and the
 *   message previews sent to it.
 * - the account row itself, then an audit entry of the deletion with counts only (no name, no email).
 *
 * Ranks are counted from the users table, so the leaderboard and every rank follow at once; with Redis, the
 * account leaves the ranking there after the commit. The last administrator cannot delete their account.
 */

/** The name an account's audit entries keep once it is deleted. */
export const DELETED_ACCOUNT_LABEL = 'a deleted account';

export interface DeletedAccount {
  submissionsKept: number;
  personalPuzzlesRemoved: number;
}

export async function deleteAccount(ctx: ServiceContext, userId: number): Promise<DeletedAccount> {
  const deleted = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    const account = await lockAccount(trx, userId);
    const personalPuzzlesRemoved = await removePersonalPuzzles(trx, account.id);
    const submissionsKept = await anonymiseSubmissions(trx, account.id);
    await forgetThePerson(trx, account.id);
    await forgetInAuditLog(trx, account);
    await trx.deleteFrom('users').where('id', '=', account.id).execute();
    await recordAudit(trx, now, {
      actorId: null,
      action: 'user.delete',
      target: { type: 'user', id: account.id, label: DELETED_ACCOUNT_LABEL },
      summary: `An account was deleted by its owner${account.isAdmin ? ' (an administrator)' : ''}: ${submissionsKept} submission${submissionsKept === 1 ? '' : 's'} kept without a name`,
      details: { submissionsKept, personalPuzzlesRemoved, wasAdmin: account.isAdmin },
    });
    return { submissionsKept, personalPuzzlesRemoved };
  });
  // Committed: the ranking in Redis follows.
  await ctx.ranks?.remove(userId);
  return deleted;
}

interface Account {
  id: number;
  username: string;
  isAdmin: boolean;
}

/**
 * The account, and the last-administrator rule. The account's row and every administrator's are locked
 * (PostgreSQL; SQLite runs one writer at a time), in id order, so that two administrators deleting their
 * accounts at once take turns and the second sees the first gone: one of them stays.
 */
async function lockAccount(trx: Kysely<DB>, userId: number): Promise<Account> {
  const query = trx
    .selectFrom('users')
    .select(['id', 'username', 'is_admin'])
    .where((eb) => eb.or([eb('id', '=', userId), eb('is_admin', '=', 1)]))
    .orderBy('id');
  const rows = await (supportsRowLocks(trx) ? query.forUpdate() : query).execute();
  const own = rows.find((row) => row.id === userId);
  if (!own) throw new AppError('NOT_FOUND', 'No such user');
  const isAdmin = own.is_admin === 1;
  if (isAdmin && rows.filter((row) => row.is_admin === 1).length <= 1)
    throw new AppError('CONFLICT', MESSAGES.lastAdminCannotDelete);
  return { id: own.id, username: own.username, isAdmin };
}

/** Step "remove personal puzzles": how many there were. */
async function removePersonalPuzzles(trx: Kysely<DB>, userId: number): Promise<number> {
  const puzzles = await trx.selectFrom('puzzles').select('id').where('owner_id', '=', userId).execute();
  if (puzzles.length === 0) return 0;
  const ids = puzzles.map((puzzle) => puzzle.id);
  const tests = await trx
    .selectFrom('puzzle_tests')
    .select(['input_hash', 'expected_hash'])
    .where('puzzle_id', 'in', ids)
    .execute();
  // Their tests, code, progress, drafts, submissions and generation record go with them (foreign keys).
  await trx.deleteFrom('puzzles').where('id', 'in', ids).execute();
  await forgetUnused(
    trx,
    tests.flatMap((test) => [test.input_hash, test.expected_hash]),
  );
  return ids.length;
}

/** Step "keep submissions, anonymised": how many were kept. */
async function anonymiseSubmissions(trx: Kysely<DB>, userId: number): Promise<number> {
  const result = await trx
    .updateTable('submissions')
    .set({ user_id: null })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Step "forget the person": every row about them, and every reference to them in rows that stay. */
async function forgetThePerson(trx: Kysely<DB>, userId: number): Promise<void> {
  for (const table of [
    'sessions',
    'password_resets',
    'drafts',
    'puzzle_progress',
    'daily_activity',
    'user_achievements',
    'class_members',
  ] as const) {
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  }
  await trx.deleteFrom('messages').where('to_user_id', '=', userId).execute();
  await trx.updateTable('messages').set({ from_user_id: null }).where('from_user_id', '=', userId).execute();
  await trx.updateTable('puzzles').set({ created_by: null }).where('created_by', '=', userId).execute();
  // A class they made stays with its other members (administrators manage a class left without teachers).
  await trx.updateTable('classes').set({ created_by: null }).where('created_by', '=', userId).execute();
  await trx
    .updateTable('generated_puzzles')
    .set({ requested_by: null })
    .where('requested_by', '=', userId)
    .execute();
  await trx.updateTable('audit_log').set({ actor_id: null }).where('actor_id', '=', userId).execute();
}

/**
 * Step "forget in the audit log": entries about the account keep the action and its time; the name becomes
 * DELETED_ACCOUNT_LABEL in the label and the summary, and details (a message's preview) are dropped.
 */
async function forgetInAuditLog(trx: Kysely<DB>, account: Account): Promise<void> {
  const entries = await trx
    .selectFrom('audit_log')
    .select(['id', 'summary'])
    .where('target_type', '=', 'user')
    .where('target_id', '=', account.id)
    .execute();
  const name = new RegExp(`(?<![\\w.-])${escapeRegExp(account.username)}(?![\\w.-])`, 'g');
  for (const entry of entries) {
    await trx
      .updateTable('audit_log')
      .set({
        target_label: DELETED_ACCOUNT_LABEL,
        summary: entry.summary.replace(name, DELETED_ACCOUNT_LABEL),
        details: '{}',
      })
      .where('id', '=', entry.id)
      .execute();
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
}
