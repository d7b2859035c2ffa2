import type { Migration } from 'kysely';

export type DatabaseKind = 'sqlite' | 'postgres';

/** A migration that may need to know which database it runs on (the SQL of an identity column differs). */
export type MigrationFactory = (kind: DatabaseKind) => Migration;
