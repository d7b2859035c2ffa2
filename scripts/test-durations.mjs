// `npm run test:durations`: writes the seconds each test file took in the last `npm test` (its reports in
// test-results/), which the next runs order and share out their files by: test-durations.json for the
// Vitest suites (the root config starts the longest files first) and apps/web/e2e/durations.json for the
// browser suite (npm test shares its files out between its shards).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './setup.mjs';

const RESULTS = path.join(ROOT, 'test-results');

/** Each file's seconds in the reports that exist, keyed by `key(its absolute path)`. */
function durationsIn(reports, key, digits) {
  const durations = {};
  for (const report of reports.filter((file) => existsSync(file))) {
    const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
    for (const file of testResults)
      durations[key(file.name)] = Number(((file.endTime - file.startTime) / 1000).toFixed(digits));
  }
  return durations;
}

function write(durations, file, what) {
  if (Object.keys(durations).length === 0)
    throw new Error(`No report of the ${what} in test-results/: run npm test first`);
  const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(path.join(ROOT, file), `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${Object.keys(sorted).length} files' durations written to ${file}`);
}

const shards = [];
for (let shard = 1; existsSync(path.join(RESULTS, `e2e-${shard}.json`)); shard++)
  shards.push(path.join(RESULTS, `e2e-${shard}.json`));
write(
  durationsIn(
    ['unit-and-api', 'judge'].map((suite) => path.join(RESULTS, `${suite}.json`)),
    (file) => path.relative(ROOT, file),
    1,
  ),
  'test-durations.json',
  'Vitest suites',
);
write(
  durationsIn(shards, (file) => path.basename(file), 0),
  'apps/web/e2e/durations.json',
  'browser suite',
);
