import { loadConfig } from '../config';
import { migrate, openDatabase } from '../db/database';

/** `npm run db:migrate`: bring the configured database's schema up to date. */
const config = loadConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(database);
console.log(applied.length ? `applied: ${applied.join(', ')}` : 'the schema is up to date');
await database.close();
