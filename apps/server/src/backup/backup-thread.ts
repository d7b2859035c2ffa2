import { parentPort, workerData } from 'node:worker_threads';
import type { BackupThreadAnswer, BackupThreadData } from './schedule';
import { backupSqlite } from './sqlite';

/**
 * A scheduled backup's thread (schedule.ts): VACUUM INTO reads the whole database and would hold the web
 * process's event loop for as long, so it runs here, on a read-only connection of its own, then ends.
 */

if (!parentPort) {
  console.error('backup-thread.js is the backup thread started by the CodeQuest server, not a command');
  process.exit(1);
}
const data = workerData as BackupThreadData;
const answer = (message: BackupThreadAnswer) => parentPort?.postMessage(message);
try {
  answer({ done: backupSqlite(data.dataDir, data.file) });
} catch (error) {
  answer({ error: error instanceof Error ? error.message : String(error) });
}
