import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, SQLITE_FILE } from '../db/database';
import { migrationsFor } from '../db/migrations';
import { createTestDatabase } from '../test/test-database';
import { restoreSqlite } from './sqlite';
import { migrateAfterBackup, UPGRADE_BACKUPS } from './upgrade';

/** A start that upgrades the embedded database backs it up first; that backup is the way back. */
describe('a start that upgrades the embedded database', () => {
  it('backs it up first, and the backup restores the version before', async () => {
    const test = await createTestDatabase('sqlite', '0013-test-store');
    const stopped = mkdtempSync(path.join(tmpdir(), 'codequest-stopped-'));
    try {
      const now = 1_795_000_000_000;
      await sql`insert into users (username, username_key, email, password_hash, xp_reached_at, created_at,
          updated_at)
        values ('bob', 'bob', 'ｂob@x.io', 'hash', ${now}, ${now}, ${now})`.execute(test.database.db);

      const start = await migrateAfterBackup(test.database, test.dataDir, new Date('2026-11-30T10:00:00Z'));
      // Every migration after the database's last, in order.
      expect(start.applied).toEqual(
        Object.keys(migrationsFor('sqlite')).filter((name) => name > '0013-test-store'),
      );
      expect(start.applied[0]).toBe('0014-canonical-emails');
      expect(start.backup?.file).toBe(
        path.join(
          test.dataDir,
          UPGRADE_BACKUPS,
          'codequest-before-0014-canonical-emails-2026-11-30T10-00-00-000Z.sqlite',
        ),
      );
      expect(start.backup).toMatchObject({ users: 1, submissions: 0 });
      expect(start.backup?.migrations.at(-1)).toBe('0013-test-store');
      const upgraded = await test.database.db.selectFrom('users').select('email').executeTakeFirst();
      expect(upgraded?.email).toBe('bob@x.io');
      // Up to date now: the next start copies nothing.
      expect(await migrateAfterBackup(test.database, test.dataDir)).toEqual({
        applied: [],
        backup: undefined,
      });

      // Going back: the backup restores the database as the version before left it.
      restoreSqlite(stopped, start.backup?.file ?? '', Object.keys(migrationsFor('sqlite')));
      const before = new SQLite(path.join(stopped, SQLITE_FILE), { readonly: true });
      expect(before.prepare('select email from users').get()).toEqual({ email: 'ｂob@x.io' });
      before.close();
    } finally {
      await test.destroy();
      rmSync(stopped, { recursive: true, force: true });
    }
  });

  it('upgrades nothing when the backup fails, and says why', async () => {
    const test = await createTestDatabase('sqlite', '0013-test-store');
    try {
      const at = new Date('2026-11-30T11:00:00Z');
      const folder = path.join(test.dataDir, UPGRADE_BACKUPS);
      mkdirSync(folder);
      const taken = path.join(
        folder,
        'codequest-before-0014-canonical-emails-2026-11-30T11-00-00-000Z.sqlite',
      );
      writeFileSync(taken, 'in the way');
      await expect(migrateAfterBackup(test.database, test.dataDir, at)).rejects.toThrow(
        `This version upgrades the database, and backs it up first; the backup failed, so nothing was changed: ${taken} exists already: name a new file`,
      );
      const executed = await sql<{ name: string }>`select name from kysely_migration`.execute(
        test.database.db,
      );
      expect(executed.rows.map((row) => row.name)).not.toContain('0014-canonical-emails');
    } finally {
      await test.destroy();
    }
  });

  it('copies nothing when the database is new', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'codequest-new-'));
    const database = openDatabase({ dataDir });
    try {
      const start = await migrateAfterBackup(database, dataDir);
      expect(start.applied).toEqual(Object.keys(migrationsFor('sqlite')));
      expect(start.backup).toBeUndefined();
      expect(existsSync(path.join(dataDir, UPGRADE_BACKUPS))).toBe(false);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
