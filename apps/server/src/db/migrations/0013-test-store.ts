import { createHash } from 'node:crypto';
import type { Migration } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * The test store (test-store/store.ts): each test's input and expected output move out of puzzle_tests into
 * test_files, once per distinct text, and the test keeps their hashes and sizes. Every text moves by value
 * here; the catalogue's puzzles are marked changed so the next seed records theirs by path (their files hold
 * them), after which the store lets go of the copies, and a SQLite database is vacuumed to its new size
 * (commands/seed-catalogue.ts).
 */

/** Tests moved per round: a round holds at most this many tests' texts in memory (some are megabytes). */
const BATCH = 20;

/** A migration sees the schema of its own time, not today's: its database is untyped. */
type Db = Parameters<Migration['up']>[0];

export const testStore: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .createTable('test_files')
      .addColumn('hash', 'text', (col) => col.primaryKey())
      .addColumn('bytes', 'bigint', (col) => col.notNull())
      .addColumn('path', 'text')
      .addColumn('data', 'text')
      .execute();
    for (const column of ['input_hash', 'expected_hash'])
      await db.schema
        .alterTable('puzzle_tests')
        .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
        .execute();
    for (const column of ['input_bytes', 'expected_bytes'])
      await db.schema
        .alterTable('puzzle_tests')
        .addColumn(column, 'bigint', (col) => col.notNull().defaultTo(0))
        .execute();

    let after = 0;
    for (;;) {
      const rows: Array<{ id: number; input: string; expected: string }> = await db
        .selectFrom('puzzle_tests')
        .select(['id', 'input', 'expected'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        const input = await storeByValue(db, row.input);
        const expected = await storeByValue(db, row.expected);
        // The old copies emptied as they move: the next texts reuse their room, so the file does not double.
        await db
          .updateTable('puzzle_tests')
          .set({
            input_hash: input.hash,
            input_bytes: input.bytes,
            expected_hash: expected.hash,
            expected_bytes: expected.bytes,
            input: '',
            expected: '',
          })
          .where('id', '=', row.id)
          .execute();
      }
      after = Number(rows[rows.length - 1]?.id);
    }

    await db.schema.alterTable('puzzle_tests').dropColumn('input').execute();
    await db.schema.alterTable('puzzle_tests').dropColumn('expected').execute();
    await db.schema.createIndex('puzzle_tests_input').on('puzzle_tests').column('input_hash').execute();
    await db.schema.createIndex('puzzle_tests_expected').on('puzzle_tests').column('expected_hash').execute();
    // The next start seeds every catalogue puzzle again, by path this time.
    await db.updateTable('puzzles').set({ content_hash: null }).where('origin', '=', 'content').execute();
    await db.deleteFrom('catalogue_seeds').execute();
  },
});

async function storeByValue(db: Db, text: string): Promise<{ hash: string; bytes: number }> {
  const bytes = Buffer.from(text, 'utf8');
  const ref = { hash: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length };
  await db
    .insertInto('test_files')
    .values({ ...ref, path: null, data: text })
    .onConflict((conflict) => conflict.column('hash').doNothing())
    .execute();
  return ref;
}
