import type { MigrationFactory } from './types';

/**
 * A puzzle's attachments: the files an imported problem package offers with its statement (attachments/:
 * a testing tool for an interactive problem, a data file, a picture), kept whole in the database, so every
 * web process serves them and every backup holds them. They go with their puzzle.
 */
export const puzzleAttachments: MigrationFactory = (kind) => ({
  async up(db) {
    await db.schema
      .createTable('puzzle_attachments')
      .addColumn('puzzle_id', 'integer', (col) => col.notNull().references('puzzles.id').onDelete('cascade'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('bytes', 'integer', (col) => col.notNull())
      .addColumn('data', kind === 'postgres' ? 'bytea' : 'blob', (col) => col.notNull())
      .addPrimaryKeyConstraint('puzzle_attachments_pk', ['puzzle_id', 'name'])
      .execute();
  },
});
