import pino from 'pino';
import { loadConfig } from '../config';
import { migrate, openDatabase } from '../db/database';
import { systemClock } from '../lib/clock';
import { prepareData } from '../startup';

/**
 * `npm run db:seed`: migrate, then load the catalogue (read whole, even when its files are as last seeded; and
 * achievements, and the admin) into the database.
 */
const config = loadConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
await prepareData({ db: database.db, clock: systemClock }, config, pino({ level: config.logLevel }), {
  reseed: true,
});
await database.close();
