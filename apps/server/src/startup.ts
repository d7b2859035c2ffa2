import type { FastifyBaseLogger } from 'fastify';
import { seedFromContent } from './catalogue/startup';
import type { Config } from './config';
import { syncAchievements } from './services/achievements';
import type { ServiceContext } from './services/context';
import { ensureAdmin } from './services/users';

/** What every start does to a migrated database: the catalogue, the achievements, the configured admin. */
export async function prepareData(
  services: ServiceContext,
  config: Config,
  log: FastifyBaseLogger,
): Promise<void> {
  await seedFromContent(services, config.contentDir, log);
  await syncAchievements(services);
  if (config.adminEmail && config.adminPassword) {
    const outcome = await ensureAdmin(services, { email: config.adminEmail, password: config.adminPassword });
    log.info({ outcome }, 'administrator from ADMIN_EMAIL');
  }
}
