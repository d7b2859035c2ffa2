import { BackupError, restoreSqlite } from '../backup/sqlite';
import { loadConfig } from '../config';
import { migrationsFor } from '../db/migrations';
import { describeContents, fail, fileArgument } from './output';

/**
 * `npm run restore -- FILE`: puts a backup made by `npm run backup` in place of the data folder's database,
 * with CodeQuest stopped, after checking the backup whole; the database it replaces is kept beside it. The
 * next start brings the restored database up to this version's schema.
 */
const file = fileArgument('Name the backup to restore: npm run restore -- FILE');
const config = loadConfig();
if (config.databaseUrl)
  fail('DATABASE_URL is set: restore PostgreSQL with pg_restore, as the README says under "Backups"');
try {
  const restored = restoreSqlite(config.dataDir, file, Object.keys(migrationsFor('sqlite')));
  console.log(`restored ${restored.file}: ${describeContents(restored)}`);
  if (restored.keptAs) console.log(`the database it replaced is kept as ${restored.keptAs}`);
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  throw error;
}
