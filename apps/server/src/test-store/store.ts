import { open } from 'node:fs/promises';
import path from 'node:path';
import { hashOf, readLocated, type TextLocation, type TextRef } from '@codequest/judge/transports';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

export type { TextRef };

/**
 * The test store: every test's input and expected output kept once, addressed by the SHA-256 of its bytes
 * (table test_files); a test (puzzle_tests) holds only the hashes, sizes, order and visibility. The
 * catalogue's tests stay in its files (content/ and the generated tests' cache): the store records where,
 * never a copy, so the database stays small whatever the catalogue's tests weigh. A text made anywhere else
 * (the admin panel, generation) is kept in the database itself, so every web process can read it and every
 * backup of the database holds it.
 *
 * A catalogue file can change under a running server (an edit, a pull): a text read from one is checked
 * against its hash, and one that no longer matches is refused (the next start seeds the new one).
 */

/** A text to store, and, for a catalogue test, the file that holds it (relative to the content folder). */
export interface TextToStore {
  text: string;
  file?: string | undefined;
}

/** Where the store reads: the database, and the content folder catalogue files are relative to. */
export interface StoreReader {
  db: Kysely<DB>;
  contentDir: string;
}

export function refOf(text: string): TextRef {
  return { hash: hashOf(text), bytes: Buffer.byteLength(text) };
}

/**
 * Stores each text the store lacks and answers their references, in order. A text a catalogue file holds is
 * recorded by path; any other by value, even when a catalogue file holds it too (that file may change).
 */
export async function storeTexts(db: Kysely<DB>, texts: readonly TextToStore[]): Promise<TextRef[]> {
  const refs: TextRef[] = [];
  for (const { text, file } of texts) {
    const ref = refOf(text);
    refs.push(ref);
    if (file !== undefined) {
      await db
        .insertInto('test_files')
        .values({ ...ref, path: file, data: null })
        .onConflict((conflict) => conflict.column('hash').doUpdateSet({ path: file }))
        .execute();
    } else {
      await db
        .insertInto('test_files')
        .values({ ...ref, path: null, data: text })
        .onConflict((conflict) =>
          conflict.column('hash').doUpdateSet({ data: text }).where('test_files.data', 'is', null),
        )
        .execute();
    }
  }
  return refs;
}

/** The texts of the given hashes, each read once; throws when one is missing or its file changed. */
export async function readTexts(store: StoreReader, hashes: readonly string[]): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const location of await locateTexts(store.db, hashes))
    texts.set(location.hash, await readLocated(location, store.contentDir));
  return texts;
}

export interface TestTexts {
  input: string;
  expected: string;
  hidden: boolean;
}

/** A test's texts (blank where not read) and their references, for a judge to fetch. */
export interface StoredTest extends TestTexts {
  refs: { input: TextRef; expected: TextRef };
}

/**
 * A puzzle's tests in order, texts read from the store. `visibleOnly`: the hidden ones are left out;
 * `hiddenBlank`: they are there, their texts blank and never read.
 */
export async function puzzleTests(
  store: StoreReader,
  puzzleId: number,
  which: 'all' | 'visibleOnly' | 'hiddenBlank',
): Promise<StoredTest[]> {
  let query = store.db
    .selectFrom('puzzle_tests')
    .select(['input_hash', 'input_bytes', 'expected_hash', 'expected_bytes', 'hidden'])
    .where('puzzle_id', '=', puzzleId)
    .orderBy('ordinal');
  if (which === 'visibleOnly') query = query.where('hidden', '=', 0);
  const rows = await query.execute();
  const read = rows.filter((row) => which === 'all' || row.hidden === 0);
  const texts = await readTexts(
    store,
    read.flatMap((row) => [row.input_hash, row.expected_hash]),
  );
  return rows.map((row) => {
    const blank = which === 'hiddenBlank' && row.hidden === 1;
    return {
      input: blank ? '' : (texts.get(row.input_hash) as string),
      expected: blank ? '' : (texts.get(row.expected_hash) as string),
      hidden: row.hidden === 1,
      refs: {
        input: { hash: row.input_hash, bytes: Number(row.input_bytes) },
        expected: { hash: row.expected_hash, bytes: Number(row.expected_bytes) },
      },
    };
  });
}

/** A puzzle's tests in order, each text cut to its first `chars` characters (`cut`: 1 when one was). */
export async function puzzleTestPreviews(
  store: StoreReader,
  puzzleId: number,
  chars: number,
): Promise<Array<{ input: string; expected: string; hidden: 0 | 1; cut: number }>> {
  const rows = await store.db
    .selectFrom('puzzle_tests')
    .select(['input_hash', 'expected_hash', 'hidden'])
    .where('puzzle_id', '=', puzzleId)
    .orderBy('ordinal')
    .execute();
  const previews = await previewTexts(
    store,
    rows.flatMap((row) => [row.input_hash, row.expected_hash]),
    chars,
  );
  return rows.map((row) => {
    const input = previews.get(row.input_hash) as { text: string; cut: boolean };
    const expected = previews.get(row.expected_hash) as { text: string; cut: boolean };
    return {
      input: input.text,
      expected: expected.text,
      hidden: row.hidden,
      cut: input.cut || expected.cut ? 1 : 0,
    };
  });
}

/**
 * Where a judge finds the given texts: a catalogue file's by its path (the judge reads and checks it), any
 * other whole. Throws when one is missing.
 */
export async function locateTexts(db: Kysely<DB>, hashes: readonly string[]): Promise<TextLocation[]> {
  const wanted = [...new Set(hashes)];
  const locations: TextLocation[] = [];
  for (let start = 0; start < wanted.length; start += IN_LIST) {
    const rows = await db
      .selectFrom('test_files')
      .select(['hash', 'path', 'data'])
      .where('hash', 'in', wanted.slice(start, start + IN_LIST))
      .execute();
    for (const row of rows) {
      if (row.data !== null) locations.push({ hash: row.hash, text: row.data });
      else if (row.path !== null) locations.push({ hash: row.hash, file: row.path });
    }
  }
  if (locations.length < wanted.length) {
    const found = new Set(locations.map((location) => location.hash));
    throw new Error(`the test store has no text ${wanted.filter((hash) => !found.has(hash)).join(', ')}`);
  }
  return locations;
}

/**
 * The first `chars` characters of each text, and whether it goes on: what a preview shows of a text that
 * may be megabytes, without reading it whole.
 */
export async function previewTexts(
  store: StoreReader,
  hashes: readonly string[],
  chars: number,
): Promise<Map<string, { text: string; cut: boolean }>> {
  const wanted = [...new Set(hashes)];
  const previews = new Map<string, { text: string; cut: boolean }>();
  if (wanted.length === 0) return previews;
  const rows = await store.db
    .selectFrom('test_files')
    .select((eb) => [
      'hash',
      'bytes',
      'path',
      sql<string | null>`substr(${eb.ref('data')}, 1, ${chars + 1})`.as('head'),
    ])
    .where('hash', 'in', wanted)
    .execute();
  for (const row of rows) {
    // A character is at most 4 bytes: that many hold `chars` of them and one more, if there are.
    const head =
      row.head ??
      (row.path === null ? null : await readHead(path.join(store.contentDir, row.path), (chars + 1) * 4));
    if (head === null) continue;
    const characters = [...head];
    const cut = characters.length > chars;
    previews.set(row.hash, { text: cut ? characters.slice(0, chars).join('') : head, cut });
  }
  const missing = wanted.filter((hash) => !previews.has(hash));
  if (missing.length > 0) throw new Error(`the test store has no text ${missing.join(', ')}`);
  return previews;
}

/** Forgets those of the given texts that no test refers to any more (a puzzle's old tests, replaced). */
export async function forgetUnused(db: Kysely<DB>, hashes: readonly string[]): Promise<void> {
  const candidates = [...new Set(hashes)];
  for (let start = 0; start < candidates.length; start += IN_LIST) {
    await db
      .deleteFrom('test_files')
      .where('hash', 'in', candidates.slice(start, start + IN_LIST))
      .where(unused(db))
      .execute();
  }
}

/**
 * Forgets the texts no test refers to any more, and keeps by path alone a text only the catalogue's tests
 * use (the database need not hold what a catalogue file does). Answers how many texts it forgot or let go.
 */
export async function compactStore(db: Kysely<DB>): Promise<number> {
  const deleted = await db.deleteFrom('test_files').where(unused(db)).executeTakeFirst();
  const usedOutsideCatalogue = (column: 'input_hash' | 'expected_hash') =>
    db
      .selectFrom('puzzle_tests')
      .innerJoin('puzzles', 'puzzles.id', 'puzzle_tests.puzzle_id')
      .select(`puzzle_tests.${column}`)
      .where('puzzles.origin', '!=', 'content');
  const kept = await db
    .updateTable('test_files')
    .set({ data: null })
    .where('path', 'is not', null)
    .where('data', 'is not', null)
    .where((eb) =>
      eb.and([
        eb('hash', 'not in', usedOutsideCatalogue('input_hash')),
        eb('hash', 'not in', usedOutsideCatalogue('expected_hash')),
      ]),
    )
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) + Number(kept.numUpdatedRows);
}

/** How many hashes one `in (...)` lists at most. */
const IN_LIST = 500;

/** A test_files row that no test refers to. */
function unused(db: Kysely<DB>) {
  const used = (column: 'input_hash' | 'expected_hash') =>
    db.selectFrom('puzzle_tests').select(`puzzle_tests.${column}`);
  return (eb: ExpressionBuilder<DB, 'test_files'>) =>
    eb.and([eb('hash', 'not in', used('input_hash')), eb('hash', 'not in', used('expected_hash'))]);
}

async function readHead(file: string, bytes: number): Promise<string | null> {
  const handle = await open(file).catch(() => undefined);
  if (!handle) return null;
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return new TextDecoder().decode(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
