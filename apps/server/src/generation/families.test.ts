import { createJudge, type Judge } from '@codequest/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCandidate } from './candidate';
import { FAMILIES } from './families';
import { familyProofs, proveSeeds } from './prove';

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
      it(`${family.id} (${difficulty}): the same seed writes the same puzzle, other seeds other puzzles`, () => {
        const once = writeCandidate(family, 7, difficulty);
        const again = writeCandidate(family, 7, difficulty);
        expect(again.candidate).toEqual(once.candidate);
        expect(again.keys).toEqual(once.keys);
        const keys = new Set(SEEDS.map((seed) => writeCandidate(family, seed, difficulty).keys.statement));
        expect(keys.size, 'seeds give different statements').toBeGreaterThan(1);
      }, 60_000);

      it(`${family.id} (${difficulty}): every seed is proven`, async () => {
        const proofs = await proveSeeds(judge, family, difficulty, SEEDS, {
          proofs: familyProofs(),
          reuse: true,
        });
        expect(proofs.filter((proof) => proof.problems.length > 0)).toEqual([]);
      }, 300_000);
    }
  }
});
