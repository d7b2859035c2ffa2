import { createJudge, type Judge } from '@codequest/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCandidate } from './candidate';
import { FAMILIES } from './families';
import { familyProofs, proveWritten } from './prove';

/**
 * Five seeds of every family at each of its difficulties, proven by the real judge (all seeds: npm run
 * generate:check). As with the catalogue, a seed whose puzzle is exactly as recorded in the committed record
 * of proofs (generation/proofs.json, written by generate:check) by this same judge is not proven again: a
 * changed family, judge or compiler proves its seeds here afresh.
 */
const SEEDS = [1, 2, 3, 4, 5];

describe('puzzle families', () => {
  let judge: Judge;
  beforeAll(async () => {
    judge = createJudge({ concurrency: 2 });
    await judge.warmUp();
  }, 120_000);
  afterAll(async () => {
    await judge.close();
  });

  for (const family of FAMILIES) {
    for (const difficulty of family.difficulties) {
      it(`${family.id} (${difficulty}): a seed always writes the same puzzle, other seeds others, each proven`, async () => {
        // Each seed written once (writing large tests is most of the time here), the first twice.
        const written = SEEDS.map((seed) => writeCandidate(family, seed, difficulty));
        const again = writeCandidate(family, SEEDS[0] as number, difficulty);
        expect(again.candidate).toEqual(written[0]?.candidate);
        expect(again.keys).toEqual(written[0]?.keys);
        const statements = new Set(written.map((puzzle) => puzzle.keys.statement));
        expect(statements.size, 'seeds give different statements').toBeGreaterThan(1);

        const record = { proofs: familyProofs(), reuse: true };
        const proofs = await Promise.all(written.map((puzzle) => proveWritten(judge, puzzle, record)));
        expect(proofs.filter((proof) => proof.problems.length > 0)).toEqual([]);
      }, 300_000);
    }
  }
});
