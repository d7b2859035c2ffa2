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

export interface SeedOptions {
  /** Read and seed whatever the version (`npm run db:seed`, or a caller that asked catalogueUnchanged). */
  force?: boolean;
  /**
   * Build the generated tests missing from the cache first (the default). Without: puzzles whose tests are
   * not built yet are left for a later seed (the server's start: it serves first, and seeds them once built).
   */
  build?: boolean;
}

/**
 * Seeds the catalogue: unless the catalogue's files are as this database last seeded them (catalogue/version.ts:
 * nothing is read then), generated tests missing from the cache are built (unless options.build is false),
 * then valid puzzles go in; problems are logged, one line each, and never fatal. A catalogue with problems or
 * puzzles still waiting for their generated tests is not recorded as seeded, so the next seed reads it again.
 */
export async function seedFromContent(
  ctx: SeedContext,
  contentDir: string,
  log: FastifyBaseLogger,
  options: SeedOptions = {},
): Promise<SeedReport | 'unchanged'> {
  if (!options.force && (await catalogueUnchanged(ctx, contentDir, log))) return 'unchanged';
  const started = Date.now();
  const built =
    options.build === false ? { failures: [], built: [], ms: 0 } : await buildGeneratedTests(contentDir);
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
  if (catalogue.pending.length > 0)
    log.info(
      { pending: catalogue.pending.length },
      `catalogue: ${catalogue.pending.length} puzzles wait for their generated tests, and join the catalogue once they are built`,
    );
  if (catalogue.problems.length === 0 && catalogue.pending.length === 0 && built.failures.length === 0)
    await recordSeededVersion(ctx, version);
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
