import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadCatalogue } from '../catalogue/files';
import { buildGeneratedTests } from '../catalogue/generated';
import { loadConfig } from '../config';
import { catalogueExport } from '../packages/catalogue';
import { exportProblem } from '../packages/write';
import { fail } from './output';

/**
 * `npm run content:export -- <out-folder>`: every puzzle of the catalogue (content/) as a problem package,
 * one zip per puzzle, `<track>/<short name>.zip`, hidden tests included: the operator's command, as the
 * admin route is the administrators'. The generated tests are built first, as content:check does.
 */
const [target] = process.argv.slice(2);
if (!target) fail('Usage: npm run content:export -- <out-folder>');
const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
const config = loadConfig();
const built = await buildGeneratedTests(config.contentDir);
for (const failure of built.failures) console.log(`✗ generated tests: ${failure}`);
const catalogue = loadCatalogue(config.contentDir);
for (const problem of catalogue.problems) console.log(`✗ ${problem}`);
let written = 0;
for (const puzzle of catalogue.puzzles) {
  const exported = exportProblem(catalogueExport(config.contentDir, puzzle));
  const folder = path.join(out, puzzle.track);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, exported.fileName), exported.zip);
  written += 1;
}
console.log(`content:export: ${written} puzzles written to ${out}`);
process.exit(catalogue.problems.length + built.failures.length > 0 ? 1 : 0);
