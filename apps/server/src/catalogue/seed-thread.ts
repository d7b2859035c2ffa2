import { parentPort, workerData } from 'node:worker_threads';
import pino from 'pino';
import { openDatabase } from '../db/database';
import { systemClock } from '../lib/clock';
import type { SeedThreadAnswer, SeedThreadData } from './seed-in-thread';
import { seedFromContent } from './startup';

/**
 * The catalogue's seeding thread (seed-in-thread.ts): on a connection of its own, reads the catalogue and
 * seeds it, its log lines sent to the server's logger, then ends; everything it read goes with it.
 */

if (!parentPort) {
  console.error('catalogue-seed.js is the seeding thread started by the CodeQuest server, not a command');
  process.exit(1);
}
const data = workerData as SeedThreadData;
const answer = (message: SeedThreadAnswer) => parentPort?.postMessage(message);
const log = pino({ level: data.logLevel }, { write: (line: string) => answer({ log: line }) });
const database = openDatabase(data.database);
try {
  const report = await seedFromContent({ db: database.db, clock: systemClock }, data.contentDir, log, {
    force: data.force,
    build: data.build,
  });
  answer({ done: report });
} catch (error) {
  answer({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
} finally {
  await database.close();
}
