import { GENERATION, type GenerateResponse } from '@codequest/contracts';
import { seedFromContent } from '../src/catalogue/startup';
import { FAMILIES } from '../src/generation/families';
import { proveSeeds } from '../src/generation/prove';
import { signupForm } from '../src/test/factories';
import { percentile, startBenchServer } from './bench-server';

/**
 * `npm run bench:generate`: how long generation takes with the real judge.
 * 1. The manual generate as the welcome view asks for it: POST /api/puzzles/generate for 3 puzzles (any
 *    track, any difficulty), written, proven and stored, BENCH_ROUNDS times one after another: p50/p95
 *    against the goal of 10 s p50.
 * 2. Each family at each difficulty: one puzzle written and proven, seeds 1..BENCH_SEEDS, one at a time:
 *    p50/p95 per family.
 * Needs root (the judge's sandbox), like the server.
 */

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const SEEDS = Number(process.env.BENCH_SEEDS ?? 5);
const GOAL_MS = 10_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const server = await startBenchServer();
  try {
    const { ctx } = server.app;
    await seedFromContent(ctx, ctx.config.contentDir, server.app.log);
    const signup = await fetch(`${server.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signupForm({ username: 'bench_admin', email: 'bench@example.com' })),
    });
    const { token, user } = (await signup.json()) as { token: string; user: { id: number } };
    await ctx.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', user.id).execute();

    console.log(`bench:generate: ${FAMILIES.length} families; judge slots ${ctx.config.judgeConcurrency}\n`);
    const batches: number[] = [];
    for (let round = 0; round < ROUNDS + 1; round++) {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/puzzles/generate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ count: GENERATION.manualCount }),
      });
      const result = (await response.json()) as GenerateResponse;
      const ms = performance.now() - started;
      if (!response.ok || result.count !== GENERATION.manualCount)
        throw new Error(`generate answered ${response.status}: ${JSON.stringify(result)}`);
      // The first round warms the judge up (the Java compile service, the helpers): not counted.
      if (round > 0) batches.push(ms);
      console.log(
        `  ${round === 0 ? 'warm-up' : `round ${round}`}: ${seconds(ms)}  ${result.puzzles.map((puzzle) => `${puzzle.title} (${puzzle.difficulty})`).join(' · ')}`,
      );
    }
    const p50 = percentile(batches, 50);
    console.log(
      `\n${GENERATION.manualCount} puzzles generated and proven (POST /api/puzzles/generate, ${ROUNDS} rounds): p50 ${seconds(p50)}, p95 ${seconds(percentile(batches, 95))}; goal p50 ≤ ${seconds(GOAL_MS)}: ${p50 <= GOAL_MS ? 'met' : 'NOT met'}\n`,
    );

    console.log(`One puzzle written and proven, per family (seeds 1..${SEEDS}, one at a time):`);
    console.log(
      `${'family'.padEnd(48)} ${'difficulty'.padEnd(10)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}  example`,
    );
    const seeds = Array.from({ length: SEEDS }, (_, index) => index + 1);
    for (const family of FAMILIES) {
      for (const difficulty of family.difficulties) {
        const times: number[] = [];
        let example = '';
        for (const seed of seeds) {
          const started = performance.now();
          const [proof] = await proveSeeds(ctx.judge, family, difficulty, [seed]);
          times.push(performance.now() - started);
          if (proof?.problems.length)
            throw new Error(`${family.id} seed ${seed}: ${proof.problems.join('; ')}`);
          example ||= proof?.title ?? '';
        }
        console.log(
          `${family.id.padEnd(48)} ${difficulty.padEnd(10)} ${seconds(percentile(times, 50)).padStart(8)} ${seconds(percentile(times, 95)).padStart(8)}  ${example}`,
        );
      }
    }
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
