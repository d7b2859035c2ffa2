import { buildApp } from './app';
import { seedFromContent } from './catalogue/startup';
import { loadConfig } from './config';
import { migrate, openDatabase } from './db/database';
import { systemClock } from './lib/clock';
import { ensureAdmin } from './services/users';

/** Starts CodeQuest: migrate, seed the catalogue, make sure the configured admin exists, then serve. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(database);
  const app = await buildApp({ config, database });
  app.log.info({ database: database.kind, applied }, 'database ready');

  const services = { db: database.db, clock: systemClock };
  await seedFromContent(services, config.contentDir, app.log);
  if (config.adminEmail && config.adminPassword) {
    const outcome = await ensureAdmin(services, { email: config.adminEmail, password: config.adminPassword });
    app.log.info({ outcome }, 'administrator from ADMIN_EMAIL');
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
