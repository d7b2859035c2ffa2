import type { MigrationFactory } from './types';

/** Seeding skips a catalogue puzzle whose files have not changed since the last start. */
export const puzzleContentHash: MigrationFactory = () => ({
  async up(db) {
    await db.schema.alterTable('puzzles').addColumn('content_hash', 'text').execute();
  },
});
