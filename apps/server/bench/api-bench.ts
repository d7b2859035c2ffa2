import autocannon from 'autocannon';
import { loadCatalogue } from '../src/catalogue/files';
import { seedCatalogue } from '../src/catalogue/seed';
import { loadConfig } from '../src/config';
import { hashPassword } from '../src/lib/passwords';
import { type BenchServer, startBenchServer } from './bench-server';
import { benchPuzzleList, LIST_PUZZLES, synthesizePuzzles } from './puzzle-list-bench';

/**
 * `npm run bench:api`: the read paths learners poll — leaderboard, puzzles, profile — against a real server
 * on the embedded database with 100,000 users and the real catalogue copied up to 150 puzzles, with
 * autocannon; then the puzzle list's poll in detail (puzzle-list-bench.ts).
 */

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Latency is measured one request at a time; throughput with this many connections at once. */
const CONNECTIONS = 10;

async function seedUsers(server: BenchServer): Promise<void> {
  const { db } = server.app.ctx;
  const passwordHash = await hashPassword('benchmark');
  const now = Date.now();
  const batch = 500;
  for (let start = 0; start < USERS; start += batch) {
    const rows = Array.from({ length: Math.min(batch, USERS - start) }, (_, offset) => {
      const index = start + offset;
      // A long tail: most learners have little XP, a few a lot; many share a score.
      const xp = Math.floor(20_000 / (1 + (index % 5000))) * 10;
      return {
        username: `learner${index}`,
        username_key: `learner${index}`,
        email: `learner${index}@example.com`,
        mobile: null,
        password_hash: passwordHash,
        time_zone: 'UTC',
        total_xp: xp,
        solved_count: Math.floor(xp / 100),
        xp_reached_at: now - index,
        created_at: now,
        updated_at: now,
      };
    });
    await db.insertInto('users').values(rows).execute();
  }
}

async function signIn(server: BenchServer, email: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'benchmark' }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function measure(server: BenchServer, name: string, path: string, token: string): Promise<void> {
  const run = (connections: number) =>
    autocannon({
      url: `${server.baseUrl}${path}`,
      connections,
      duration: SECONDS,
      headers: { authorization: `Bearer ${token}` },
    });
  const alone = await run(1);
  const loaded = await run(CONNECTIONS);
  const failures = alone.non2xx + loaded.non2xx;
  console.log(
    `${name.padEnd(28)} p50 ${String(alone.latency.p50).padStart(4)} ms  p99 ${String(alone.latency.p99).padStart(4)} ms  ` +
      `| ${CONNECTIONS} connections: ${String(Math.round(loaded.requests.average)).padStart(5)} req/s, p99 ${String(loaded.latency.p99).padStart(4)} ms` +
      (failures ? `   ${failures} non-2xx!` : ''),
  );
}

async function main(): Promise<void> {
  const server = await startBenchServer();
  try {
    const started = Date.now();
    await seedUsers(server);
    const catalogue = loadCatalogue(loadConfig().contentDir);
    await seedCatalogue(server.app.ctx, catalogue);
    const puzzles = await synthesizePuzzles(server, LIST_PUZZLES);
    console.log(
      `api benchmark: ${USERS} users and ${puzzles} puzzles (${catalogue.puzzles.length} from the catalogue) seeded in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `autocannon, ${SECONDS} s per route and load, embedded SQLite\n`,
    );
    const top = await signIn(server, 'learner0@example.com');
    const tail = await signIn(server, `learner${USERS - 1}@example.com`);
    await measure(server, 'GET /api/leaderboard (top)', '/api/leaderboard', top);
    await measure(server, 'GET /api/leaderboard (tail)', '/api/leaderboard', tail);
    await measure(server, 'GET /api/puzzles', '/api/puzzles', tail);
    await measure(server, 'GET /api/profile/current', '/api/profile/current', tail);
    await benchPuzzleList(server, tail, SECONDS);
  } finally {
    await server.close();
  }
}

await main();
