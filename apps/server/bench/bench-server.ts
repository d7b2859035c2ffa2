import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db/database';
import { syncAchievements } from '../src/services/achievements';

/** A real CodeQuest server on a fresh embedded database in a temporary folder, for the benchmarks. */
export interface BenchServer {
  app: FastifyInstance;
  baseUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * `alongside`: another web process of the same installation, on that server's database (which it keeps and
 * closes). With DATABASE_URL in `env`, on that PostgreSQL database (migrated if it is not yet).
 */
export async function startBenchServer(
  env: Record<string, string> = {},
  alongside?: BenchServer,
): Promise<BenchServer> {
  const dataDir = alongside?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'codequest-bench-'));
  chmodSync(dataDir, 0o755);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST: '',
    RATE_LIMIT_MULTIPLIER: '10000',
    // Sandbox uids of its own when the machine runs other CodeQuest servers.
    ...(process.env.JUDGE_UID_BASE ? { JUDGE_UID_BASE: process.env.JUDGE_UID_BASE } : {}),
    ...env,
  });
  const database = alongside?.app.ctx.database ?? openDatabase({ dataDir, url: config.databaseUrl });
  if (!alongside) {
    await migrate(database);
    await syncAchievements({ db: database.db, clock: Date.now });
  }
  // With REDIS_URL the judge is the workers' (each proves its own sandbox): nothing to prove here.
  const app = await buildApp({ config, database, judgeSelfTest: !config.redisUrl });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    dataDir,
    async close() {
      await app.close();
      if (alongside) return;
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
