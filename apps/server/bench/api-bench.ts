import { loadCatalogue } from '../src/catalogue/files';
import { seedCatalogue } from '../src/commands/seed-catalogue';
import { loadConfig } from '../src/config';
import { hashSecret } from '../src/lib/tokens';
import { benchAssignmentGrid } from './assignment-grid-bench';
import { type BenchServer, startBenchServer } from './bench-server';
import { benchPuzzleList, LIST_PUZZLES, synthesizePuzzles } from './puzzle-list-bench';
import { measureRoute } from './route-load';
import { seedUsers, signInSeeded } from './seed-users';
import { benchSimilarity } from './similarity-bench';

/**
 * `npm run bench:api`: the read paths learners poll — leaderboard, puzzles, profile — and the ones admins
 * poll or page — stats, users — against a real server on the embedded database with 100,000 users (each
 * with a session, a tenth of them with a solve, some of those today) and the real catalogue copied up to 150
 * puzzles, with autocannon; then the puzzle list's poll in detail (puzzle-list-bench.ts) and a class's
 * similarity report of 200 solutions (similarity-bench.ts), and the progress grid of a 200-learner, 10-puzzle
 * assignment (assignment-grid-bench.ts).
 */

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Latency is measured one request at a time; throughput with this many connections at once. */
const CONNECTIONS = 10;

/** A session per user, used over the last 30 days (some within the active window), and solves. */
async function seedActivity(server: BenchServer): Promise<void> {
  const { db } = server.app.ctx;
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  const users = await db.selectFrom('users').select('id').orderBy('id').execute();
  const puzzles = await db.selectFrom('puzzles').select('id').where('difficulty', '=', 'easy').execute();
  const batch = 500;
  for (let start = 0; start < users.length; start += batch) {
    const slice = users.slice(start, start + batch);
    await db
      .insertInto('sessions')
      .values(
        slice.map((user, offset) => {
          const lastUsed = now - (((start + offset) * 7919) % (30 * day));
          return {
            user_id: user.id,
            token_hash: hashSecret(`bench-${user.id}`),
            created_at: lastUsed,
            last_used_at: lastUsed,
            expires_at: lastUsed + 30 * day,
          };
        }),
      )
      .execute();
    const solvers = slice.filter((user) => user.id % 10 === 0);
    if (solvers.length > 0 && puzzles.length > 0) {
      await db
        .insertInto('puzzle_progress')
        .values(
          solvers.map((user) => ({
            user_id: user.id,
            puzzle_id: puzzles[user.id % puzzles.length]?.id ?? 0,
            status: 'completed' as const,
            started_at: now - day,
            // One solver in five solved today; the others over the last 20 days.
            completed_at:
              user.id % 50 === 0 ? now - (user.id % 3600) * 1000 : now - (user.id % 20) * day - day,
            xp_awarded: 50,
          })),
        )
        .execute();
    }
  }
}

async function measure(server: BenchServer, name: string, path: string, token: string): Promise<void> {
  const figures = await measureRoute(`${server.baseUrl}${path}`, token, {
    seconds: SECONDS,
    connections: CONNECTIONS,
  });
  console.log(
    `${name.padEnd(28)} p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms  ` +
      `| ${CONNECTIONS} connections: ${String(figures.perSecond).padStart(5)} req/s, p99 ${String(figures.loadedP99).padStart(4)} ms` +
      (figures.failures ? `   ${figures.failures} non-2xx!` : ''),
  );
}

async function main(): Promise<void> {
  const server = await startBenchServer();
  try {
    const started = Date.now();
    await seedUsers(server.app.ctx.db, USERS);
    const catalogue = loadCatalogue(loadConfig().contentDir);
    await seedCatalogue(server.app.ctx, catalogue);
    const puzzles = await synthesizePuzzles(server, LIST_PUZZLES);
    await seedActivity(server);
    await server.app.ctx.db
      .updateTable('users')
      .set({ is_admin: 1 })
      .where('email', '=', 'learner1@example.com')
      .execute();
    console.log(
      `api benchmark: ${USERS} users and ${puzzles} puzzles (${catalogue.puzzles.length} from the catalogue) seeded in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `autocannon, ${SECONDS} s per route and load, embedded SQLite\n`,
    );
    const top = await signInSeeded(server, 'learner0@example.com');
    const tail = await signInSeeded(server, `learner${USERS - 1}@example.com`);
    await measure(server, 'GET /api/leaderboard (top)', '/api/leaderboard', top);
    await measure(server, 'GET /api/leaderboard (tail)', '/api/leaderboard', tail);
    await measure(server, 'GET /api/puzzles', '/api/puzzles', tail);
    await measure(server, 'GET /api/profile/current', '/api/profile/current', tail);
    const admin = await signInSeeded(server, 'learner1@example.com');
    await measure(server, 'GET /api/admin/stats', '/api/admin/stats', admin);
    await measure(server, 'GET /api/admin/users?page=1', '/api/admin/users?page=1', admin);
    const lastPage = Math.ceil(USERS / 25);
    await measure(
      server,
      `GET /api/admin/users?page=${lastPage}`,
      `/api/admin/users?page=${lastPage}`,
      admin,
    );
    await measure(server, 'GET /api/admin/users?search=…', '/api/admin/users?search=learner4242', admin);
    await benchPuzzleList(server, tail, SECONDS);
    await benchAssignmentGrid(server, admin, SECONDS);
    await benchSimilarity(server, admin, loadConfig().contentDir);
  } finally {
    await server.close();
  }
}

await main();
