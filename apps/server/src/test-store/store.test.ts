import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContentDir } from '../test/catalogue-fixture';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../test/test-database';
import {
  compactStore,
  forgetUnused,
  previewTexts,
  readTexts,
  refOf,
  type StoreReader,
  storeTexts,
} from './store';

describe.each(testDatabaseKinds())('the test store on %s', (kind) => {
  let test: TestDatabase;
  let content: string;
  let store: StoreReader;
  beforeEach(async () => {
    test = await createTestDatabase(kind);
    content = createContentDir();
    store = { db: test.database.db, contentDir: content };
  });
  afterEach(async () => {
    await test.destroy();
    rmSync(content, { recursive: true, force: true });
  });

  /** A catalogue file, relative to the content folder. */
  function catalogueFile(name: string, text: string): string {
    mkdirSync(path.join(content, 'tests'), { recursive: true });
    writeFileSync(path.join(content, 'tests', name), text);
    return path.join('tests', name);
  }
  const rows = () => test.database.db.selectFrom('test_files').selectAll().orderBy('hash').execute();

  it('keeps each text once, by the SHA-256 of its bytes, and reads it back', async () => {
    const texts = ['3 4\n', 'é€😀\n', '3 4\n', ''];
    const refs = await storeTexts(
      test.database.db,
      texts.map((text) => ({ text })),
    );
    expect(refs[1]).toEqual({
      hash: createHash('sha256').update('é€😀\n').digest('hex'),
      bytes: Buffer.byteLength('é€😀\n'),
    });
    expect(refs[0]).toEqual(refs[2]);
    expect(await rows()).toHaveLength(3);
    const read = await readTexts(
      store,
      refs.map((ref) => ref.hash),
    );
    expect(refs.map((ref) => read.get(ref.hash))).toEqual(texts);
    await expect(readTexts(store, [refOf('never stored').hash])).rejects.toThrow(/no text/);
  });

  it("keeps a catalogue file's text by path, reads the file, and refuses it once the file changed", async () => {
    const file = catalogueFile('01.in', '1 2\n');
    const [ref] = await storeTexts(test.database.db, [{ text: '1 2\n', file }]);
    expect(await rows()).toEqual([{ hash: ref?.hash, bytes: 4, path: file, data: null }]);
    expect((await readTexts(store, [ref?.hash as string])).get(ref?.hash as string)).toBe('1 2\n');

    writeFileSync(path.join(content, file), '1 3\n');
    await expect(readTexts(store, [ref?.hash as string])).rejects.toThrow(/changed since the catalogue/);
  });

  it('keeps by value a text made elsewhere that a catalogue file holds too (the file may change)', async () => {
    const file = catalogueFile('01.out', '3\n');
    await storeTexts(test.database.db, [{ text: '3\n', file }]);
    await storeTexts(test.database.db, [{ text: '3\n' }]);
    writeFileSync(path.join(content, file), '4\n');
    const { hash } = refOf('3\n');
    expect((await readTexts(store, [hash])).get(hash)).toBe('3\n');
  });

  it('previews the first characters of a text by value or in a file, without cutting a character', async () => {
    const long = `${'ab€'.repeat(10)}\n`;
    const file = catalogueFile('02.in', `😀${long}`);
    const [byValue, inFile, short] = await storeTexts(test.database.db, [
      { text: long },
      { text: `😀${long}`, file },
      { text: 'ok' },
    ]);
    const previews = await previewTexts(
      store,
      [byValue, inFile, short].map((ref) => ref?.hash as string),
      5,
    );
    expect(previews.get(byValue?.hash as string)).toEqual({ text: 'ab€ab', cut: true });
    expect(previews.get(inFile?.hash as string)).toEqual({ text: '😀ab€a', cut: true });
    expect(previews.get(short?.hash as string)).toEqual({ text: 'ok', cut: false });
  });

  it('forgets texts no test uses, and lets go of copies only catalogue tests use', async () => {
    const db = test.database.db;
    const now = Date.now();
    await sql`insert into categories (slug, name, description, icon, sort_order)
      values ('algorithms', 'Algorithms', '', 'cpu', 1)`.execute(db);
    const puzzle = async (slug: string, origin: string) =>
      (
        await sql<{ id: number }>`insert into puzzles (slug, category_id, title, description, difficulty,
          statement, constraints, hints, examples, points, stars, sort_order, origin, created_at, updated_at)
        select ${slug}, id, ${slug}, '', 'easy', '', '', '[]', '[]', 50, 1, 1, ${origin}, ${now}, ${now}
        from categories returning id`.execute(db)
      ).rows[0]?.id as number;
    const catalogue = await puzzle('first', 'content');
    const panel = await puzzle('panel', 'admin');
    const file = catalogueFile('01.in', 'shared\n');
    const only = catalogueFile('02.in', 'only\n');
    // Both by value first (as a database from before the store holds them), then known by path too.
    const [shared, catalogueOnly, gone] = await storeTexts(db, [
      { text: 'shared\n' },
      { text: 'only\n' },
      { text: 'gone\n' },
    ]);
    await storeTexts(db, [
      { text: 'shared\n', file },
      { text: 'only\n', file: only },
    ]);
    const testRow = (puzzleId: number, ordinal: number, ref: { hash: string; bytes: number }) => ({
      puzzle_id: puzzleId,
      ordinal,
      input_hash: ref.hash,
      input_bytes: ref.bytes,
      expected_hash: ref.hash,
      expected_bytes: ref.bytes,
      hidden: 0 as const,
    });
    await db
      .insertInto('puzzle_tests')
      .values([
        testRow(catalogue, 1, shared as { hash: string; bytes: number }),
        testRow(catalogue, 2, catalogueOnly as { hash: string; bytes: number }),
        testRow(panel, 1, shared as { hash: string; bytes: number }),
      ])
      .execute();

    await forgetUnused(db, [shared?.hash as string]);
    expect(await rows()).toHaveLength(3);
    expect(await compactStore(db)).toBe(2);
    const after = new Map((await rows()).map((row) => [row.hash, row]));
    expect(after.has(gone?.hash as string)).toBe(false);
    expect(after.get(catalogueOnly?.hash as string)).toMatchObject({ path: only, data: null });
    expect(after.get(shared?.hash as string)).toMatchObject({ path: file, data: 'shared\n' });
    expect(await compactStore(db)).toBe(0);

    await db.deleteFrom('puzzle_tests').where('puzzle_id', '=', panel).execute();
    await forgetUnused(db, [shared?.hash as string]);
    expect(await rows()).toHaveLength(2);
    await db.deleteFrom('puzzle_tests').execute();
    await forgetUnused(db, [shared?.hash as string, catalogueOnly?.hash as string]);
    expect(await rows()).toEqual([]);
  });
});
