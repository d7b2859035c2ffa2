import pino from 'pino';
import { seedFromContent } from '../catalogue/startup';
import { loadConfig } from '../config';
import { migrate, openDatabase } from '../db/database';
import { systemClock } from '../lib/clock';

/** `npm run db:seed`: migrate, then load the catalogue into the configured database. */
const config = loadConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
await seedFromContent(
  { db: database.db, clock: systemClock },
  config.contentDir,
  pino({ level: config.logLevel }),
);
await database.close();
