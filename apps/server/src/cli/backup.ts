import { BackupError, backupSqlite } from '../backup/sqlite';
import { loadConfig } from '../config';
import { describeContents, fail, fileArgument } from './output';

/**
 * `npm run backup -- FILE`: a consistent copy of the embedded database in FILE (a new file), while CodeQuest
 * runs and writes or not. With DATABASE_URL, PostgreSQL's own pg_dump does it (README, "Backups").
 */
const file = fileArgument('Name the backup file: npm run backup -- FILE');
const config = loadConfig();
if (config.databaseUrl)
  fail('DATABASE_URL is set: back PostgreSQL up with pg_dump, as the README says under "Backups"');
try {
  const contents = backupSqlite(config.dataDir, file);
  console.log(`backed up to ${contents.file}: ${describeContents(contents)}`);
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  throw error;
}
