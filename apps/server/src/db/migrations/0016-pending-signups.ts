import type { MigrationFactory } from './types';

/**
 * Sign-ups waiting for their email to be confirmed (SIGNUP_CONFIRM_EMAIL): the account is made only when the
 * link in the mail is opened, so a sign-up's answer is the same whether the address has an account or not.
 * One per address, the newest replacing any before it; only the link's hash is kept.
 */
export const pendingSignups: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .createTable('pending_signups')
      .addColumn('email', 'text', (col) => col.primaryKey())
      .addColumn('username', 'text', (col) => col.notNull())
      .addColumn('mobile', 'text')
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('time_zone', 'text', (col) => col.notNull())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute();
  },
});
