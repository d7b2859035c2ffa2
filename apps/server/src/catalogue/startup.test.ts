import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContentDir, makeGenerated, writePuzzle } from '../test/catalogue-fixture';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../test/test-database';
import { seedInThread } from './seed-in-thread';
import { seedLater } from './seed-later';
import { seedFromContent } from './startup';

describe.each(testDatabaseKinds())('seeding at start on %s', (kind) => {
  let content: string;
  let test: TestDatabase;
  let lines: string[];
  beforeEach(async () => {
    content = createContentDir();
    test = await createTestDatabase(kind);
    lines = [];
  });
  afterEach(async () => {
    await test.destroy();
    rmSync(content, { recursive: true, force: true });
  });

  const log = () =>
    pino({ level: 'info' }, { write: (line: string) => lines.push(line) }) as unknown as FastifyBaseLogger;
  const start = () => seedFromContent({ db: test.database.db, clock: Date.now }, content, log());
  const titles = async () =>
    (await test.database.db.selectFrom('puzzles').select('title').orderBy('id').execute()).map(
      (row) => row.title,
    );

  it('reads nothing when the files are as last seeded, and seeds again when one changed', async () => {
    writePuzzle(content, { order: 1, slug: 'first', title: 'First' });
    expect(await start()).toEqual({ added: 1, updated: 0, unchanged: 0, retired: 0, pending: 0 });
    expect(await start()).toBe('unchanged');
    expect(lines.at(-1)).toContain('catalogue unchanged since it was last seeded: nothing read');

    writePuzzle(content, { order: 1, slug: 'first', title: 'First, Renamed' });
    expect(await start()).toEqual({ added: 0, updated: 1, unchanged: 0, retired: 0, pending: 0 });
    expect(await titles()).toEqual(['First, Renamed']);
    expect(await start()).toBe('unchanged');

    writePuzzle(content, { order: 2, slug: 'second' });
    expect(await start()).toEqual({ added: 1, updated: 0, unchanged: 1, retired: 0, pending: 0 });
    rmSync(path.join(content, 'algorithms', '002-second'), { recursive: true });
    expect(await start()).toMatchObject({ retired: 1 });
    expect(await start()).toBe('unchanged');

    // npm run db:seed reads it all on demand.
    const forced = await seedFromContent({ db: test.database.db, clock: Date.now }, content, log(), {
      force: true,
    });
    expect(forced).toEqual({ added: 0, updated: 0, unchanged: 1, retired: 0, pending: 0 });
  });

  it('reads a catalogue with problems again at every start, so its problems are logged every time', async () => {
    writePuzzle(content, { order: 1, slug: 'first' });
    mkdirSync(path.join(content, 'algorithms', '002-broken'));
    writeFileSync(path.join(content, 'algorithms', '002-broken', 'puzzle.yaml'), 'title: [unclosed\n');
    const problems = () => lines.filter((line) => line.includes('002-broken')).length;
    expect(await start()).toMatchObject({ added: 1 });
    const once = problems();
    expect(once).toBeGreaterThan(0);
    expect(await start()).toMatchObject({ unchanged: 1 });
    expect(problems()).toBe(2 * once);

    rmSync(path.join(content, 'algorithms', '002-broken'), { recursive: true });
    expect(await start()).toMatchObject({ unchanged: 1 });
    expect(await start()).toBe('unchanged');
  });

  it('seeds in a thread of its own, with its own connection, its log lines in the server’s log', async () => {
    writePuzzle(content, { order: 1, slug: 'first', title: 'First' });
    const inThread = () =>
      seedInThread(
        { contentDir: content, database: test.options, force: false, build: true, logLevel: 'info' },
        log(),
      );
    expect(await inThread()).toEqual({ added: 1, updated: 0, unchanged: 0, retired: 0, pending: 0 });
    expect(await titles()).toEqual(['First']);
    const seeded = lines.map((line) => JSON.parse(line) as { level: number; msg: string; added?: number });
    expect(seeded.find((line) => line.msg === 'catalogue seeded')).toMatchObject({ level: 30, added: 1 });
    expect(await inThread()).toBe('unchanged');
  });

  it('leaves puzzles whose generated tests are not built for later, and seeds them once they are', async () => {
    writePuzzle(content, { order: 1, slug: 'first', title: 'First' });
    const dir = writePuzzle(content, {
      order: 2,
      slug: 'second',
      title: 'Second',
      meta: { generated: ['07', '08'] },
    });
    makeGenerated(dir, ['07', '08']);
    const serveFirst = () =>
      seedFromContent({ db: test.database.db, clock: Date.now }, content, log(), { build: false });
    expect(await serveFirst()).toEqual({ added: 1, updated: 0, unchanged: 0, retired: 0, pending: 1 });
    expect(await titles()).toEqual(['First']);
    expect(lines.join('\n')).toContain('catalogue: 1 puzzles wait for their generated tests');
    // Not recorded as seeded: the next start reads the catalogue again.
    expect(await serveFirst()).toMatchObject({ unchanged: 1, pending: 1 });

    // The server, started without the launcher, builds them itself once it serves, and seeds them.
    await seedLater(
      { contentDir: content, database: test.options, logLevel: 'info', builtByLauncher: undefined },
      log(),
    );
    expect(await titles()).toEqual(['First', 'Second']);
    const tests = await test.database.db
      .selectFrom('puzzle_tests')
      .innerJoin('puzzles', 'puzzles.id', 'puzzle_tests.puzzle_id')
      .where('puzzles.title', '=', 'Second')
      .select('puzzle_tests.id')
      .execute();
    expect(tests).toHaveLength(8);
    expect(await start()).toBe('unchanged');
  });
});
