import type { MigrationFactory } from './types';

/**
 * Why a password-reset link stopped working, so a refused link can say so: used, replaced by a newer link,
 * or revoked by a password change. Links closed before this column existed read as used.
 */
export const resetLinkReasons: MigrationFactory = () => ({
  async up(db) {
    await db.schema.alterTable('password_resets').addColumn('closed_reason', 'text').execute();
  },
});
