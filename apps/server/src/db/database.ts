import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresAdapter,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteStatement,
  sql,
} from 'kysely';
import pg from 'pg';
import { migrationsFor } from './migrations';
import type { DatabaseKind } from './migrations/types';
import { OwnSchemaPostgresDialect } from './postgres-dialect';
import type { DB } from './schema';
import { checkSqliteFiles } from './storage';

export type { DatabaseKind };

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** The embedded database's file (undefined in memory and with PostgreSQL). */
  file?: string | undefined;
  /** What was put right before it opened: a `-wal` or `-shm` left unwritable (db/storage.ts). */
  fixedFiles?: string[];
  close(): Promise<void>;
}

/** The embedded database's file in the data folder. */
export const SQLITE_FILE = 'codequest.sqlite';

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; unset for the embedded SQLite database. */
  url?: string | undefined;
  /** Where the SQLite file lives. */
  dataDir: string;
  /** SQLite file name inside dataDir, or ':memory:'. */
  sqliteFile?: string;
  /** PostgreSQL schema to use instead of public (tests get one each). */
  pgSchema?: string;
}

// PostgreSQL returns bigint (int8) and count(*) as strings; our values fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openDatabase(options: DatabaseOptions): Database {
  return options.url ? openPostgres(options.url, options.pgSchema) : openSqlite(options);
}

function openSqlite(options: DatabaseOptions): Database {
  const file = options.sqliteFile ?? SQLITE_FILE;
  let location = file;
  let fixedFiles: string[] = [];
  if (file !== ':memory:') {
    mkdirSync(options.dataDir, { recursive: true });
    location = path.join(options.dataDir, file);
    fixedFiles = checkSqliteFiles(location);
  }
  const sqlite = new SQLite(location);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // A checkpoint brings the write-ahead log back to this size at most, rather than leave it as large as its
  // largest burst of writes (it had grown to the database's own size and stayed until a clean stop).
  sqlite.pragma(`journal_size_limit = ${WAL_LIMIT_BYTES}`);
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: reusingStatements(sqlite, STATEMENT_CACHE_SIZE) }),
  });
  return {
    db,
    kind: 'sqlite',
    file: file === ':memory:' ? undefined : location,
    fixedFiles,
    close: () => db.destroy(),
  };
}

/** The most the `-wal` file keeps after a checkpoint. */
export const WAL_LIMIT_BYTES = 64 * 1024 * 1024;

/** Distinct SQL texts whose prepared statements are kept: the app has a few hundred queries at most. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, and on the hot paths (a session's lookup, a poll's tag) preparing cost
 * as much as running. Statements are reused by their SQL text instead, the least recently used dropped
 * past `size`. Safe because better-sqlite3 runs one statement at a time and nothing here streams.
 */
function reusingStatements(sqlite: SQLite.Database, size: number): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      // SQLite rolls a transaction back itself when a write fails for want of space or memory; Kysely's own
      // rollback would then fail ("no transaction is active") and hide the error that says why (SQLITE_FULL).
      if (text === 'rollback' && !sqlite.inTransaction) return NOTHING_TO_ROLL_BACK;
      let statement = statements.get(text);
      if (statement) statements.delete(text);
      else statement = sqlite.prepare(text);
      statements.set(text, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value ?? '');
      return statement;
    },
  };
}

const NOTHING_TO_ROLL_BACK: SqliteStatement = {
  reader: false,
  all: () => [],
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
  iterate: () => [][Symbol.iterator](),
};

function openPostgres(url: string, schema: string | undefined): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<DB>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/**
 * Brings the schema up to date (or up to the migration named `upTo`, for tests of a migration's data);
 * throws with the failing migration's error.
 */
export async function migrate(database: Database, upTo?: string): Promise<string[]> {
  const migrator = await migratorFor(database);
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}

/** The migrations a start would apply, and how many the database has already (none: a new database). */
export async function pendingMigrations(database: Database): Promise<{ pending: string[]; applied: number }> {
  const migrations = await (await migratorFor(database)).getMigrations();
  return {
    pending: migrations.filter((migration) => !migration.executedAt).map((migration) => migration.name),
    applied: migrations.filter((migration) => migration.executedAt).length,
  };
}

async function migratorFor(database: Database): Promise<Migrator> {
  return new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrationsFor(database.kind) },
    // Without a schema, Kysely takes another schema's migration tables for ours (two databases in one
    // PostgreSQL, as tests have) and then fails to find them: name the schema in force.
    ...(database.kind === 'postgres' ? { migrationTableSchema: await currentSchema(database.db) } : {}),
    // Migration numbers are handed out to changes made side by side, so one may land after a higher number
    // has already run somewhere: it still runs, instead of the start failing on "corrupted migrations".
    allowUnorderedMigrations: true,
  });
}

async function currentSchema(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? 'public';
}

/**
 * Whether `SELECT … FOR UPDATE` works here: PostgreSQL. SQLite has no row locks and needs none, since it
 * runs one write transaction at a time.
 */
export function supportsRowLocks(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Gives the space of deleted rows back to the disk: SQLite rewrites its file (VACUUM; not inside a
 * transaction); PostgreSQL's autovacuum reuses the space on its own.
 */
export async function reclaimSpace(db: Kysely<DB>): Promise<void> {
  if (!supportsRowLocks(db)) await sql`vacuum`.execute(db);
}

/** True when a write failed on a UNIQUE constraint (SQLite and PostgreSQL word it differently). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
