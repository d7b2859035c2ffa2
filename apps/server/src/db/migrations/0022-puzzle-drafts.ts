import type { MigrationFactory } from './types';

/**
 * Draft puzzles: an imported problem package whose submissions did not all get their folder's verdict is
 * stored as a draft, which learners never see (services/catalogue.ts visibleTo) until an administrator
 * publishes it. Every puzzle before this was live.
 */
export const puzzleDrafts: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .alterTable('puzzles')
      .addColumn('draft', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
});
