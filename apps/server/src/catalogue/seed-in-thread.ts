import type { FastifyBaseLogger } from 'fastify';
import type { SeedReport } from '../commands/seed-catalogue';
import type { DatabaseOptions } from '../db/database';
import { startThread } from '../lib/thread';

/**
 * Seeding at start in a thread of its own, once the catalogue was found changed (catalogueUnchanged): the
 * catalogue's files (hundreds of megabytes of tests) are read and hashed in the thread's heap, which is gone
 * when it ends, so the web process never holds them, not even at the first start or after an edit. The
 * thread has a database connection of its own (SQLite in WAL mode takes a second one; PostgreSQL a pool).
 * Its heap has the process's limit, and it reads one puzzle at a time (files.ts, readCatalogue): the server
 * seeds the whole catalogue on a 96 MB heap.
 */

export interface SeedThreadData {
  contentDir: string;
  database: DatabaseOptions;
  /** Seed whatever the version: the server asked catalogueUnchanged before it started the thread. */
  force: boolean;
  /** Build missing generated tests first (startup.ts, SeedOptions.build). */
  build: boolean;
  logLevel: string;
}

export type SeedThreadAnswer = { log: string } | { done: SeedReport | 'unchanged' } | { error: string };

const LEVELS: Record<number, 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal'> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};

/** A line the thread logged, written by the server's own logger (same level, message and fields). */
function relay(log: FastifyBaseLogger, line: string): void {
  try {
    const {
      level,
      msg,
      time: _time,
      pid: _pid,
      hostname: _hostname,
      ...fields
    } = JSON.parse(line) as {
      level: number;
      msg: string;
      [field: string]: unknown;
    };
    log[LEVELS[level] ?? 'info'](fields, msg);
  } catch {
    log.info(line.trim());
  }
}

export function seedInThread(
  data: SeedThreadData,
  log: FastifyBaseLogger,
): Promise<SeedReport | 'unchanged'> {
  return new Promise((resolve, reject) => {
    const worker = startThread(import.meta.dirname, 'catalogue-seed', 'seed-thread.ts', { workerData: data });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    worker.on('message', (answer: SeedThreadAnswer) => {
      if ('log' in answer) relay(log, answer.log);
      else if ('done' in answer) settle(() => resolve(answer.done));
      else settle(() => reject(new Error(`seeding the catalogue failed: ${answer.error}`)));
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`the catalogue's seeding thread exited with code ${code}`))),
    );
  });
}
