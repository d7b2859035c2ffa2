import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Database, migrate, pendingMigrations } from '../db/database';
import { type BackupContents, BackupError, backupSqlite, timeStamp } from './sqlite';

/** Where a start keeps the backups it makes before upgrading the embedded database, in the data folder. */
export const UPGRADE_BACKUPS = 'backups';

/**
 * A start's migrations, after a backup when they would change an existing embedded database:
 * DATA_DIR/backups/codequest-before-<first new migration>-<time>.sqlite, the way back to the version before
 * (`npm run restore`, README "Backups"). A new database, or one already up to date, is not copied.
 */
export async function migrateAfterBackup(
  database: Database,
  dataDir: string,
  now = new Date(),
): Promise<{ applied: string[]; backup: BackupContents | undefined }> {
  const { pending, applied } = await pendingMigrations(database);
  let backup: BackupContents | undefined;
  if (database.kind === 'sqlite' && applied > 0 && pending.length > 0) {
    const folder = path.join(dataDir, UPGRADE_BACKUPS);
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const file = path.join(folder, `codequest-before-${pending[0]}-${timeStamp(now)}.sqlite`);
    try {
      backup = backupSqlite(dataDir, file);
    } catch (error) {
      // No upgrade without its way back: the start stops, the database as it was.
      throw new BackupError(
        `This version upgrades the database, and backs it up first; the backup failed, so nothing was changed: ${(error as Error).message}`,
      );
    }
  }
  return { applied: await migrate(database), backup };
}
