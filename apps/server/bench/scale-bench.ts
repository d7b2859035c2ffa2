import { availableParallelism } from 'node:os';
import type { AuthResponse, Puzzle, SubmitResult } from '@codequest/contracts';
import { seedFixtureCatalogue, writeSumPuzzle } from '../src/test/catalogue-fixture';
import { signupForm } from '../src/test/factories';
import { clearRedisPrefix, uniqueRedisPrefix, WorkerProcess } from '../src/test/judge-workers';
import { SUM_PY } from '../src/test/programs';
import { type BenchServer, percentile, startBenchServer } from './bench-server';
import { measureQueueCost, printQueueCost } from './queue-cost';

/**
 * `npm run bench:scale`: submissions through the API while 8 learners submit at once (each its next as soon
 * as the last is answered), judged in the web process (the embedded judge) and by real judge worker
 * processes on real Redis, 1 and then 2 of them: submissions a second and p50/p95 of a submission's
 * response time. Then the queue's own cost per job against the in-process queue (queue-cost.ts, as
 * `bench:queue`). Each worker has BENCH_SLOTS judge slots (default 1); the puzzle is "add two numbers",
 * 8 tests, in Python. Needs Redis (REDIS_URL, default 127.0.0.1:6379) and root.
 */

const LEARNERS = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SLOTS = Number(process.env.BENCH_SLOTS ?? 1);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Load {
  name: string;
  accepted: number;
  refused: Map<number, number>;
  latencies: number[];
  seconds: number;
}

async function setUp(server: BenchServer): Promise<{ puzzle: Puzzle; tokens: string[]; remove(): void }> {
  const catalogue = await seedFixtureCatalogue(server.app.ctx, writeSumPuzzle);
  const tokens: string[] = [];
  for (let index = 0; index < LEARNERS; index++) {
    const response = await fetch(`${server.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signupForm()),
    });
    tokens.push(((await response.json()) as AuthResponse).token);
  }
  const response = await fetch(`${server.baseUrl}/api/puzzles`, {
    headers: { authorization: `Bearer ${tokens[0]}` },
  });
  const [puzzle] = (await response.json()) as Puzzle[];
  if (!puzzle) throw new Error('no puzzle');
  return { puzzle, tokens, remove: catalogue.remove };
}

/** Every learner submits, one at a time each, for SECONDS (after a few seconds to warm up). */
async function load(name: string, server: BenchServer, puzzle: Puzzle, tokens: string[]): Promise<Load> {
  const result: Load = { name, accepted: 0, refused: new Map(), latencies: [], seconds: SECONDS };
  const submit = async (token: string) => {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/code/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ puzzleId: puzzle.id, code: SUM_PY, language: 'python' }),
    });
    const body = (await response.json()) as SubmitResult;
    return { status: response.status, success: body.success, ms: performance.now() - started };
  };
  await Promise.all(tokens.slice(0, 2).map(submit)); // warm: the first jobs set the judge up
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < until) {
        const outcome = await submit(token);
        if (outcome.status === 200 && outcome.success) {
          result.accepted++;
          result.latencies.push(outcome.ms);
        } else {
          result.refused.set(outcome.status, (result.refused.get(outcome.status) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    }),
  );
  return result;
}

async function untilWorkers(server: BenchServer, count: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server.app.ctx.judge.workers()?.count === count) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server never saw ${count} workers`);
}

function print(loads: Load[]): void {
  console.log(
    `\nscale: ${LEARNERS} learners submitting at once through the API, ${SECONDS} s each, a Python "add two numbers" (8 tests); ${availableParallelism()} cores\n`,
  );
  console.log(`  ${''.padEnd(44)} ${'subs/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
  for (const entry of loads) {
    const refused = [...entry.refused].map(([status, count]) => `${count}× ${status}`).join(', ');
    console.log(
      `  ${entry.name.padEnd(44)} ${(entry.accepted / entry.seconds).toFixed(1).padStart(7)} ` +
        `${percentile(entry.latencies, 50).toFixed(0).padStart(8)} ${percentile(entry.latencies, 95).toFixed(0).padStart(8)}` +
        (refused ? `   refused: ${refused}` : ''),
    );
  }
  console.log('');
}

async function main(): Promise<void> {
  const loads: Load[] = [];

  const embedded = await startBenchServer({ JUDGE_CONCURRENCY: String(SLOTS) });
  try {
    const { puzzle, tokens, remove } = await setUp(embedded);
    loads.push(await load(`in-process judge, ${SLOTS} slot(s)`, embedded, puzzle, tokens));
    remove();
  } finally {
    await embedded.close();
  }

  const prefix = uniqueRedisPrefix().replace('test', 'bench');
  const workers: WorkerProcess[] = [];
  const server = await startBenchServer({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix });
  try {
    const { puzzle, tokens, remove } = await setUp(server);
    for (const count of [1, 2]) {
      const worker = new WorkerProcess({ redisUrl, prefix, slots: SLOTS, lockMs: 10_000 });
      workers.push(worker);
      await worker.ready();
      await untilWorkers(server, count);
      const name = `Redis, ${count} worker(s) × ${SLOTS} slot(s)`;
      loads.push(await load(name, server, puzzle, tokens));
    }
    remove();
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
    await server.close();
    await clearRedisPrefix(redisUrl, prefix);
  }
  print(loads);

  const options = { redisUrl, iterations: ITERATIONS, slots: SLOTS };
  printQueueCost(await measureQueueCost(options), options);
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exit(1);
}
