import { availableParallelism } from 'node:os';
import path from 'node:path';
import { LANGUAGE_TABLE, LANGUAGES, languageNames } from '@codequest/contracts';
import { createJudge } from '@codequest/judge';
import { type Catalogue, type CataloguePuzzle, loadCatalogue } from '../catalogue/files';
import { buildGeneratedTests } from '../catalogue/generated';
import { inputValidationHash, validateInputs } from '../catalogue/input-validation';
import { judgePlacement, loadConfig } from '../config';
import { judgeVersion } from '../proof/fingerprint';
import { provePuzzle } from '../proof/prove';
import { fromCandidate } from '../proof/puzzle';
import { INPUT_CHECKS_FILE, openProofCache } from '../proof/record';
import { problemLines } from '../proof/report';

/**
 * `npm run content:check [-- --all] [-- part …]`: the catalogue's generated tests built, every puzzle (or
 * those whose track/folder contains one of the parts) checked by schema, its tests' inputs by its input
 * validator, and proven by the real judge, except puzzles proven (or validated) before with exactly the same
 * files by the same judge (`--all` does those too). One line per puzzle proven, the catalogue's split, a
 * summary, and a non-zero exit on any problem.
 */
const started = Date.now();
const config = loadConfig();
const args = process.argv.slice(2);
// `npm run content:check --all` hands --all to npm, which passes it on as npm_config_all.
const all = args.includes('--all') || process.env.npm_config_all === 'true';
const parts = args.filter((arg) => !arg.startsWith('--'));
const chosen = (where: string) => parts.length === 0 || parts.some((part) => where.includes(part));
const whereOf = (puzzle: CataloguePuzzle) => `${puzzle.track}/${path.basename(puzzle.dir)}`;

const built = await buildGeneratedTests(config.contentDir);
for (const failure of built.failures) console.log(`✗ generated tests: ${failure}`);
const loaded = loadCatalogue(config.contentDir);
const problems = [...loaded.problems, ...loaded.policy].filter((problem) => chosen(problem));
for (const problem of problems) console.log(`✗ ${problem}`);
const candidates = loaded.puzzles.filter((puzzle) => chosen(whereOf(puzzle)));

const proofs = openProofCache(config.contentDir, judgeVersion());
const toProve = all ? candidates : candidates.filter((puzzle) => !proofs.has(whereOf(puzzle), puzzle.hash));
const skipped = candidates.length - toProve.length;

const judge = createJudge({
  concurrency: availableParallelism(),
  maxWaiting: 100_000,
  ...judgePlacement(config),
});
let failed = problems.length + built.failures.length > 0 ? 1 : 0;
const validated = await validateAll();
try {
  // The same self-test the server runs at start: a broken sandbox is one clear line, not a failed puzzle each.
  const health = toProve.length > 0 ? await judge.selfTest() : undefined;
  if (health && !health.ready) {
    for (const [language, state] of Object.entries(health.languages))
      if (state.status !== 'ok')
        console.log(`✗ judge cannot run ${language}: ${state.reason ?? state.status}`);
    console.log('content: the judge failed its self-test, so no puzzle can be proven');
    failed += 1;
  } else await proveAll();
} finally {
  await judge.close();
}
process.exit(failed > 0 ? 1 : 0);

async function proveAll(): Promise<void> {
  if (toProve.length > 0) await judge.warmUp();
  const checks = await Promise.all(
    toProve.map(async (puzzle) => ({ puzzle, proof: await provePuzzle(judge, fromCandidate(puzzle)) })),
  );
  for (const { puzzle, proof } of checks) {
    const where = whereOf(puzzle);
    const found = problemLines(proof);
    if (found.length > 0) {
      failed += 1;
      proofs.forget(where);
      for (const problem of found) console.log(`✗ ${where}: ${problem}`);
      continue;
    }
    proofs.record(where, puzzle.hash);
    const generated = puzzle.tests.filter((test) => test.generated).length;
    const tests = `${puzzle.tests.length} tests${generated ? `, ${generated} generated` : ''}`;
    const timing = `slowest test: ${LANGUAGES.map((language) => `${LANGUAGE_TABLE[language].name} ${proof.slowestMs[language]} ms`).join(', ')}`;
    const wrong = proof.caught.length
      ? `; caught: ${proof.caught.map((c) => `${path.basename(c.file)} ${abbreviation(c.verdict)} on ${c.test}`).join(', ')}`
      : '';
    console.log(`✓ ${where} (${puzzle.meta.difficulty}, ${tests}; ${timing}${wrong})`);
  }
  proofs.save();

  printSplit(loaded);
  const tests = toProve.reduce((sum, puzzle) => sum + puzzle.tests.length, 0);
  const wrong = toProve.reduce((sum, puzzle) => sum + puzzle.wrong.length, 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\ncontent: ${toProve.length} puzzles proven (${tests} tests, each in ${languageNames()}; ${wrong} wrong solutions caught or not), ` +
      `${skipped} unchanged since their last proof${skipped && !all ? ' (skipped; --all proves them too)' : ''}, in ${seconds} s; sandbox ${judge.mode}`,
  );
  console.log(
    `content: the inputs of ${validated.puzzles} puzzles validated (${validated.tests} tests), ${validated.skipped} unchanged since`,
  );
  if (built.built.length > 0)
    console.log(
      `content: generated tests built for ${built.built.length} puzzles in ${(built.ms / 1000).toFixed(1)} s`,
    );
  if (failed > 0) console.log(`content: ${failed} with problems`);
}

/**
 * Every candidate's tests through its input validator, but those validated before with the same tests,
 * validator and reader (content/input-checks.json, committed like proofs.json). A line per refused input.
 */
async function validateAll(): Promise<{ puzzles: number; tests: number; skipped: number }> {
  const record = openProofCache(config.contentDir, 'inputs', INPUT_CHECKS_FILE);
  const done = { puzzles: 0, tests: 0, skipped: 0 };
  for (const puzzle of candidates) {
    const where = whereOf(puzzle);
    const hash = inputValidationHash(config.contentDir, puzzle);
    if (hash !== undefined && !all && record.has(where, hash)) {
      done.skipped += 1;
      continue;
    }
    const refused = await validateInputs(config.contentDir, puzzle);
    if (refused.length > 0 || hash === undefined) {
      failed += 1;
      record.forget(where);
      for (const problem of refused) console.log(`✗ ${where}: ${problem}`);
      continue;
    }
    record.record(where, hash);
    done.puzzles += 1;
    done.tests += puzzle.tests.length;
  }
  record.save();
  return done;
}

function abbreviation(verdict: string): string {
  return verdict === 'WRONG_ANSWER' ? 'WA' : verdict === 'TIME_LIMIT_EXCEEDED' ? 'TLE' : verdict;
}

/** The whole catalogue's split: per track, by difficulty and by topic (every topic listed, even at 0). */
function printSplit(catalogue: Catalogue): void {
  console.log('\nsplit:');
  for (const track of catalogue.tracks) {
    const puzzles = catalogue.puzzles.filter((puzzle) => puzzle.track === track.slug);
    const count = (pick: (puzzle: CataloguePuzzle) => boolean) => puzzles.filter(pick).length;
    const difficulties = (['easy', 'medium', 'hard'] as const)
      .map((difficulty) => `${difficulty} ${count((puzzle) => puzzle.meta.difficulty === difficulty)}`)
      .join(', ');
    const topics = track.topics
      .map((topic) => `${topic} ${count((puzzle) => puzzle.meta.topic === topic)}`)
      .join(', ');
    console.log(`  ${track.slug}: ${puzzles.length} puzzles (${difficulties}); topics: ${topics}`);
  }
}
