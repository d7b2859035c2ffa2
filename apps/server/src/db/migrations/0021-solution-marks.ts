import type { MigrationFactory } from './types';

/**
 * Marks learners give other learners' accepted solutions ("clever", "best practice"): one per learner, solution
 * and kind. A mark goes with its solution's submission and with the account that gave it (cascade).
 */
export const solutionMarks: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .createTable('solution_marks')
      .addColumn('submission_id', 'integer', (col) =>
        col.notNull().references('submissions.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('solution_marks_pk', ['submission_id', 'user_id', 'kind'])
      .execute();
    // An account's marks are found (and deleted with it) by the account.
    await db.schema.createIndex('solution_marks_user').on('solution_marks').columns(['user_id']).execute();
  },
});
