import type { MigrationFactory } from './types';

/**
 * The puzzle list's tag reads the catalogue's version (count, last edit, last retirement) on every poll:
 * an index holding just those columns answers it without reading the wide puzzle rows.
 */
export const catalogueVersions: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .createIndex('puzzles_versions')
      .on('puzzles')
      .columns(['updated_at', 'retired_at'])
      .execute();
  },
});
