import { availableParallelism } from 'node:os';
import { createJudge } from '@codequest/judge';
import { judgePlacement, loadConfig } from '../config';
import { FAMILIES } from '../generation/families';
import { familyProofs, proveSeeds } from '../generation/prove';

/**
 * `npm run generate:check [-- --seeds N] [-- --changed] [-- word …]`: writes seeds 1..N (default 50) of every
 * puzzle family (or of those whose id contains one of the words) at each of its difficulties and proves every
 * puzzle with the real judge, as the catalogue check proves the catalogue. One line per family and
 * difficulty, each failure with its seed, and a non-zero exit on any failure. Proven seeds are kept in the
 * committed record (generation/proofs.json) that the test suite reads; `--changed` proves only the seeds
 * the record does not hold as they are now.
 */
const started = Date.now();
const args = process.argv.slice(2);
const seedsAt = args.indexOf('--seeds');
const count = seedsAt >= 0 ? Number(args[seedsAt + 1]) : 50;
/** The words that pick families: every argument but the options and the number after --seeds. */
const words = args.filter((arg, index) => !arg.startsWith('--') && (seedsAt < 0 || index !== seedsAt + 1));
/** --changed: prove only the seeds whose puzzle (or judge) changed since the record's proof. */
const changedOnly = args.includes('--changed');
const record = familyProofs();
const families = FAMILIES.filter(
  (family) => words.length === 0 || words.some((word) => family.id.includes(word)),
);
if (!Number.isInteger(count) || count < 1) {
  console.log('generate:check: --seeds takes a whole number of seeds, 1 or more');
  process.exit(2);
}

const judge = createJudge({
  concurrency: availableParallelism(),
  maxWaiting: 100_000,
  ...judgePlacement(loadConfig()),
});
let failures = 0;
try {
  await judge.warmUp();
  const seeds = Array.from({ length: count }, (_, index) => index + 1);
  for (const family of families) {
    for (const difficulty of family.difficulties) {
      const began = Date.now();
      const proofs = await proveSeeds(judge, family, difficulty, seeds, {
        proofs: record,
        reuse: changedOnly,
      });
      const failed = proofs.filter((proof) => proof.problems.length > 0);
      failures += failed.length;
      record.save();
      const recorded = proofs.filter((proof) => proof.recorded).length;
      console.log(
        `${failed.length ? '✗' : '✓'} ${family.id} (${difficulty}): ${proofs.length - failed.length} of ${proofs.length} seeds proven${recorded ? ` (${recorded} as recorded)` : ''} in ${((Date.now() - began) / 1000).toFixed(1)} s; e.g. "${proofs[0]?.title}"`,
      );
      for (const proof of failed)
        for (const problem of proof.problems) console.log(`  ✗ seed ${proof.seed}: ${problem}`);
    }
  }
} finally {
  await judge.close();
}
console.log(
  `\ngenerate: ${families.length} families, ${count} seeds each, ${failures} failures, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failures > 0 ? 1 : 0);
