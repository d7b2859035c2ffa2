import type { FastifyBaseLogger } from 'fastify';
import { seedInThread } from './catalogue/seed-in-thread';
import { catalogueUnchanged, seedFromContent } from './catalogue/startup';
import type { Config } from './config';
import type { DatabaseOptions } from './db/database';
import { syncAchievements } from './services/achievements';
import type { ServiceContext } from './services/context';
import { ensureAdmin } from './services/users';

/**
 * What every start does to a migrated database: the catalogue, the achievements, the configured admin.
 * reseed: read the catalogue even when its files are as last seeded. seedThread: seed the catalogue in a
 * thread with its own connection to this database (the server: catalogue/seed-in-thread.ts). build: false
 * leaves puzzles whose generated tests are not built yet for later (catalogue/startup.ts, SeedOptions).
 * Answers how many puzzles were left for later.
 */
export async function prepareData(
  services: ServiceContext,
  config: Config,
  log: FastifyBaseLogger,
  options: { reseed?: boolean; seedThread?: DatabaseOptions; build?: boolean } = {},
): Promise<{ pending: number }> {
  const { contentDir } = config;
  const build = options.build ?? true;
  let pending = 0;
  // Checked here, before any thread starts: an unchanged catalogue costs a folder walk and one query.
  if (options.reseed || !(await catalogueUnchanged(services, contentDir, log))) {
    const report = options.seedThread
      ? await seedInThread(
          { contentDir, database: options.seedThread, force: true, build, logLevel: config.logLevel },
          log,
        )
      : await seedFromContent(services, contentDir, log, { force: true, build });
    if (report !== 'unchanged') pending = report.pending;
  }
  await syncAchievements(services);
  if (config.adminEmail && config.adminPassword) {
    const outcome = await ensureAdmin(services, { email: config.adminEmail, password: config.adminPassword });
    if (outcome === 'password-mismatch') {
      log.warn(
        { outcome },
        'ADMIN_EMAIL: an account with this email exists and ADMIN_PASSWORD is not its password, so it was not ' +
          'made an admin (someone else may have signed up with the address). Set ADMIN_PASSWORD to that ' +
          "account's password, or promote it from the admin panel.",
      );
    } else {
      log.info({ outcome }, 'administrator from ADMIN_EMAIL');
    }
  }
  return { pending };
}
