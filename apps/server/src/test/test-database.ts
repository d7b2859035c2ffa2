import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  type Database,
  type DatabaseKind,
  type DatabaseOptions,
  migrate,
  openDatabase,
} from '../db/database';

/** A fresh, migrated database of either kind, and the way to throw it away. */

export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.CODEQUEST_TEST_POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase {
  database: Database;
  /** How to open another connection to it (a thread's). */
  options: DatabaseOptions;
  dataDir: string;
  /** Runs the migrations again (or up to `upTo`), as a start would: the names of those applied. */
  migrate(upTo?: string): Promise<string[]>;
  destroy(): Promise<void>;
}

/**
 * Test files run side by side on one PostgreSQL database, each in a schema of its own. Kysely's own
 * introspection read every schema's tables, so a schema that another file dropped meanwhile failed a
 * migration with "schema … does not exist": migrations hold this advisory lock shared and a drop holds it
 * alone, so that migrations run together and never while a schema goes. The dialect now reads its own
 * schema alone (db/postgres-dialect.ts), which also ends the same race with a column another file drops.
 */
const SCHEMA_LOCK = 7_105_411;

async function withSchemaLock<T>(
  url: string,
  mode: 'shared' | 'alone',
  work: (client: pg.Client) => Promise<T>,
) {
  return withAdminClient(url, async (client) => {
    await client.query(
      mode === 'shared' ? 'select pg_advisory_lock_shared($1)' : 'select pg_advisory_lock($1)',
      [SCHEMA_LOCK],
    );
    // Ending the session (withAdminClient) releases the lock.
    return work(client);
  });
}

/**
 * `upTo` stops the migrations at that one (to test what a later migration does to existing data); `inside`
 * is the folder to make the data folder in (a disk of the test's own), the system's temporary one by default.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  upTo?: string,
  inside = tmpdir(),
): Promise<TestDatabase> {
  // A private data folder inside a private folder (mkdtemp makes both 0700), as an operator's may be: the
  // judge keeps its own folders elsewhere, so every suite proves it judges whatever the data folder's modes.
  const parent = mkdtempSync(path.join(inside, 'codequest-test-'));
  const dataDir = mkdtempSync(path.join(parent, 'data-'));
  if (kind === 'sqlite') {
    return migrated({ dataDir }, { dataDir, parent, upTo, migrating: (work) => work() });
  }

  const url = process.env.CODEQUEST_TEST_POSTGRES_URL;
  if (!url) throw new Error('PostgreSQL tests need CODEQUEST_TEST_POSTGRES_URL (set by the global setup)');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(url, (client) => client.query(`create schema ${schema}`));
  return migrated(
    { url, dataDir, pgSchema: schema },
    {
      dataDir,
      parent,
      upTo,
      migrating: (work) => withSchemaLock(url, 'shared', work),
      dropSchema: () =>
        withSchemaLock(url, 'alone', (client) => client.query(`drop schema ${schema} cascade`)),
    },
  );
}

/** Migrates the database; destroy() closes it, drops what else it holds (a schema) and its folders. */
async function migrated(
  options: DatabaseOptions,
  where: {
    dataDir: string;
    parent: string;
    upTo: string | undefined;
    /** Runs a migration as this kind of database needs (PostgreSQL: under the schema lock). */
    migrating: (work: () => Promise<string[]>) => Promise<string[]>;
    dropSchema?: () => Promise<unknown>;
  },
): Promise<TestDatabase> {
  const database = openDatabase(options);
  const migrateNow = (upTo?: string) => where.migrating(() => migrate(database, upTo));
  await migrateNow(where.upTo);
  return {
    database,
    options,
    dataDir: where.dataDir,
    migrate: migrateNow,
    async destroy() {
      await database.close();
      await where.dropSchema?.();
      rmSync(where.parent, { recursive: true, force: true });
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
