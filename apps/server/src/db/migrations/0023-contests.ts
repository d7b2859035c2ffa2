import type { MigrationFactory } from './types';

/**
 * Contests: a timed event over puzzles (`contest_problems`, in order, each with its IOI points), who takes
 * part (`contest_participants`; a virtual run after the end has its own start), and which submissions were
 * made in it (`submissions.contest_id`). Instants and durations in milliseconds. A contest goes with its
 * problems and participants (cascade); a contest made for a class goes before its class does (restrict).
 */
export const contests: MigrationFactory = (kind) => ({
  async up(db) {
    await db.schema
      .createTable('contests')
      .addColumn('id', 'integer', (col) =>
        kind === 'postgres'
          ? col.primaryKey().generatedByDefaultAsIdentity()
          : col.primaryKey().autoIncrement(),
      )
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('starts_at', 'bigint', (col) => col.notNull())
      .addColumn('duration_ms', 'bigint', (col) => col.notNull())
      .addColumn('scoring', 'text', (col) => col.notNull())
      .addColumn('freeze_ms', 'bigint', (col) => col.notNull())
      .addColumn('penalty_minutes', 'integer', (col) => col.notNull())
      .addColumn('class_id', 'integer', (col) => col.references('classes.id'))
      .addColumn('revealed_at', 'bigint')
      .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('contests_starts').on('contests').columns(['starts_at']).execute();

    await db.schema
      .createTable('contest_problems')
      .addColumn('contest_id', 'integer', (col) =>
        col.notNull().references('contests.id').onDelete('cascade'),
      )
      .addColumn('puzzle_id', 'integer', (col) => col.notNull().references('puzzles.id').onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('points', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('contest_problems_pk', ['contest_id', 'puzzle_id'])
      .execute();

    await db.schema
      .createTable('contest_participants')
      .addColumn('contest_id', 'integer', (col) =>
        col.notNull().references('contests.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('registered_at', 'bigint', (col) => col.notNull())
      .addColumn('virtual_starts_at', 'bigint')
      .addPrimaryKeyConstraint('contest_participants_pk', ['contest_id', 'user_id'])
      .execute();

    await db.schema
      .alterTable('submissions')
      .addColumn('contest_id', 'integer', (col) => col.references('contests.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('submissions_contest')
      .on('submissions')
      .columns(['contest_id', 'created_at'])
      .execute();
  },
});
