import type { MigrationFactory } from './types';

/**
 * A class's own puzzles: made by its teachers, seen only by the class's members, outside the shared
 * catalogue (its counts, the global leaderboard's solves, the tracks' achievements). Null: not a class's.
 * A class is never deleted while it has puzzles (the reference keeps learners' submissions to them).
 */
export const classPuzzles: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .alterTable('puzzles')
      .addColumn('class_id', 'integer', (col) => col.references('classes.id'))
      .execute();
    await db.schema.createIndex('puzzles_class').on('puzzles').columns(['class_id']).execute();
  },
});
