import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { BackupError } from './backup/sqlite';
import { migrateAfterBackup, UPGRADE_BACKUPS } from './backup/upgrade';
import { launcherBuilt, seedLater } from './catalogue/seed-later';
import { asOperatorSees, loadConfig } from './config';
import { openDatabase, SQLITE_FILE } from './db/database';
import { describeFault, StorageError, storageFault } from './db/storage';
import { systemClock } from './lib/clock';
import { prepareData } from './startup';

/** Starts CodeQuest: migrate, seed the catalogue and achievements, make sure the admin exists, serve. */
async function main(): Promise<void> {
  const config = loadConfig();
  const where = { url: config.databaseUrl, dataDir: config.dataDir };
  const database = openDatabase(where);
  const { applied, backup } = await migrateAfterBackup(database, config.dataDir);
  // Started by the launcher (launcher.ts): it may keep the judge process, and when it is gone, so is this.
  const launched = process.argv.includes('--launched');
  const judgeViaLauncher = process.argv.includes('--judge-via-launcher');
  // The launcher builds missing generated tests beside this process (catalogue/build-beside.ts).
  const builtByLauncher = launched ? launcherBuilt() : undefined;
  const app = await buildApp({ config, database, judgeProcess: judgeViaLauncher ? 'launcher' : 'own' });
  if (launched && !judgeViaLauncher) {
    process.on('disconnect', () => {
      app.log.fatal('the launcher is gone: stopping');
      process.exit(1);
    });
  }
  if (backup)
    app.log.warn(
      { backup: backup.file, applied },
      `the database was backed up before this version upgraded it: to go back, stop CodeQuest, return to the version before, and run npm run restore -- ${backup.file}`,
    );
  for (const fixed of database.fixedFiles ?? []) app.log.warn({ file: database.file }, `put right: ${fixed}`);
  app.log.info({ database: database.kind, applied }, 'database ready');
  // The catalogue is read in a thread of its own: the web process never holds it (seed-in-thread.ts). Puzzles
  // whose generated tests are not built yet join it once they are, while the server serves (seed-later.ts).
  const { pending } = await prepareData({ db: database.db, clock: systemClock }, config, app.log, {
    seedThread: where,
    build: false,
  });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  if (pending > 0) {
    const { contentDir, logLevel } = config;
    void seedLater({ contentDir, database: where, logLevel, builtByLauncher }, app.log);
  }
}

main().catch((error: unknown) => {
  // The operator's to put right (a backup before an upgrade failed, a full disk, a read-only or damaged
  // database): one line saying what and how, not a stack trace.
  const sentence = operatorsToFix(error);
  if (sentence) startFailed(`CodeQuest cannot start: ${sentence}`);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});

function operatorsToFix(error: unknown): string | undefined {
  const fault = storageFault(error);
  const said = error instanceof BackupError || error instanceof StorageError;
  if (!said && !fault) return undefined;
  // The start got past reading its configuration: it reads the same again.
  const config = loadConfig();
  if (said || !fault) return asOperatorSees((error as Error).message, config);
  const file = config.databaseUrl ? undefined : path.join(config.dataDir, SQLITE_FILE);
  const backupDirs = [...new Set([path.join(config.dataDir, UPGRADE_BACKUPS), config.backups.dir])];
  return asOperatorSees(describeFault(fault, error, { file, backupDirs }), config);
}

/** A person at a terminal reads the sentence; a log collector gets it as one JSON line, at level fatal. */
function startFailed(sentence: string): void {
  if (process.stdout.isTTY) console.error(sentence);
  else pino({ base: undefined }).fatal(sentence);
}
