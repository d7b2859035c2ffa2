import { type Migration, sql } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * A submission outlives its learner's account: `submissions.user_id` may be null, and deleting a user sets
 * it to null instead of deleting their submissions (commands/delete-account.ts), so a puzzle's submission
 * and acceptance figures stay right. PostgreSQL alters the column and its foreign key; SQLite cannot, so
 * the table is rebuilt with the new definition in one transaction (ids, rows and indexes as they were).
 */

/** A migration sees the schema of its own time, not today's: its database is untyped. */
type Db = Parameters<Migration['up']>[0];

const COLUMNS = [
  'id',
  'user_id',
  'puzzle_id',
  'language',
  'code',
  'verdict',
  'passed_count',
  'total_count',
  'results',
  'runtime_ms',
  'memory_kb',
  'xp_gained',
  'created_at',
] as const;

export const anonymousSubmissions: MigrationFactory = (kind) => ({
  async up(db) {
    if (kind === 'postgres') await alterOnPostgres(db);
    else await db.transaction().execute((trx) => rebuildOnSqlite(trx));
  },
});

async function alterOnPostgres(db: Db): Promise<void> {
  // The foreign key was named by PostgreSQL when 0001 declared it inline: found, not assumed.
  const { rows } = await sql<{ name: string }>`
    select con.conname as name
    from pg_constraint con
    join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any (con.conkey)
    where con.conrelid = 'submissions'::regclass and con.contype = 'f' and att.attname = 'user_id'`.execute(
    db,
  );
  for (const { name } of rows) await db.schema.alterTable('submissions').dropConstraint(name).execute();
  await db.schema
    .alterTable('submissions')
    .alterColumn('user_id', (col) => col.dropNotNull())
    .execute();
  await db.schema
    .alterTable('submissions')
    .addForeignKeyConstraint('submissions_user_id_fkey', ['user_id'], 'users', ['id'], (constraint) =>
      constraint.onDelete('set null'),
    )
    .execute();
}

async function rebuildOnSqlite(db: Db): Promise<void> {
  await db.schema
    .createTable('submissions_new')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('puzzle_id', 'integer', (col) => col.notNull().references('puzzles.id').onDelete('cascade'))
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('verdict', 'text', (col) => col.notNull())
    .addColumn('passed_count', 'integer', (col) => col.notNull())
    .addColumn('total_count', 'integer', (col) => col.notNull())
    .addColumn('results', 'text', (col) => col.notNull())
    .addColumn('runtime_ms', 'integer')
    .addColumn('memory_kb', 'integer')
    .addColumn('xp_gained', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  const columns = sql.join(COLUMNS.map((column) => sql.ref(column)));
  await sql`insert into submissions_new (${columns}) select ${columns} from submissions`.execute(db);
  // Ids are never given twice: the next one follows the old table's counter, not only its largest row.
  const { rows } = await sql<{ seq: number }>`
    select seq from sqlite_sequence where name = 'submissions'`.execute(db);
  await db.schema.dropTable('submissions').execute();
  await db.schema.alterTable('submissions_new').renameTo('submissions').execute();
  const counter = rows[0]?.seq;
  if (counter !== undefined) {
    await sql`update sqlite_sequence set seq = max(seq, ${counter}) where name = 'submissions'`.execute(db);
    await sql`insert into sqlite_sequence (name, seq) select 'submissions', ${counter}
      where not exists (select 1 from sqlite_sequence where name = 'submissions')`.execute(db);
  }
  await db.schema
    .createIndex('submissions_user_puzzle')
    .on('submissions')
    .columns(['user_id', 'puzzle_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('submissions_puzzle_verdict')
    .on('submissions')
    .columns(['puzzle_id', 'verdict'])
    .execute();
}
