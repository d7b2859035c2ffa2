import type { MigrationFactory } from './types';

/**
 * A contest's own problems: made or imported by its organisers for it, outside the shared catalogue and
 * every class's, shown by the contest alone (services/contests.ts) and to nobody before its start. And
 * what its organisers decided for after its end: whether its problems stay open for practice and virtual
 * runs (1, as contests made before this migration) or close to all but its organisers (0).
 * A contest is never deleted while it has problems of its own (the reference keeps submissions to them).
 */
export const contestOwnProblems: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .alterTable('puzzles')
      .addColumn('contest_id', 'integer', (col) => col.references('contests.id'))
      .execute();
    await db.schema.createIndex('puzzles_contest').on('puzzles').columns(['contest_id']).execute();
    await db.schema
      .alterTable('contests')
      .addColumn('practice_after_end', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  },
});
