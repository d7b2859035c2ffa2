// `npm test`: the same set-up as `npm start` (plus the browser), then every suite the project has.
// Every suite runs even when an earlier one failed; the exit code is non-zero if any failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
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

/**
 * The API suites mostly wait (on their judge processes, the databases, HTTP), so they run at least two
 * files at a time: Vitest's default on 2 cores is one.
 */
const API_WORKERS = Math.max(2, availableParallelism() - 1);
/**
 * The judge suite's files two at a time too: many of its tests wait on the wall clock (a sleeper's time
 * limit, a stopped program), and one file at a time left a core idle for a third of the suite (165 s, two
 * at a time 110 s). Three at a time gained little more (101 s) and stretched compile bombs to their wall limit.
 */
const JUDGE_WORKERS = 2;
/**
 * The browser suite runs as shards side by side, each a whole run of its own (its own server, data folder
 * and Chromium), so no shard's files see another's data. On 2 cores, two shards take about three quarters
 * of the time of one run: the suite is mostly CPU (Chromium, the server, the judge).
 */
const E2E_SHARDS = 2;
const E2E_DIR = path.join(ROOT, 'apps/web/e2e');

/**
 * The browser suite's files shared out so that the shards end together: each file weighs the seconds it
 * took in a recent run (e2e/durations.json, written from a run's reports by `npm run test:durations`; a
 * file not there weighs the median), and the heaviest goes first, each to the shard with the least so far.
 */
function e2eShards(count) {
  const file = path.join(E2E_DIR, 'durations.json');
  const durations = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const known = Object.values(durations).sort((a, b) => a - b);
  const weight = (file) => durations[file] ?? known[Math.floor(known.length / 2)] ?? 1;
  const files = readdirSync(E2E_DIR)
    .filter((name) => name.endsWith('.e2e.ts'))
    .sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const file of files) {
    const lightest = shards.reduce((least, shard) => (shard.seconds < least.seconds ? shard : least));
    lightest.files.push(`e2e/${file}`);
    lightest.seconds += weight(file);
  }
  return shards.map((shard) => shard.files);
}

const typecheck = { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] };
const lint = { name: 'lint', command: 'npx', args: ['biome', 'ci', '.'] };
const unitAndApi = vitest('unit-and-api', [
  ...projectsPresent(['contracts', 'server', 'web']),
  `--maxWorkers=${API_WORKERS}`,
]);
const judge = {
  ...vitest('judge', ['--project', 'judge', `--maxWorkers=${JUDGE_WORKERS}`]),
  present: 'packages/judge/vitest.config.ts',
};
const content = {
  name: 'content',
  command: 'npm',
  args: ['run', 'content:check'],
  present: 'content/README.md',
};
const e2e = {
  name: 'e2e',
  present: 'apps/web/vitest.e2e.config.ts',
  shards: existsSync(E2E_DIR)
    ? e2eShards(E2E_SHARDS).map((files, index) => {
        const name = `e2e-${index + 1}`;
        return {
          label: `e2e ${index + 1}/${E2E_SHARDS}`,
          command: 'npm',
          args: ['run', 'test:e2e', '-w', 'apps/web', '--', ...files, ...reporters(name)],
          report: path.join(RESULTS, `${name}.json`),
        };
      })
    : [],
};

/**
 * The suites, in the order a failure is cheapest to find, a stage at a time; the suites of one stage run
 * side by side. `present` says whether the project has a suite yet. The checks run beside the judge suite:
 * they are mostly one core's work, and the judge suite's tests that wait on the wall clock leave a core
 * idle for about a third of it.
 */
const STAGES = [[typecheck, lint, judge], [unitAndApi], [content], [e2e]];

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
for (const stage of STAGES) {
  step(`Suite${stage.length > 1 ? 's' : ''}: ${stage.map((suite) => suite.name).join(', ')}`);
  outcomes.push(...(await Promise.all(stage.map((suite) => runSuite(suite, stage.length > 1)))));
}

/** Runs a suite's parts side by side; `beside`: other suites run meanwhile, so its lines carry its name. */
async function runSuite(suite, beside) {
  if (suite.present && !existsSync(path.join(ROOT, suite.present))) {
    console.log(`  ${suite.name} skipped: ${suite.present} does not exist yet`);
    return { name: suite.name, status: 'skipped', seconds: 0 };
  }
  const started = Date.now();
  const parts = suite.shards ?? [suite];
  // A run that dies before it reports must not be counted from an earlier run's report.
  for (const part of parts) if (part.report) rmSync(part.report, { force: true });
  // Nor may a shard an earlier run had and this one has not be read as this run's (npm run test:durations).
  if (suite.shards)
    for (const stale of readdirSync(RESULTS).filter((name) => /^e2e-\d+\.json$/.test(name)))
      rmSync(path.join(RESULTS, stale), { force: true });
  const statuses = await Promise.all(
    parts.map((part) => run(part.command, part.args, part.label ?? (beside ? suite.name : undefined))),
  );
  const seconds = (Date.now() - started) / 1000;
  const counts = parts.every((part) => part.report)
    ? sumCounts(parts.map((part) => readCounts(part.report)))
    : undefined;
  return {
    name: suite.name,
    status: statuses.every((code) => code === 0) ? 'passed' : 'FAILED',
    seconds,
    counts,
  };
}

/** Runs a command to its end; with a label, its output lines carry it (what runs side by side prints so). */
function run(command, args, label) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '1' },
    });
    if (label) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: stream }).on('line', (line) => out.write(`[${label}] ${line}\n`));
      }
    }
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

function sumCounts(all) {
  if (all.some((counts) => counts === undefined)) return undefined;
  return {
    passed: all.reduce((sum, counts) => sum + counts.passed, 0),
    failed: all.reduce((sum, counts) => sum + counts.failed, 0),
    skipped: all.reduce((sum, counts) => sum + counts.skipped, 0),
    failures: all.flatMap((counts) => counts.failures),
  };
}

function readCounts(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const failures = report.testResults.flatMap((testFile) =>
      testFile.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => ({
          test: `${path.relative(ROOT, testFile.name)} > ${test.fullName}`,
          message: firstLine(test.failureMessages?.[0]),
        })),
    );
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
      failures,
    };
  } catch {
    return undefined;
  }
}

/**
 * A failure's first line, short enough for a summary (the full report is in test-results/). Vitest reports
 * a timeout by the stack of an error it names STACK_TRACE_ERROR, which says nothing of what happened.
 */
function firstLine(message) {
  const line = stripVTControlCharacters(message ?? '')
    .split('\n')[0]
    .trim()
    .replace(/^Error: STACK_TRACE_ERROR$/, 'timed out (a test or hook ran past its timeout)');
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
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
  // The summary is what a CI log's tail shows: name each failed test there, not only far above.
  for (const failure of counts?.failures ?? [])
    console.log(`    ✗ ${failure.test}\n      ${failure.message}`);
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(outcomes.some((outcome) => outcome.status === 'FAILED') ? 1 : 0);
