import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { type Kysely, sql } from 'kysely';
import { type Catalogue, loadCatalogue, readCatalogue } from '../src/catalogue/files';
import { buildGeneratedTests } from '../src/catalogue/generated';
import { puzzleColumns } from '../src/commands/puzzle-content';
import { seedCatalogue } from '../src/commands/seed-catalogue';
import { loadConfig } from '../src/config';
import { type Database, migrate, openDatabase } from '../src/db/database';
import type { DB } from '../src/db/schema';
import { type BenchServer, percentile, startBenchServer } from './bench-server';
import { seedUsers, signInSeeded } from './seed-users';

/**
 * `npm run bench:store`: the test store on the real catalogue.
 * 1. Upgrade: a database as the version before the store left it (every test's texts in puzzle_tests),
 *    migrated, then seeded again: its size at each step, and how long each took.
 * 2. A fresh database seeded: its size, and what the store holds by path and by value.
 * 3. A submit's cost to everyone else: GET /api/health, one call every HEALTH_EVERY_MS, timed while nothing
 *    else happens and then while BENCH_SUBMITS submits (default 20) go one after another to the easy puzzle
 *    with the most test bytes; side by side, with the web process's CPU per submit and a job's size.
 */

const SUBMITS = Number(process.env.BENCH_SUBMITS ?? 20);
const HEALTH_EVERY_MS = 20;
const MB = 1024 * 1024;

function fileMb(dataDir: string): string {
  const file = path.join(dataDir, 'codequest.sqlite');
  const wal = `${file}-wal`;
  const bytes = statSync(file).size + (statSync(wal, { throwIfNoEntry: false })?.size ?? 0);
  return `${(bytes / MB).toFixed(1)} MB`;
}

async function checkpoint(db: Kysely<DB>): Promise<void> {
  await sql`pragma wal_checkpoint(truncate)`.execute(db);
}

/** What the seed of the version before the store wrote: the puzzles, and each test's texts in its row. */
async function seedAsBefore(db: Kysely<DB>, catalogue: Catalogue): Promise<void> {
  const now = Date.now();
  for (const [index, track] of catalogue.tracks.entries())
    await db
      .insertInto('categories')
      .values({
        slug: track.slug,
        name: track.name,
        description: track.description,
        icon: track.icon,
        sort_order: index + 1,
      })
      .execute();
  const categories = new Map(
    (await db.selectFrom('categories').select(['id', 'slug']).execute()).map((row) => [row.slug, row.id]),
  );
  for (const puzzle of catalogue.puzzles) {
    const { id } = await db
      .insertInto('puzzles')
      .values({
        ...puzzleColumns(puzzle.meta, categories.get(puzzle.track) as number, now),
        slug: puzzle.slug,
        sort_order: puzzle.order,
        content_hash: puzzle.hash,
        origin: 'content',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [ordinal, test] of puzzle.tests.entries())
      await sql`insert into puzzle_tests (puzzle_id, ordinal, input, expected, hidden)
        values (${id}, ${ordinal + 1}, ${test.input}, ${test.expected}, ${test.hidden ? 1 : 0})`.execute(db);
  }
}

/** The upgrade's figures; the catalogue is read whole here (the version before the store needs it so). */
async function upgrade(contentDir: string): Promise<void> {
  const catalogue = loadCatalogue(contentDir);
  const testBytes = catalogue.puzzles.reduce(
    (sum, puzzle) =>
      sum + puzzle.tests.reduce((bytes, test) => bytes + test.input.length + test.expected.length, 0),
    0,
  );
  console.log(
    `store benchmark: ${catalogue.puzzles.length} catalogue puzzles, ${(testBytes / MB).toFixed(0)} MB of tests; embedded SQLite\n`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'codequest-bench-'));
  const database: Database = openDatabase({ dataDir });
  try {
    await migrate(database, '0012-catalogue-seeds');
    let started = Date.now();
    await seedAsBefore(database.db, catalogue);
    await checkpoint(database.db);
    console.log(
      `upgrade: the version before the store, seeded: ${fileMb(dataDir)} (${Date.now() - started} ms)`,
    );
    started = Date.now();
    await migrate(database);
    await checkpoint(database.db);
    console.log(
      `upgrade: migrated into the store (by value): ${fileMb(dataDir)} (${Date.now() - started} ms)`,
    );
    started = Date.now();
    await seedCatalogue({ db: database.db, clock: Date.now }, catalogue);
    await checkpoint(database.db);
    console.log(
      `upgrade: seeded again (by path), vacuumed: ${fileMb(dataDir)} (${Date.now() - started} ms)\n`,
    );
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The easy catalogue puzzle with the most test bytes, with its reference solution in Python. */
async function heaviestEasy(server: BenchServer) {
  const db = server.app.ctx.db;
  const rows = await db
    .selectFrom('puzzle_tests')
    .innerJoin('puzzles', 'puzzles.id', 'puzzle_tests.puzzle_id')
    .select((eb) => [
      'puzzles.id',
      'puzzles.slug',
      eb.fn
        .sum<number>(eb('puzzle_tests.input_bytes', '+', eb.ref('puzzle_tests.expected_bytes')))
        .as('bytes'),
      eb.fn.countAll<number>().as('tests'),
    ])
    .where('puzzles.difficulty', '=', 'easy')
    .groupBy(['puzzles.id', 'puzzles.slug'])
    .orderBy('bytes', 'desc')
    .executeTakeFirstOrThrow();
  const { solution } = await db
    .selectFrom('puzzle_code')
    .select('solution')
    .where('puzzle_id', '=', rows.id)
    .where('language', '=', 'python')
    .executeTakeFirstOrThrow();
  if (!solution) throw new Error(`${rows.slug} has no Python solution`);
  return { ...rows, bytes: Number(rows.bytes), solution };
}

async function healthLatencies(server: BenchServer, until: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!until()) {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/health`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await delay(HEALTH_EVERY_MS);
  }
  return latencies;
}

function line(name: string, latencies: number[]): string {
  const figure = (p: number) => percentile(latencies, p).toFixed(1).padStart(6);
  return `${name.padEnd(34)} p50 ${figure(50)} ms  p99 ${figure(99)} ms  max ${figure(100)} ms  (${latencies.length} calls)`;
}

async function main(): Promise<void> {
  const contentDir = loadConfig().contentDir;
  await buildGeneratedTests(contentDir);
  await upgrade(contentDir);

  const server = await startBenchServer();
  try {
    let started = Date.now();
    // Read as a start-up reads it, one puzzle at a time: this process holds no catalogue while it measures.
    await seedCatalogue(server.app.ctx, readCatalogue(contentDir));
    await checkpoint(server.app.ctx.db);
    const held = await server.app.ctx.db
      .selectFrom('test_files')
      .select((eb) => [
        eb.fn.countAll<number>().as('texts'),
        eb.fn.sum<number>(eb.case().when('data', 'is not', null).then(1).else(0).end()).as('byValue'),
      ])
      .executeTakeFirstOrThrow();
    console.log(
      `fresh database seeded: ${fileMb(server.dataDir)} (${Date.now() - started} ms); the store: ${held.texts} texts, ${Number(held.byValue)} held by value, the rest by path\n`,
    );

    await seedUsers(server.app.ctx.db, 1);
    const token = await signInSeeded(server, 'learner0@example.com');
    const puzzle = await heaviestEasy(server);
    const job = JSON.stringify({
      type: 'judge',
      request: {
        language: 'python',
        source: puzzle.solution,
        tests: (
          await server.app.ctx.db
            .selectFrom('puzzle_tests')
            .select(['input_hash', 'input_bytes', 'expected_hash', 'expected_bytes'])
            .where('puzzle_id', '=', puzzle.id)
            .execute()
        ).map((test) => ({
          input: { hash: test.input_hash, bytes: test.input_bytes },
          expected: { hash: test.expected_hash, bytes: test.expected_bytes },
        })),
      },
    });
    console.log(
      `submits to ${puzzle.slug}: ${puzzle.tests} tests, ${(puzzle.bytes / MB).toFixed(1)} MB; a job to the judge is ${(Buffer.byteLength(job) / 1024).toFixed(1)} KB`,
    );

    const quietly = async () => {
      let done = false;
      const latencies = healthLatencies(server, () => done);
      await delay(5000);
      done = true;
      return latencies;
    };
    const submitAll = async () => {
      const verdicts: string[] = [];
      for (let submit = 0; submit < SUBMITS; submit++) {
        const response = await fetch(`${server.baseUrl}/api/code/submit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ puzzleId: puzzle.id, language: 'python', code: puzzle.solution }),
        });
        verdicts.push(((await response.json()) as { verdict?: string }).verdict ?? String(response.status));
      }
      return verdicts.filter((verdict) => verdict === 'ACCEPTED').length;
    };

    await delay(3000); // the seed's garbage collected
    const before = await quietly();
    let submitting = true;
    const busy = healthLatencies(server, () => !submitting);
    const acceptedWithHealth = await submitAll();
    submitting = false;
    const during = await busy;
    const after = await quietly();
    // The web process's own CPU per submit, nothing else asking (the bench's client is in it too).
    const cpu = process.cpuUsage();
    started = Date.now();
    const accepted = await submitAll();
    const spent = process.cpuUsage(cpu);
    console.log(line('GET /api/health, nothing else', before));
    console.log(line(`GET /api/health, ${SUBMITS} submits`, during));
    console.log(line('GET /api/health, nothing else again', after));
    console.log(
      `submits: ${acceptedWithHealth + accepted}/${2 * SUBMITS} accepted; alone, ${((Date.now() - started) / SUBMITS).toFixed(0)} ms each and ` +
        `${((spent.user + spent.system) / 1000 / SUBMITS).toFixed(1)} ms of the web process's CPU per submit`,
    );
  } finally {
    await server.close();
  }
}

await main();
