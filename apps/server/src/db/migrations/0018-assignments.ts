import type { MigrationFactory } from './types';

/**
 * Assignments: a class's set of puzzles with an opening and a due instant (UTC milliseconds), and whether
 * solves after the due instant still count. An assignment goes with its class (cascade); a puzzle that is
 * deleted (a learner's own practice puzzle, with its account) leaves the assignments it was in. Progress is
 * not stored: it is read from `submissions` (accepted verdicts and their times).
 */
export const assignments: MigrationFactory = (kind) => ({
  async up(db) {
    await db.schema
      .createTable('assignments')
      .addColumn('id', 'integer', (col) =>
        kind === 'postgres'
          ? col.primaryKey().generatedByDefaultAsIdentity()
          : col.primaryKey().autoIncrement(),
      )
      .addColumn('class_id', 'integer', (col) => col.notNull().references('classes.id').onDelete('cascade'))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('opens_at', 'bigint', (col) => col.notNull())
      .addColumn('due_at', 'bigint', (col) => col.notNull())
      .addColumn('late_counts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('assignments_class').on('assignments').columns(['class_id']).execute();

    await db.schema
      .createTable('assignment_puzzles')
      .addColumn('assignment_id', 'integer', (col) =>
        col.notNull().references('assignments.id').onDelete('cascade'),
      )
      .addColumn('puzzle_id', 'integer', (col) => col.notNull().references('puzzles.id').onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('assignment_puzzles_pk', ['assignment_id', 'puzzle_id'])
      .execute();
    // "Due" marks in a learner's puzzle list look assignments up by puzzle.
    await db.schema
      .createIndex('assignment_puzzles_puzzle')
      .on('assignment_puzzles')
      .columns(['puzzle_id'])
      .execute();
  },
});
