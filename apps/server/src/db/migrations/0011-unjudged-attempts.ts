import type { MigrationFactory } from './types';

/**
 * Submissions the judge took but could not judge (Internal Error) are not stored, so they cost the learner
 * nothing; but each one reached the judge, so it counts as an attempt for "first try": otherwise a learner
 * who could cause one would see every hidden test's result for free and still earn the achievement.
 */
export const unjudgedAttempts: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .alterTable('puzzle_progress')
      .addColumn('unjudged_attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
});
