import { accessSync, chmodSync, constants, existsSync, readdirSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';

/**
 * When the database cannot be read or written: which of the faults an operator meets it is (a full disk, a
 * read-only or unreadable file, a damaged one), said as one sentence naming the cause and the fix. The start
 * (main.ts) says it instead of a stack trace; a request whose write fails for it answers 503, and health says
 * so until a write succeeds again (plugins/errors.ts, services/health.ts).
 */

export type StorageFault = 'full' | 'read-only' | 'corrupt' | 'unreadable';

/** SQLite's extended codes begin with the primary one (SQLITE_READONLY_DBMOVED, SQLITE_CORRUPT_INDEX…). */
const SQLITE_FAULTS: Array<[string, StorageFault]> = [
  ['SQLITE_FULL', 'full'],
  ['SQLITE_READONLY', 'read-only'],
  ['SQLITE_CORRUPT', 'corrupt'],
  ['SQLITE_NOTADB', 'corrupt'],
  ['SQLITE_CANTOPEN', 'unreadable'],
  ['SQLITE_PERM', 'unreadable'],
];

const SYSTEM_FAULTS: Record<string, StorageFault> = {
  ENOSPC: 'full',
  EDQUOT: 'full',
  EROFS: 'read-only',
  EACCES: 'unreadable',
  EPERM: 'unreadable',
};

/** PostgreSQL's SQLSTATEs for the same faults: disk_full, read_only_sql_transaction, data_corrupted, index_corrupted. */
const POSTGRES_FAULTS: Record<string, StorageFault> = {
  '53100': 'full',
  '25006': 'read-only',
  XX001: 'corrupt',
  XX002: 'corrupt',
};

/** The storage fault behind an error, if it is one. */
export function storageFault(error: unknown): StorageFault | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return undefined;
  if (code.startsWith('SQLITE_')) return SQLITE_FAULTS.find(([primary]) => code.startsWith(primary))?.[1];
  return SYSTEM_FAULTS[code] ?? POSTGRES_FAULTS[code];
}

/**
 * The storage fault behind a request's failure: the database's own (SQLite's or PostgreSQL's codes), or a
 * full disk wherever it was met. A permission error on another file (the catalogue's) is no fault of the
 * database's, and is left to be the 500 it is.
 */
export function requestFault(error: unknown): StorageFault | undefined {
  const fault = storageFault(error);
  if (!fault) return undefined;
  const code = String((error as { code?: unknown }).code);
  const fromDatabase = code.startsWith('SQLITE_') || code in POSTGRES_FAULTS;
  return fromDatabase || fault === 'full' ? fault : undefined;
}

/** A storage fault found before the database was used, its sentence for the operator as its message. */
export class StorageError extends Error {
  constructor(
    readonly fault: StorageFault,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

/** What to say of a fault: where it is, and what to do. */
export interface FaultPlace {
  /** The embedded database's file, or undefined with PostgreSQL. */
  file: string | undefined;
  /** Folders whose newest `.sqlite` file is the backup to restore. */
  backupDirs: string[];
}

/** One sentence: what is wrong and how to put it right. */
export function describeFault(fault: StorageFault, error: unknown, place: FaultPlace): string {
  const detail =
    error instanceof Error ? ` (${(error as { code?: string }).code ?? error.name}: ${error.message})` : '';
  const database = place.file ?? 'the PostgreSQL database';
  const user = userInfo().username;
  switch (fault) {
    case 'full':
      return `the disk holding ${database} is full${detail}: free some space on it; nothing was lost, and CodeQuest writes again once there is room`;
    case 'read-only':
      return `${database} is read-only for user ${user}${detail}: give that user write access to it and its folder (chown ${user} / chmod u+w), then start again`;
    case 'unreadable':
      return `${database} cannot be opened by user ${user}${detail}: check that the file and its folder exist and belong to that user (chown ${user} / chmod u+rw), then start again`;
    case 'corrupt': {
      const backup = newestBackup(place.backupDirs);
      const restore = backup
        ? `stop CodeQuest and restore the newest backup: npm run restore -- ${backup}`
        : `stop CodeQuest and restore a backup (npm run restore -- FILE); none was found in ${place.backupDirs.join(' or ')}`;
      return `${database} is damaged${detail}: ${restore}`;
    }
  }
}

/** The most recently written `.sqlite` file in these folders, if any. */
export function newestBackup(dirs: string[]): string | undefined {
  let newest: { file: string; at: number } | undefined;
  for (const dir of dirs) {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names.filter((entry) => entry.endsWith('.sqlite'))) {
      const file = path.join(dir, name);
      const at = statSync(file).mtimeMs;
      if (!newest || at > newest.at) newest = { file, at };
    }
  }
  return newest?.file;
}

/**
 * Before SQLite opens the file: a database this user cannot write is said so at once (SQLite would open it
 * read-only and fail at the first write, leaving a `-shm` as read-only as the file behind it). A `-wal` or
 * `-shm` left unwritable beside a writable database (by such a failed start, or a command run as another
 * user) is made writable again when this user owns it; else the sentence says what to do. Answers what was
 * fixed, for the log.
 */
export function checkSqliteFiles(file: string): string[] {
  const fixed: string[] = [];
  if (!existsSync(file)) return fixed;
  const user = userInfo().username;
  if (!writable(file))
    throw new StorageError('read-only', describeFault('read-only', undefined, { file, backupDirs: [] }));
  const mode = statSync(file).mode & 0o666;
  for (const sidecar of [`${file}-wal`, `${file}-shm`]) {
    if (!existsSync(sidecar) || writable(sidecar)) continue;
    const stat = statSync(sidecar);
    if (stat.uid !== process.getuid?.()) {
      throw new StorageError(
        'read-only',
        `${sidecar} belongs to another user (uid ${stat.uid}) and user ${user} cannot write it: stop every CodeQuest process and command, then chown ${user} ${sidecar}, and start again`,
      );
    }
    chmodSync(sidecar, mode);
    fixed.push(
      `${path.basename(sidecar)} was not writable (mode ${(stat.mode & 0o777).toString(8)}): given the database's mode ${mode.toString(8)}`,
    );
  }
  return fixed;
}

function writable(file: string): boolean {
  try {
    accessSync(file, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
