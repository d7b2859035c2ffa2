import type { FastifyBaseLogger } from 'fastify';
import { seedCatalogue } from '../commands/seed-catalogue';
import type { ServiceContext } from '../services/context';
import { loadCatalogue } from './files';
import { buildGeneratedTests } from './generated';

/**
 * Seeds the catalogue at start: generated tests missing from the cache are built first (set-up usually has),
 * then valid puzzles go in; problems are logged, one line each, and never fatal.
 */
export async function seedFromContent(
  ctx: ServiceContext,
  contentDir: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const started = Date.now();
  const built = await buildGeneratedTests(contentDir);
  for (const failure of built.failures) log.error(`catalogue: generated tests: ${failure}`);
  if (built.built.length > 0)
    log.info({ puzzles: built.built.length, ms: built.ms }, 'catalogue: generated tests built');
  const catalogue = loadCatalogue(contentDir);
  for (const problem of catalogue.problems) log.error(`catalogue: ${problem}`);
  for (const rule of catalogue.policy) log.warn(`catalogue: ${rule}`);
  const report = await seedCatalogue(ctx, catalogue);
  log.info(
    {
      ...report,
      puzzles: catalogue.puzzles.length,
      problems: catalogue.problems.length,
      ms: Date.now() - started,
    },
    'catalogue seeded',
  );
}
