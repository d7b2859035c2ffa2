import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate, openDatabase } from './db/database';
import { systemClock } from './lib/clock';
import { prepareData } from './startup';

/** Starts CodeQuest: migrate, seed the catalogue and achievements, make sure the admin exists, serve. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(database);
  const app = await buildApp({ config, database });
  app.log.info({ database: database.kind, applied }, 'database ready');
  await prepareData({ db: database.db, clock: systemClock }, config, app.log);

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
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
