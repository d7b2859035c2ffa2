// `npm test`: the same set-up as `npm start` (plus the browser), then every suite the project has.
// Every suite runs even when an earlier one failed; the exit code is non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, setup, step } from './setup.mjs';

setup({ forTests: true });

const RESULTS = path.join(ROOT, 'test-results');
mkdirSync(RESULTS, { recursive: true });

const reporters = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(RESULTS, `${name}.json`)}`,
];
const vitest = (name, args) => ({
  name,
  command: 'npx',
  args: ['vitest', 'run', ...args, ...reporters(name)],
  report: path.join(RESULTS, `${name}.json`),
});

/** The suites, in the order a failure is cheapest to find. `present` says whether the project has it yet. */
const SUITES = [
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', command: 'npx', args: ['biome', 'ci', '.'] },
  { ...vitest('unit-and-api', projectsPresent(['contracts', 'server', 'web'])) },
  { ...vitest('judge', ['--project', 'judge']), present: 'packages/judge/vitest.config.ts' },
  { name: 'content', command: 'npm', args: ['run', 'content:check'], present: 'content/README.md' },
  {
    name: 'e2e',
    command: 'npm',
    args: ['run', 'test:e2e', '-w', 'apps/web', '--', ...reporters('e2e')],
    report: path.join(RESULTS, 'e2e.json'),
    present: 'apps/web/vitest.e2e.config.ts',
  },
];

/** `--project` arguments for the workspaces that have a Vitest config of their own. */
function projectsPresent(names) {
  const folders = {
    contracts: 'packages/contracts',
    server: 'apps/server',
    web: 'apps/web',
    judge: 'packages/judge',
  };
  return names
    .filter((name) => existsSync(path.join(ROOT, folders[name], 'vitest.config.ts')))
    .flatMap((name) => ['--project', name]);
}

const outcomes = [];
for (const suite of SUITES) {
  step(`Suite: ${suite.name}`);
  if (suite.present && !existsSync(path.join(ROOT, suite.present))) {
    console.log(`  skipped: ${suite.present} does not exist yet`);
    outcomes.push({ name: suite.name, status: 'skipped', seconds: 0 });
    continue;
  }
  const started = Date.now();
  const result = spawnSync(suite.command, suite.args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  const seconds = (Date.now() - started) / 1000;
  const counts = suite.report ? readCounts(suite.report) : undefined;
  outcomes.push({ name: suite.name, status: result.status === 0 ? 'passed' : 'FAILED', seconds, counts });
}

function readCounts(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } catch {
    return undefined;
  }
}

step('Summary');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const outcome of outcomes) {
  const { counts } = outcome;
  const detail = counts ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` : '';
  console.log(
    `  ${outcome.name.padEnd(14)} ${outcome.status.padEnd(8)} ${outcome.seconds.toFixed(1).padStart(7)} s  ${detail}`,
  );
  passed += counts?.passed ?? 0;
  failed += counts?.failed ?? 0;
  skipped += counts?.skipped ?? 0;
  // A failing check without test counts (typecheck, lint, a crashed runner) still counts as a failure.
  if (outcome.status === 'FAILED' && (!counts || counts.failed === 0)) failed += 1;
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(outcomes.some((outcome) => outcome.status === 'FAILED') ? 1 : 0);
