import type { FastifyBaseLogger } from 'fastify';
import { seedFromContent } from './catalogue/startup';
import type { Config } from './config';
import { syncAchievements } from './services/achievements';
import type { ServiceContext } from './services/context';
import { ensureAdmin } from './services/users';

/**
 * What every start does to a migrated database: the catalogue, the achievements, the configured admin.
 * reseed: read the catalogue even when its files are as last seeded.
 */
export async function prepareData(
  services: ServiceContext,
  config: Config,
  log: FastifyBaseLogger,
  options: { reseed?: boolean } = {},
): Promise<void> {
  await seedFromContent(services, config.contentDir, log, { force: options.reseed });
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
}
