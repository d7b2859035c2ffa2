import type { FastifyBaseLogger } from 'fastify';
import {
  recordSeededVersion,
  type SeedContext,
  type SeedReport,
  seedCatalogue,
  seededVersion,
} from '../commands/seed-catalogue';
import { readCatalogue } from './files';
import { buildGeneratedTests } from './generated';
import { catalogueVersion } from './version';

/**
 * Seeds the catalogue at start: generated tests missing from the cache are built first (set-up usually has),
 * then, unless the catalogue's files are as this database last seeded them (catalogue/version.ts: nothing is
 * read then), valid puzzles go in; problems are logged, one line each, and never fatal. A catalogue with
 * problems is not recorded as seeded, so every start reads it again and logs them again until they are fixed.
 * force: read and seed whatever the version (`npm run db:seed`, or a caller that asked catalogueUnchanged).
 */
export async function seedFromContent(
  ctx: SeedContext,
  contentDir: string,
  log: FastifyBaseLogger,
  options: { force?: boolean } = {},
): Promise<SeedReport | 'unchanged'> {
  if (!options.force && (await catalogueUnchanged(ctx, contentDir, log))) return 'unchanged';
  const started = Date.now();
  const built = await buildGeneratedTests(contentDir);
  for (const failure of built.failures) log.error(`catalogue: generated tests: ${failure}`);
  if (built.built.length > 0)
    log.info({ puzzles: built.built.length, ms: built.ms }, 'catalogue: generated tests built');
  // Taken after the build and before anything is read: files changed meanwhile make the next start seed again.
  const version = catalogueVersion(contentDir);
  // Read as it is seeded, one puzzle at a time: the catalogue is never held whole.
  const catalogue = readCatalogue(contentDir);
  const report = await seedCatalogue(ctx, catalogue);
  for (const problem of catalogue.problems) log.error(`catalogue: ${problem}`);
  for (const rule of catalogue.policy) log.warn(`catalogue: ${rule}`);
  if (catalogue.problems.length === 0 && built.failures.length === 0) await recordSeededVersion(ctx, version);
  log.info(
    {
      ...report,
      puzzles: report.added + report.updated + report.unchanged,
      problems: catalogue.problems.length,
      ms: Date.now() - started,
    },
    'catalogue seeded',
  );
  return report;
}

/**
 * Whether the catalogue's files are as this database last seeded them (then nothing needs reading or
 * building: the version recorded covers the generated tests' cache as it was after a build without failure).
 */
export async function catalogueUnchanged(
  ctx: SeedContext,
  contentDir: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const started = Date.now();
  if ((await seededVersion(ctx.db)) !== catalogueVersion(contentDir)) return false;
  log.info({ ms: Date.now() - started }, 'catalogue unchanged since it was last seeded: nothing read');
  return true;
}
