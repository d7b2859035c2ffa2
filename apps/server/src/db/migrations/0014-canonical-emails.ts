import type { MigrationFactory } from './types';

/**
 * Emails are stored in one form from now on: NFKC-normalised, trimmed, lower-case (`ｂob@…` and `bob@…` are
 * one address; contracts' canonicalEmail, copied here as it is today). An account stored in another form is
 * brought to it, unless another account holds that form already (an address made to pass for another's):
 * that one keeps its email as it was, and signs in with it as it was.
 */
export const canonicalEmails: MigrationFactory = () => ({
  async up(db) {
    const users: Array<{ id: number; email: string }> = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .orderBy('id')
      .execute();
    const taken = new Set(users.map((user) => user.email));
    for (const user of users) {
      const canonical = user.email.normalize('NFKC').trim().toLowerCase();
      if (taken.has(canonical)) continue;
      await db.updateTable('users').set({ email: canonical }).where('id', '=', user.id).execute();
      taken.add(canonical);
    }
  },
});
