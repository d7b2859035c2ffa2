import type { MigrationFactory } from './types';

/**
 * The administrators' side: the audit log; who retired a puzzle (a catalogue puzzle an admin retired stays
 * retired when the catalogue is seeded again); and indexes for the admin stats (sessions used lately) and
 * the per-puzzle solve and acceptance counts.
 */
export const admin: MigrationFactory = (kind) => ({
  async up(db) {
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'integer', (col) =>
        kind === 'postgres'
          ? col.primaryKey().generatedByDefaultAsIdentity()
          : col.primaryKey().autoIncrement(),
      )
      .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('target_type', 'text', (col) => col.notNull())
      .addColumn('target_id', 'integer', (col) => col.notNull())
      .addColumn('target_label', 'text', (col) => col.notNull())
      .addColumn('summary', 'text', (col) => col.notNull())
      .addColumn('details', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'id']).execute();

    // No foreign key: it records a fact (an admin retired it), which must outlive that admin's account.
    await db.schema.alterTable('puzzles').addColumn('retired_by', 'integer').execute();

    // Covering, so counting the sessions used lately never reads the table, whatever the planner's statistics.
    await db.schema
      .createIndex('sessions_last_used')
      .on('sessions')
      .columns(['last_used_at', 'revoked_at', 'expires_at'])
      .execute();
    // Today's solves: an equality and a range, in completion order (the list stops after its first rows).
    await db.schema
      .createIndex('puzzle_progress_status_completed')
      .on('puzzle_progress')
      .columns(['status', 'completed_at'])
      .execute();
    await db.schema
      .createIndex('submissions_puzzle_verdict')
      .on('submissions')
      .columns(['puzzle_id', 'verdict'])
      .execute();
    await db.schema
      .createIndex('puzzle_progress_puzzle')
      .on('puzzle_progress')
      .columns(['puzzle_id', 'status'])
      .execute();
  },
});
