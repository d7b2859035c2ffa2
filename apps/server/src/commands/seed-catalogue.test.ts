import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue/files';
import { createContentDir, writePuzzle } from '../test/catalogue-fixture';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../test/test-database';
import { puzzleTests } from '../test-store/store';
import { seedCatalogue } from './seed-catalogue';

describe.each(testDatabaseKinds())('seeding the catalogue on %s', (kind) => {
  let content: string;
  let test: TestDatabase;
  beforeEach(async () => {
    content = createContentDir();
    test = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await test.destroy();
    rmSync(content, { recursive: true, force: true });
  });

  const seed = () => seedCatalogue({ db: test.database.db, clock: Date.now }, loadCatalogue(content));
  const puzzles = () =>
    test.database.db
      .selectFrom('puzzles')
      .select(['id', 'slug', 'title', 'retired_at'])
      .orderBy('id')
      .execute();

  it('adds, skips unchanged, updates in place and retires', async () => {
    writePuzzle(content, { order: 1, slug: 'first' });
    const second = writePuzzle(content, { order: 2, slug: 'second' });
    expect(await seed()).toEqual({ added: 2, updated: 0, unchanged: 0, retired: 0, pending: 0 });
    const [first] = await puzzles();
    expect(await seed()).toEqual({ added: 0, updated: 0, unchanged: 2, retired: 0, pending: 0 });

    writePuzzle(content, { order: 1, slug: 'first', title: 'First, Renamed' });
    rmSync(second, { recursive: true });
    expect(await seed()).toEqual({ added: 0, updated: 1, unchanged: 0, retired: 1, pending: 0 });
    const after = await puzzles();
    expect(after[0]).toMatchObject({ id: first?.id, title: 'First, Renamed', retired_at: null });
    expect(after[1]?.retired_at).toEqual(expect.any(Number));

    writePuzzle(content, { order: 2, slug: 'second' });
    expect(await seed()).toMatchObject({ updated: 1 });
    expect((await puzzles())[1]?.retired_at).toBeNull();
  });

  it('stores tests, code and categories', async () => {
    writePuzzle(content, { order: 1, slug: 'first' });
    await seed();
    const { db } = test.database;
    const [puzzle] = await puzzles();
    const tests = await puzzleTests({ db, contentDir: content }, Number(puzzle?.id), 'all');
    expect(tests).toHaveLength(8);
    expect(tests.slice(0, 3).map((row) => row.hidden)).toEqual([false, false, true]);
    expect(tests[0]?.input).toBe('1 2\n');
    // The store keeps where the catalogue's files are, never a copy of them.
    const stored = await db.selectFrom('test_files').select(['path', 'data']).execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(
      stored.every((row) => row.data === null && row.path?.startsWith('algorithms/001-first/tests/')),
    ).toBe(true);
    const code = await db.selectFrom('puzzle_code').select('language').orderBy('language').execute();
    expect(code.map((row) => row.language)).toEqual(['c', 'cpp', 'java', 'javascript', 'python']);
    const categories = await db
      .selectFrom('categories')
      .select(['slug', 'sort_order'])
      .orderBy('sort_order')
      .execute();
    expect(categories).toEqual([
      { slug: 'algorithms', sort_order: 1 },
      { slug: 'logic-puzzles', sort_order: 2 },
    ]);
  });

  it('retires nothing while the catalogue has problems', async () => {
    const dir = writePuzzle(content, { order: 1, slug: 'first' });
    await seed();
    writeFileSync(path.join(dir, 'puzzle.yaml'), 'title: [broken');
    expect(await seed()).toEqual({ added: 0, updated: 0, unchanged: 0, retired: 0, pending: 0 });
    expect((await puzzles())[0]?.retired_at).toBeNull();
  });

  it('retires nothing while a puzzle waits for its generated tests', async () => {
    writePuzzle(content, { order: 1, slug: 'first' });
    await seed();
    const waiting = { ...loadCatalogue(content), puzzles: [], pending: ['algorithms/001-first'] };
    expect(await seedCatalogue({ db: test.database.db, clock: Date.now }, waiting)).toEqual({
      added: 0,
      updated: 0,
      unchanged: 0,
      retired: 0,
      pending: 1,
    });
    expect((await puzzles())[0]?.retired_at).toBeNull();
  });
});
