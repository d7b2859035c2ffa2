import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { startThread } from '../lib/thread';
import { type BackupContents, timeStamp } from './sqlite';

/**
 * Scheduled backups of the embedded database (BACKUP_INTERVAL): one every interval into BACKUP_DIR, named by
 * the time it was made, the newest BACKUP_KEEP kept. Each is made in a thread (backup-thread.ts) while the
 * server serves. A backup that fails is logged with its reason and tried again at the next interval; the
 * backups before it stay.
 */

export interface BackupSchedule {
  dataDir: string;
  dir: string;
  intervalMs: number;
  keep: number;
}

export interface BackupThreadData {
  dataDir: string;
  file: string;
}

export type BackupThreadAnswer = { done: BackupContents } | { error: string };

/** Scheduled backups are named so, and only they are pruned (the upgrade's and the operator's stay). */
const SCHEDULED = /^codequest-\d{4}-\d{2}-\d{2}T[\d-]+Z\.sqlite$/;

/** Starts the schedule; the first backup is made one interval from now. Answers how to stop it. */
export function scheduleBackups(schedule: BackupSchedule, log: FastifyBaseLogger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return; // the one before is still being made: a slow disk, a very large database
    running = true;
    void backUpNow(schedule, log).finally(() => {
      running = false;
    });
  }, schedule.intervalMs);
  return () => clearInterval(timer);
}

/** One scheduled backup, then the oldest pruned past `keep`. Never throws: a failure is logged. */
export async function backUpNow(
  schedule: BackupSchedule,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<BackupContents | undefined> {
  const started = Date.now();
  try {
    mkdirSync(schedule.dir, { recursive: true, mode: 0o700 });
    const file = path.join(schedule.dir, `codequest-${timeStamp(now)}.sqlite`);
    const contents = await inThread({ dataDir: schedule.dataDir, file });
    const pruned = prune(schedule.dir, schedule.keep);
    log.info(
      { backup: contents.file, bytes: contents.bytes, ms: Date.now() - started, pruned },
      `scheduled backup made: ${contents.file} (${contents.users} users, ${contents.submissions} submissions)`,
    );
    return contents;
  } catch (error) {
    log.error(
      { dir: schedule.dir },
      `scheduled backup FAILED (the ones before it are kept; it is tried again in one interval): ${error instanceof Error ? error.message : error}`,
    );
    return undefined;
  }
}

function inThread(data: BackupThreadData): Promise<BackupContents> {
  return new Promise((resolve, reject) => {
    const thread = startThread(import.meta.dirname, 'backup-thread', 'backup-thread.ts', {
      workerData: data,
    });
    thread.once('message', (answer: BackupThreadAnswer) =>
      'done' in answer ? resolve(answer.done) : reject(new Error(answer.error)),
    );
    thread.once('error', reject);
    thread.once('exit', (code) =>
      reject(new Error(`the backup thread ended (code ${code}) without an answer`)),
    );
  });
}

/** Removes the oldest scheduled backups past `keep`; answers the names removed. */
function prune(dir: string, keep: number): string[] {
  const scheduled = readdirSync(dir)
    .filter((name) => SCHEDULED.test(name))
    .sort();
  const removed = scheduled.slice(0, Math.max(0, scheduled.length - keep));
  for (const name of removed) rmSync(path.join(dir, name), { force: true });
  return removed;
}
