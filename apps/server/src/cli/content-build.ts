import { buildGeneratedTests } from '../catalogue/generated';
import { loadConfig } from '../config';

/**
 * `npm run content:build`: builds the catalogue's generated tests that are not in the cache yet (set-up runs
 * it; the server does it at start too). Exits non-zero when a puzzle's tests cannot be built.
 */
const config = loadConfig();
const report = await buildGeneratedTests(config.contentDir);
for (const failure of report.failures) console.log(`✗ ${failure}`);
console.log(
  `generated tests: ${report.built.length} puzzles built, ${report.cached} already cached, ${report.failures.length} failed (${(report.ms / 1000).toFixed(1)} s)`,
);
process.exit(report.failures.length > 0 ? 1 : 0);
