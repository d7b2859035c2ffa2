// `npm run test:durations`: writes apps/web/e2e/durations.json, the seconds each browser test file took in
// the last `npm test` (its reports in test-results/), which `npm test` shares the files out by.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './setup.mjs';

const report = (shard) => path.join(ROOT, 'test-results', `e2e-${shard}.json`);
const durations = {};
for (let shard = 1; existsSync(report(shard)); shard++) {
  const { testResults } = JSON.parse(readFileSync(report(shard), 'utf8'));
  for (const file of testResults)
    durations[path.basename(file.name)] = Math.round((file.endTime - file.startTime) / 1000);
}
if (Object.keys(durations).length === 0)
  throw new Error('No browser suite report in test-results/: run npm test first');
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(path.join(ROOT, 'apps/web/e2e/durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files' durations written to apps/web/e2e/durations.json`);
