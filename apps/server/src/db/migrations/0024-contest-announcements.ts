import type { MigrationFactory } from './types';

/**
 * A contest's announcements: what its organisers posted to every participant during it (each participant
 * also finds it in their inbox), shown on the contest's page; they go with their contest. And when a
 * contest's final board gave its achievements (`contests.awarded_at`), so that it gives them once.
 */
export const contestAnnouncements: MigrationFactory = (kind) => ({
  async up(db) {
    await db.schema
      .createTable('contest_announcements')
      .addColumn('id', 'integer', (col) =>
        kind === 'postgres'
          ? col.primaryKey().generatedByDefaultAsIdentity()
          : col.primaryKey().autoIncrement(),
      )
      .addColumn('contest_id', 'integer', (col) =>
        col.notNull().references('contests.id').onDelete('cascade'),
      )
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('contest_announcements_contest')
      .on('contest_announcements')
      .columns(['contest_id', 'created_at'])
      .execute();
    await db.schema.alterTable('contests').addColumn('awarded_at', 'bigint').execute();
  },
});
