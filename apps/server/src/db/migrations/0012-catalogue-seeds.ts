import type { MigrationFactory } from './types';

/**
 * What the catalogue's files were (their paths, sizes and modification times, hashed) when the database was
 * last seeded from them without a problem: a start that finds the same files seeds nothing and reads none.
 */
export const catalogueSeeds: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .createTable('catalogue_seeds')
      /** The catalogue seeded: `content`, the folder CONTENT_DIR names. */
      .addColumn('catalogue', 'text', (col) => col.primaryKey())
      .addColumn('version', 'text', (col) => col.notNull())
      .addColumn('seeded_at', 'bigint', (col) => col.notNull())
      .execute();
  },
});
