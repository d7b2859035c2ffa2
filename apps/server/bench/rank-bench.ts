import { rankOf } from '../src/services/leaderboard';
import { clearRedisPrefix, uniqueRedisPrefix } from '../src/test/judge-workers';
import { type BenchServer, percentile, startBenchServer } from './bench-server';
import { measureRoute, type RouteFigures } from './route-load';
import { seedUsers, signInSeeded } from './seed-users';

/**
 * `npm run bench:ranks`: a far-down learner's rank at 100,000 users, counted in the database (no Redis)
 * and read from the sorted set in Redis (REDIS_URL), side by side: two web processes on one embedded
 * database, the second with Redis (which rebuilds the set from the database at start). Each route is
 * measured with autocannon, one connection and then 10 at once. Needs Redis (REDIS_URL, default
 * 127.0.0.1:6379).
 */

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function measure(server: BenchServer, path: string, token: string): Promise<RouteFigures> {
  return measureRoute(`${server.baseUrl}${path}`, token, { seconds: SECONDS, connections: CONNECTIONS });
}

/** The rank alone (the service call both routes make), 10 at a time for SECONDS: p50, p99 and calls a second. */
async function measureRank(server: BenchServer, email: string): Promise<string> {
  const { ctx } = server.app;
  const key = await ctx.db
    .selectFrom('users')
    .select(['total_xp', 'solved_count', 'xp_reached_at'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const times: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await rankOf(ctx, key);
        times.push(performance.now() - started);
      }
    }),
  );
  return `${percentile(times, 50).toFixed(1).padStart(5)} ${percentile(times, 99).toFixed(1).padStart(5)} ${String(Math.round(times.length / SECONDS)).padStart(6)}/s`;
}

async function rankOnProfile(server: BenchServer, token: string): Promise<number> {
  const response = await fetch(`${server.baseUrl}/api/profile/current`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { rank: number }).rank;
}

async function main(): Promise<void> {
  const prefix = uniqueRedisPrefix().replace('test', 'bench');
  const database = await startBenchServer();
  let redis: BenchServer | undefined;
  try {
    const seeded = Date.now();
    await seedUsers(database.app.ctx.db, USERS);
    const seedSeconds = (Date.now() - seeded) / 1000;
    const started = Date.now();
    redis = await startBenchServer({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix }, database);
    const rebuildSeconds = (Date.now() - started) / 1000;
    const tail = await signInSeeded(database, `learner${USERS - 1}@example.com`);
    const [inDatabase, inRedis] = [await rankOnProfile(database, tail), await rankOnProfile(redis, tail)];
    console.log(
      `rank benchmark: ${USERS} users seeded in ${seedSeconds.toFixed(1)} s on embedded SQLite; the second process started, ` +
        `the sorted set rebuilt, in ${rebuildSeconds.toFixed(1)} s; the far-down learner ranks ${inDatabase} (database) and ${inRedis} (Redis); ` +
        `autocannon, ${SECONDS} s per route, process and load\n`,
    );
    if (inDatabase !== inRedis) throw new Error('the two processes disagree on the rank');
    const header = `  ${'ms'.padEnd(36)} ${'database'.padStart(28)} ${'Redis'.padStart(28)}`;
    console.log(header);
    console.log(
      `  ${''.padEnd(36)} ${'p50  p99 | 10 conn p50  p99  req/s'.padStart(28)} ${'p50  p99 | 10 conn p50  p99  req/s'.padStart(28)}`,
    );
    for (const [name, path] of [
      ['GET /api/leaderboard (far down)', '/api/leaderboard'],
      ['GET /api/profile/current (far down)', '/api/profile/current'],
    ] as const) {
      const row = [await measure(database, path, tail), await measure(redis, path, tail)];
      const cells = row.map(
        (f) =>
          `${String(f.p50).padStart(4)} ${String(f.p99).padStart(4)} | ${String(f.loadedP50).padStart(11)} ${String(f.loadedP99).padStart(4)} ${String(f.perSecond).padStart(6)}` +
          (f.failures ? ` ${f.failures} non-2xx!` : ''),
      );
      console.log(`  ${name.padEnd(36)} ${cells.map((cell) => cell.padStart(28)).join(' ')}`);
    }
    const email = `learner${USERS - 1}@example.com`;
    console.log(
      `\n  the rank alone (rankOf, in the process), ${CONNECTIONS} at a time: p50 p99 ms, calls/s\n` +
        `    database ${await measureRank(database, email)}    Redis ${await measureRank(redis, email)}`,
    );
  } finally {
    await redis?.close();
    await database.close();
    await clearRedisPrefix(redisUrl, prefix);
  }
}

await main();
