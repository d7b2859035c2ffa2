import { copyFileSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { SQLITE_FILE } from '../db/database';

/**
 * Backing up and restoring the embedded database. A backup is one SQLite file, made while CodeQuest runs
 * and writes: VACUUM INTO reads the database in one transaction, so the copy holds every write acknowledged
 * before it began and none after, never blocks the server's writes (WAL), and is compact. Copying the file
 * instead loses whatever still sits in its `-wal` beside it.
 */

/** Something the operator must put right: said in one sentence, never as a stack trace. */
export class BackupError extends Error {}

/** What a backup holds, from reading it whole. */
export interface BackupContents {
  file: string;
  bytes: number;
  /** The migrations applied to it, in order: the version of CodeQuest that made it. */
  migrations: string[];
  users: number;
  submissions: number;
}

export function backupSqlite(dataDir: string, file: string): BackupContents {
  const live = path.join(dataDir, SQLITE_FILE);
  if (!existsSync(live)) throw new BackupError(`There is no database to back up: ${live} does not exist`);
  const target = path.resolve(file);
  if (existsSync(target)) throw new BackupError(`${target} exists already: name a new file`);
  if (!existsSync(path.dirname(target)))
    throw new BackupError(`${path.dirname(target)} does not exist: make the folder first`);
  const source = new SQLite(live, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 10000');
    source.prepare('VACUUM INTO ?').run(target);
  } catch (error) {
    rmSync(target, { force: true });
    throw new BackupError(`The backup failed: ${describe(error)}`);
  } finally {
    source.close();
  }
  return readBackup(target);
}

/**
 * Puts a backup in place of the data folder's database, after checking it whole, with CodeQuest stopped.
 * The database it replaces is kept beside it (`codequest.sqlite.before-restore-<time>`), never deleted.
 * `known`: the migrations this version of CodeQuest has; a backup made by a later one is refused.
 */
export function restoreSqlite(
  dataDir: string,
  file: string,
  known: readonly string[],
  now = new Date(),
): BackupContents & { keptAs: string | undefined } {
  const contents = readBackup(path.resolve(file));
  const unknown = contents.migrations.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new BackupError(
      `This backup was made by a later version of CodeQuest (it has migration ${unknown.join(', ')}): restore it with that version`,
    );
  const live = path.join(dataDir, SQLITE_FILE);
  if (existsSync(live)) closeLive(live);
  // The copy first: if it fails (a full disk), the data folder is as it was.
  const incoming = `${live}.restoring`;
  try {
    copyFileSync(contents.file, incoming);
  } catch (error) {
    rmSync(incoming, { force: true });
    throw new BackupError(`The restore failed, and changed nothing: ${describe(error)}`);
  }
  // Whatever was there goes aside, a log left without its database too: it must never meet the backup.
  const aside = `${live}.before-restore-${timeStamp(now)}`;
  const keptAs = existsSync(live) ? aside : undefined;
  for (const suffix of ['', '-wal', '-shm'])
    if (existsSync(`${live}${suffix}`)) renameSync(`${live}${suffix}`, `${aside}${suffix}`);
  renameSync(incoming, live);
  return { ...contents, keptAs };
}

/**
 * Checks that no process has the live database open, and leaves it whole in its one file: leaving WAL mode
 * folds the `-wal` into the file and needs the database to itself, so it fails while CodeQuest runs.
 */
function closeLive(live: string): void {
  const db = new SQLite(live, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    if (db.pragma('journal_mode = DELETE', { simple: true }) !== 'delete') throw new BackupError(RUNNING);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    if ((error as { code?: string }).code === 'SQLITE_BUSY') throw new BackupError(RUNNING);
    throw new BackupError(`The database in the data folder cannot be opened: ${describe(error)}`);
  } finally {
    db.close();
  }
}

/** A time in a file name: ISO 8601 in UTC, with `-` for the characters some file systems refuse. */
export function timeStamp(time: Date): string {
  return time.toISOString().replace(/[:.]/g, '-');
}

const RUNNING = 'CodeQuest is running on this data folder (its database is open): stop it, then restore';

/** Reads a backup whole: a SQLite file that passes its integrity check and holds CodeQuest's tables. */
export function readBackup(file: string): BackupContents {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  const notOurs = (error: unknown) =>
    new BackupError(`${file} is not a CodeQuest backup: ${describe(error)}`);
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw notOurs(error);
  }
  try {
    const problems = db.pragma('integrity_check', { simple: false }) as Array<{ integrity_check: string }>;
    const first = problems[0]?.integrity_check;
    if (first !== 'ok') throw new BackupError(`${file} is damaged: ${first ?? 'unreadable'}`);
    const names = (query: string) =>
      (db.prepare(query).all() as Array<{ name: string }>).map((row) => row.name);
    const tables = new Set(names("select name from sqlite_master where type = 'table'"));
    if (!tables.has('kysely_migration') || !tables.has('users') || !tables.has('submissions'))
      throw new BackupError(`${file} is a SQLite database, but not CodeQuest's`);
    const count = (table: string) =>
      (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    return {
      file,
      bytes: statSync(file).size,
      migrations: names('select name from kysely_migration order by name'),
      users: count('users'),
      submissions: count('submissions'),
    };
  } catch (error) {
    throw error instanceof BackupError ? error : notOurs(error);
  } finally {
    db.close();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
