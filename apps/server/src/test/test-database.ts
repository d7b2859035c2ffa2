import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, type DatabaseKind, migrate, openDatabase } from '../db/database';

/** A fresh, migrated database of either kind, and the way to throw it away. */

export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.CODEQUEST_TEST_POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase {
  database: Database;
  dataDir: string;
  destroy(): Promise<void>;
}

/** `upTo` stops the migrations at that one (to test what a later migration does to existing data). */
export async function createTestDatabase(kind: DatabaseKind, upTo?: string): Promise<TestDatabase> {
  // A private data folder inside a private folder (mkdtemp makes both 0700), as an operator's may be: the
  // judge keeps its own folders elsewhere, so every suite proves it judges whatever the data folder's modes.
  const parent = mkdtempSync(path.join(tmpdir(), 'codequest-test-'));
  const dataDir = mkdtempSync(path.join(parent, 'data-'));
  if (kind === 'sqlite') return migrated(openDatabase({ dataDir }), { dataDir, parent, upTo });

  const url = process.env.CODEQUEST_TEST_POSTGRES_URL;
  if (!url) throw new Error('PostgreSQL tests need CODEQUEST_TEST_POSTGRES_URL (set by the global setup)');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(url, (client) => client.query(`create schema ${schema}`));
  return migrated(openDatabase({ url, dataDir, pgSchema: schema }), {
    dataDir,
    parent,
    upTo,
    dropSchema: () => withAdminClient(url, (client) => client.query(`drop schema ${schema} cascade`)),
  });
}

/** Migrates the database; destroy() closes it, drops what else it holds (a schema) and its folders. */
async function migrated(
  database: Database,
  where: { dataDir: string; parent: string; upTo: string | undefined; dropSchema?: () => Promise<unknown> },
): Promise<TestDatabase> {
  await migrate(database, where.upTo);
  return {
    database,
    dataDir: where.dataDir,
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
