import { statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../catalogue/files';
import { seedCatalogue } from '../../commands/seed-catalogue';
import { createContentDir, writePuzzle } from '../../test/catalogue-fixture';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/test-database';
import { puzzleTests, refOf } from '../../test-store/store';

/**
 * A database made before the test store: 0013 moves every test's texts into the store, and the next seed
 * lets go of the copies the catalogue's files hold, so the database shrinks.
 */
describe.each(testDatabaseKinds())('migration 0013 on %s', (kind) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.destroy();
    test = undefined;
  });

  it("moves tests into the store; the next seed keeps the catalogue's by path and the file shrinks", async () => {
    test = await createTestDatabase(kind, '0012-catalogue-seeds');
    const db = test.database.db;
    const content = createContentDir();
    writePuzzle(content, { order: 1, slug: 'first' });
    const now = 1_795_000_000_000;
    await sql`insert into categories (slug, name, description, icon, sort_order)
      values ('algorithms', 'Algorithms', '', 'cpu', 1)`.execute(db);
    // A catalogue puzzle as the old seed stored it (a test of its files, and a 4 MB one it no longer has),
    // and an administrator's puzzle whose tests live nowhere but here (one the same as the catalogue's).
    const big = `${'9 '.repeat(2_000_000)}\n`;
    const oldTests = {
      first: [
        ['1 2\n', '3\n', 0],
        [big, '0\n', 1],
      ],
      panel: [
        ['1 2\n', '3\n', 0],
        ['p\n', 'q\n', 1],
      ],
    } as const;
    for (const [slug, origin] of [
      ['first', 'content'],
      ['panel', 'admin'],
    ] as const) {
      await sql`insert into puzzles (slug, category_id, title, description, difficulty, statement, constraints,
          hints, examples, points, stars, sort_order, origin, created_at, updated_at, content_hash)
        select ${slug}, id, ${slug}, '', 'easy', '', '', '[]', '[]', 50, 1, 1, ${origin}, ${now}, ${now}, 'old'
        from categories`.execute(db);
      for (const [index, [input, expected, hidden]] of oldTests[slug].entries())
        await sql`insert into puzzle_tests (puzzle_id, ordinal, input, expected, hidden)
          select id, ${index + 1}, ${input}, ${expected}, ${hidden} from puzzles where slug = ${slug}`.execute(
          db,
        );
    }
    const size = () => fileSize(test as TestDatabase);
    const before = await size();

    expect(await test.migrate()).toContain('0013-test-store');

    const store = { db, contentDir: content };
    const ids = await db
      .selectFrom('puzzles')
      .select(['id', 'slug', 'content_hash'])
      .orderBy('slug')
      .execute();
    const idOf = (slug: string) => ids.find((row) => row.slug === slug)?.id as number;
    const asStored = (slug: 'first' | 'panel') =>
      oldTests[slug].map(([input, expected, hidden]) => ({ input, expected, hidden: hidden === 1 }));
    const testsOf = async (slug: string) =>
      (await puzzleTests(store, idOf(slug), 'all')).map(({ input, expected, hidden }) => ({
        input,
        expected,
        hidden,
      }));
    expect(await testsOf('first')).toEqual(asStored('first'));
    expect(await testsOf('panel')).toEqual(asStored('panel'));
    const rows = await db.selectFrom('puzzle_tests').select(['input_hash', 'input_bytes']).execute();
    expect(rows).toContainEqual({ input_hash: refOf(big).hash, input_bytes: big.length });
    // Once per distinct text: 1 2, 3, the big one, 0, p, q.
    expect(await db.selectFrom('test_files').select('hash').execute()).toHaveLength(6);
    // The catalogue's puzzles are seeded again at the next start (by path); the panel's stay as they are.
    expect(ids.map((row) => row.content_hash)).toEqual([null, 'old']);

    const report = await seedCatalogue({ db, clock: () => now }, loadCatalogue(content));
    expect(report.updated).toBe(1);
    expect(await testsOf('panel')).toEqual(asStored('panel'));
    expect((await testsOf('first'))[0]).toEqual({
      input: '1 2\n',
      expected: '3\n',
      hidden: false,
    });
    // By value: the panel's texts alone. The big one went; the catalogue's own are read from its files.
    const byValue = await db.selectFrom('test_files').select('hash').where('data', 'is not', null).execute();
    expect(byValue.map((row) => row.hash).sort()).toEqual(
      ['1 2\n', '3\n', 'p\n', 'q\n'].map((text) => refOf(text).hash).sort(),
    );
    const zero = await db
      .selectFrom('test_files')
      .selectAll()
      .where('hash', '=', refOf('0\n').hash)
      .execute();
    expect(zero).toEqual([expect.objectContaining({ data: null, path: expect.stringMatching(/\.out$/) })]);
    if (kind === 'sqlite') {
      const after = await size();
      expect(before).toBeGreaterThan(4_000_000);
      expect(after).toBeLessThan(before - 3_000_000);
    }
  });
});

async function fileSize(test: TestDatabase): Promise<number> {
  if (test.database.kind === 'postgres') return 0;
  // Every page in the file itself, not left in the write-ahead log.
  await sql`pragma wal_checkpoint(truncate)`.execute(test.database.db);
  return statSync(path.join(test.dataDir, 'codequest.sqlite')).size;
}
