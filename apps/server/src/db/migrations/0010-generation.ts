import type { MigrationFactory } from './types';

/**
 * Generated puzzles: who owns a personal one (a learner's practice puzzle, seen by them alone; null for the
 * shared catalogue), and how each was generated (the family or model, its seed and parameters, the keys that
 * tell a duplicate).
 */
export const generation: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .alterTable('puzzles')
      .addColumn('owner_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('puzzles_owner').on('puzzles').column('owner_id').execute();

    await db.schema
      .createTable('generated_puzzles')
      .addColumn('puzzle_id', 'integer', (col) =>
        col.primaryKey().references('puzzles.id').onDelete('cascade'),
      )
      /** `<track>/<family>` for the families, `llm:<model>` for a model's puzzle. */
      .addColumn('generator', 'text', (col) => col.notNull())
      .addColumn('seed', 'integer')
      .addColumn('parameters', 'text', (col) => col.notNull())
      .addColumn('parameters_key', 'text', (col) => col.notNull())
      .addColumn('statement_key', 'text', (col) => col.notNull())
      .addColumn('requested_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('generated_puzzles_parameters')
      .on('generated_puzzles')
      .column('parameters_key')
      .execute();
    await db.schema
      .createIndex('generated_puzzles_requester')
      .on('generated_puzzles')
      .columns(['requested_by', 'created_at'])
      .execute();
  },
});
