import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Puzzle } from '@codequest/contracts';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE } from '../db/database';
import { migrationsFor } from '../db/migrations';
import { writeSumPuzzle } from '../test/catalogue-fixture';
import { sendCode } from '../test/code-requests';
import { buildUser } from '../test/factories';
import { runNpmScript } from '../test/npm-scripts';
import { type SeededServer, startSeededServer } from '../test/seeded';
import { until } from '../test/waiting';
import { BackupError, readBackup, restoreSqlite } from './sqlite';

/**
 * `npm run backup` and `npm run restore` on the embedded database: a copy made while learners submit holds
 * every submission acknowledged before it began, and restores into another data folder; a restore refuses
 * while CodeQuest runs, and refuses what is not a whole CodeQuest backup of this version or an earlier one.
 */

/** `npm run backup` or `npm run restore` of `file`, on the data folder `dataDir`. */
const operator = (command: 'backup' | 'restore', file: string, dataDir: string) =>
  runNpmScript(command, [file], { DATA_DIR: dataDir });

const LEARNERS = 20;
const KNOWN = Object.keys(migrationsFor('sqlite'));

/**
 * A test starts the commands (npm, then tsx, two to three seconds each on a quiet machine, several times
 * that on a busy one) while twenty learners are judged: the suite's usual 20 s is too short for it there.
 */
const COMMANDS_TIMEOUT = 90_000;

describe('backing up and restoring the embedded database', { timeout: COMMANDS_TIMEOUT }, () => {
  let seeded: SeededServer;
  let puzzle: Puzzle;
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'codequest-backup-'));
    folders.push(dir);
    return dir;
  };
  beforeAll(async () => {
    seeded = await startSeededServer('sqlite', writeSumPuzzle);
    puzzle = seeded.puzzles[0] as Puzzle;
  });
  afterAll(async () => {
    await seeded?.close();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('copies the database while learners submit; the copy restores with every submission acknowledged before it', async () => {
    const { server } = seeded;
    const learners = await Promise.all(Array.from({ length: LEARNERS }, () => buildUser(server)));
    const acknowledged: number[] = [];
    const submits = learners.map(async (learner) => {
      const response = await sendCode(server, puzzle.id, learner, 'submit');
      expect(response.body.verdict).toBe('ACCEPTED');
      acknowledged.push(response.body.submissionId as number);
    });
    await until(() => expect(acknowledged.length).toBeGreaterThanOrEqual(3), 60_000);
    const before = [...acknowledged];
    const file = path.join(folder(), 'codequest-backup.sqlite');
    const backup = await operator('backup', file, server.dataDir);
    await Promise.all(submits);
    expect(backup.output).toContain(`backed up to ${file}`);
    expect(backup.code).toBe(0);
    // Learners went on submitting while it ran: the backup holds what was acknowledged first, maybe more.
    expect(before.length).toBeLessThan(LEARNERS);

    const fresh = folder();
    const restore = await operator('restore', file, fresh);
    expect(restore.output).toContain(`restored ${file}`);
    expect(restore.code).toBe(0);
    const restored = new SQLite(path.join(fresh, SQLITE_FILE), { readonly: true });
    const ids = (restored.prepare('select id from submissions').all() as Array<{ id: number }>).map(
      (row) => row.id,
    );
    restored.close();
    expect(ids).toEqual(expect.arrayContaining(before));
    expect(ids.length).toBeLessThanOrEqual(LEARNERS);
  });

  it('refuses to restore while CodeQuest runs on the data folder, and changes nothing', async () => {
    const file = path.join(folder(), 'backup.sqlite');
    expect((await operator('backup', file, seeded.server.dataDir)).code).toBe(0);
    const before = readdirSync(seeded.server.dataDir).sort();
    const restore = await operator('restore', file, seeded.server.dataDir);
    expect(restore.code).toBe(1);
    expect(restore.output).toBe(
      'CodeQuest is running on this data folder (its database is open): stop it, then restore',
    );
    expect(readdirSync(seeded.server.dataDir).sort()).toEqual(before);
    expect((await seeded.server.request('GET', '/api/health')).status).toBe(200);
  });

  it('keeps the database it replaces beside it', async () => {
    const file = path.join(folder(), 'backup.sqlite');
    expect((await operator('backup', file, seeded.server.dataDir)).code).toBe(0);
    const stopped = folder();
    copyFileSync(file, path.join(stopped, SQLITE_FILE));
    const restored = restoreSqlite(stopped, file, KNOWN, new Date('2026-11-30T10:00:00Z'));
    expect(restored.keptAs).toBe(
      path.join(stopped, `${SQLITE_FILE}.before-restore-2026-11-30T10-00-00-000Z`),
    );
    expect(readdirSync(stopped).sort()).toEqual([
      SQLITE_FILE,
      `${SQLITE_FILE}.before-restore-2026-11-30T10-00-00-000Z`,
    ]);
  });

  it('puts aside a write-ahead log left without its database, so that it never meets the backup', async () => {
    const file = path.join(folder(), 'backup.sqlite');
    expect((await operator('backup', file, seeded.server.dataDir)).code).toBe(0);
    const stopped = folder();
    writeFileSync(path.join(stopped, `${SQLITE_FILE}-wal`), 'a log of another database');
    const restored = restoreSqlite(stopped, file, KNOWN, new Date('2026-11-30T10:00:00Z'));
    expect(restored.keptAs).toBeUndefined();
    expect(readdirSync(stopped).sort()).toEqual([
      SQLITE_FILE,
      `${SQLITE_FILE}.before-restore-2026-11-30T10-00-00-000Z-wal`,
    ]);
    expect(readBackup(path.join(stopped, SQLITE_FILE)).users).toBe(restored.users);
  });

  it('refuses what is not a whole CodeQuest backup of this version, with a sentence', async () => {
    const dir = folder();
    const refusal = (file: string) => {
      try {
        restoreSqlite(folder(), file, KNOWN);
      } catch (error) {
        expect(error).toBeInstanceOf(BackupError);
        return (error as Error).message;
      }
      throw new Error('expected a refusal');
    };
    expect(refusal(path.join(dir, 'missing.sqlite'))).toMatch(/does not exist$/);
    writeFileSync(path.join(dir, 'notes.txt'), 'not a database at all, but long enough to be read as one');
    expect(refusal(path.join(dir, 'notes.txt'))).toMatch(/is not a CodeQuest backup: file is not a database/);
    const other = new SQLite(path.join(dir, 'other.sqlite'));
    other.exec('create table things (x)');
    other.close();
    expect(refusal(path.join(dir, 'other.sqlite'))).toMatch(/is a SQLite database, but not CodeQuest's$/);

    const newer = path.join(dir, 'newer.sqlite');
    expect((await operator('backup', newer, seeded.server.dataDir)).code).toBe(0);
    const db = new SQLite(newer);
    db.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run('9999-later', 'now');
    db.close();
    expect(refusal(newer)).toBe(
      'This backup was made by a later version of CodeQuest (it has migration 9999-later): restore it with that version',
    );
    expect(readBackup(newer).migrations.at(-1)).toBe('9999-later');
  });

  it('refuses to back up over an existing file', async () => {
    const file = path.join(folder(), 'taken.sqlite');
    writeFileSync(file, 'precious');
    const backup = await operator('backup', file, seeded.server.dataDir);
    expect(backup.code).toBe(1);
    expect(backup.output).toBe(`${file} exists already: name a new file`);
    expect(existsSync(file)).toBe(true);
  });
});
