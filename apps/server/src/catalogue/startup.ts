import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../services/context';
import { loadCatalogue } from './files';
import { seedCatalogue } from './seed';

/** Seeds the catalogue at start: valid puzzles go in; problems are logged, one line each, and never fatal. */
export async function seedFromContent(
  ctx: ServiceContext,
  contentDir: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const started = Date.now();
  const catalogue = loadCatalogue(contentDir);
  for (const problem of catalogue.problems) log.error(`catalogue: ${problem}`);
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
