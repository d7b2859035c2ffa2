import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'codequest-test-'));
  // The judge's sandboxed programs run as other users: they must be able to reach their folders below it.
  chmodSync(dataDir, 0o755);
  if (kind === 'sqlite') {
    const database = openDatabase({ dataDir });
    await migrate(database, upTo);
    return {
      database,
      dataDir,
      async destroy() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  const url = process.env.CODEQUEST_TEST_POSTGRES_URL;
  if (!url) throw new Error('PostgreSQL tests need CODEQUEST_TEST_POSTGRES_URL (set by the global setup)');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(url, (client) => client.query(`create schema ${schema}`));
  const database = openDatabase({ url, dataDir, pgSchema: schema });
  await migrate(database, upTo);
  return {
    database,
    dataDir,
    async destroy() {
      await database.close();
      await withAdminClient(url, (client) => client.query(`drop schema ${schema} cascade`));
      rmSync(dataDir, { recursive: true, force: true });
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
