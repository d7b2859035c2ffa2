import { statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../test/test-database';
import { isUniqueViolation, SQLITE_FILE, WAL_LIMIT_BYTES } from './database';

describe.each(testDatabaseKinds())('the data layer on %s', (kind) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.destroy();
    test = undefined;
  });

  const newUser = (email: string, now = Date.now()) => ({
    username: email.split('@')[0] ?? email,
    username_key: (email.split('@')[0] ?? email).toLowerCase(),
    email,
    mobile: null,
    password_hash: 'hash',
    time_zone: 'UTC',
    xp_reached_at: now,
    created_at: now,
    updated_at: now,
  });

  it('migrates once, and a second run has nothing to do', async () => {
    test = await createTestDatabase(kind);
    expect(await test.migrate()).toEqual([]);
  });

  it.runIf(kind === 'postgres')(
    'introspects its own schema alone, where other databases of the same PostgreSQL change theirs',
    async () => {
      test = await createTestDatabase(kind);
      const other = await createTestDatabase(kind);
      try {
        await sql`alter table users add column elsewhere integer`.execute(other.database.db);
        const { introspection } = test.database.db;
        const tables = await introspection.getTables();
        const names = tables.map((table) => table.name);
        expect(names).toContain('users');
        expect(names).not.toContain('kysely_migration');
        expect(new Set(tables.map((table) => table.schema)).size).toBe(1);
        const users = tables.find((table) => table.name === 'users');
        expect(users?.columns.map((column) => column.name)).not.toContain('elsewhere');
        expect(users?.columns.find((column) => column.name === 'id')).toMatchObject({
          isAutoIncrementing: true,
          isNullable: false,
        });
        const all = await introspection.getTables({ withInternalKyselyTables: true });
        expect(all.map((table) => table.name)).toContain('kysely_migration');
        // The other schema is still known by name (the migrator asks whether its own exists).
        const schemas = (await introspection.getSchemas()).map((schema) => schema.name);
        expect(schemas).toEqual(expect.arrayContaining([tables[0]?.schema, 'public']));
      } finally {
        await other.destroy();
      }
    },
  );

  it('returns epoch milliseconds and counts as numbers', async () => {
    test = await createTestDatabase(kind);
    const now = 1_795_000_000_123;
    const { db } = test.database;
    const row = await db
      .insertInto('users')
      .values(newUser('a@x.io', now))
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(row.created_at).toBe(now);
    expect(row.is_admin).toBe(0);
    const count = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  it('recognises a unique violation', async () => {
    test = await createTestDatabase(kind);
    const { db } = test.database;
    await db.insertInto('users').values(newUser('a@x.io')).execute();
    const error = await db
      .insertInto('users')
      .values({ ...newUser('a@x.io'), username_key: 'other' })
      .execute()
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('something else'))).toBe(false);
  });

  it("deletes a user's sessions with the user", async () => {
    test = await createTestDatabase(kind);
    const { db } = test.database;
    const user = await db
      .insertInto('users')
      .values(newUser('a@x.io'))
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sessions')
      .values({ user_id: user.id, token_hash: 'h', created_at: 1, last_used_at: 1, expires_at: 2 })
      .execute();
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });
});

describe('the embedded database', () => {
  it('brings its write-ahead log back under the limit after a burst of writes', async () => {
    const test = await createTestDatabase('sqlite');
    try {
      const { db } = test.database;
      await sql`create table burst (data blob)`.execute(db);
      const megabyte = Buffer.alloc(1024 * 1024, 7);
      // One transaction of 80 MB: the log holds all of it until the commit.
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < 80; i++) await sql`insert into burst values (${megabyte})`.execute(trx);
      });
      const wal = path.join(test.dataDir, `${SQLITE_FILE}-wal`);
      expect(statSync(wal).size).toBeGreaterThan(WAL_LIMIT_BYTES);
      // The commit's checkpoint copied it into the database; the next write starts the log again.
      await sql`insert into burst values (${Buffer.from('x')})`.execute(db);
      expect(statSync(wal).size).toBeLessThanOrEqual(WAL_LIMIT_BYTES);
    } finally {
      await test.destroy();
    }
  });
});
