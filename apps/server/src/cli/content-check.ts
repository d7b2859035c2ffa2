import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { createJudge } from '@codequest/judge';
import { checkPuzzle } from '../catalogue/check';
import { loadCatalogue } from '../catalogue/files';
import { loadConfig } from '../config';

/**
 * `npm run content:check [-- part …]`: every puzzle of the catalogue (or those whose track/folder contains
 * one of the parts), checked by schema and proven by the real judge. One line per puzzle, a summary, and a
 * non-zero exit on any problem.
 */
const started = Date.now();
const config = loadConfig();
const loaded = loadCatalogue(config.contentDir);
const parts = process.argv.slice(2);
const chosen = (where: string) => parts.length === 0 || parts.some((part) => where.includes(part));
const catalogue = {
  ...loaded,
  puzzles: loaded.puzzles.filter((puzzle) => chosen(`${puzzle.track}/${path.basename(puzzle.dir)}`)),
  problems: [...loaded.problems, ...loaded.policy].filter((problem) => chosen(problem)),
};
for (const problem of catalogue.problems) console.log(`✗ ${problem}`);

const judge = createJudge({
  concurrency: availableParallelism(),
  maxWaiting: 100_000,
  uidBase: config.judgeUidBase,
  workDir: path.join(tmpdir(), `codequest-content-check-${process.pid}`),
});
let failed = catalogue.problems.length > 0 ? 1 : 0;
try {
  await judge.warmUp();
  const checks = await Promise.all(catalogue.puzzles.map((puzzle) => checkPuzzle(judge, puzzle)));
  for (const { puzzle, problems, slowestMs } of checks) {
    const where = `${puzzle.track}/${path.basename(puzzle.dir)}`;
    const timing = `slowest test: C ${slowestMs.c} ms, Java ${slowestMs.java} ms, Python ${slowestMs.python} ms`;
    if (problems.length === 0) {
      console.log(`✓ ${where} (${puzzle.meta.difficulty}, ${puzzle.tests.length} tests; ${timing})`);
      continue;
    }
    failed += 1;
    for (const problem of problems) console.log(`✗ ${where}: ${problem}`);
  }

  const byTrack = new Map<string, number>();
  for (const puzzle of catalogue.puzzles) byTrack.set(puzzle.track, (byTrack.get(puzzle.track) ?? 0) + 1);
  const tests = catalogue.puzzles.reduce((sum, puzzle) => sum + puzzle.tests.length, 0);
  const tracks = [...byTrack].map(([track, count]) => `${track} ${count}`).join(', ');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\ncontent: ${catalogue.puzzles.length} puzzles (${tracks}), ${tests} tests, each proven in 3 languages (C, Java, Python) in ${seconds} s; sandbox ${judge.mode}`,
  );
  if (failed > 0) console.log(`content: ${failed} with problems`);
} finally {
  await judge.close();
}
process.exit(failed > 0 ? 1 : 0);
