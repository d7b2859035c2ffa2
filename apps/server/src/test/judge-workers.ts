import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from './ports';
import { collectLogLines, type LogLine } from './processes';

/**
 * Real judge workers for tests: `npm run worker`'s entry point as child processes, on the Redis that the
 * global set-up found, each test under a key prefix of its own (removed afterwards).
 */

const WORKER_ENTRY = path.resolve(import.meta.dirname, '..', 'worker.ts');

/** The Redis the suites may use, or undefined (then the judge-worker suites are skipped). */
export function testRedisUrl(): string | undefined {
  return process.env.CODEQUEST_TEST_REDIS_URL;
}

export function uniqueRedisPrefix(): string {
  return `codequest-test-${randomUUID().slice(0, 8)}`;
}

/** Deletes every key under the prefix. */
export async function clearRedisPrefix(url: string, prefix: string): Promise<void> {
  const client = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await client.del(...keys);
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

/** A Redis of the test's own (redis-server on a free port, keeping nothing), for tests that take it away. */
export async function startPrivateRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  probe.on('error', () => undefined);
  for (let attempt = 0; ; attempt++) {
    try {
      await probe.connect();
      await probe.ping();
      break;
    } catch (error) {
      if (attempt > 100) throw error;
      probe.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  probe.disconnect();
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

export interface WorkerOptions {
  redisUrl: string;
  prefix: string;
  slots?: number;
  lockMs?: number;
  /** Its cache of fetched tests: a folder of its own by default, removed when it stops. */
  cacheDir?: string;
  /** More of its environment (METRICS_PORT…). */
  env?: Record<string, string>;
}

export class WorkerProcess {
  readonly lines: LogLine[] = [];
  /** Where it keeps the tests it fetched. */
  readonly cacheDir: string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly child: ChildProcess;
  private readonly listeners = new Set<() => void>();
  private readonly ownCache: string | undefined;

  constructor(options: WorkerOptions) {
    this.ownCache = options.cacheDir
      ? undefined
      : mkdtempSync(path.join(tmpdir(), 'codequest-worker-cache-'));
    this.cacheDir = options.cacheDir ?? (this.ownCache as string);
    this.child = spawn(process.execPath, ['--import', 'tsx', WORKER_ENTRY], {
      env: {
        ...process.env,
        JUDGE_CACHE_DIR: this.cacheDir,
        REDIS_URL: options.redisUrl,
        REDIS_PREFIX: options.prefix,
        JUDGE_CONCURRENCY: String(options.slots ?? 2),
        JUDGE_LOCK_MS: String(options.lockMs ?? 2000),
        LOG_LEVEL: 'info',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    collectLogLines(this.child, this.lines, () => {
      for (const listener of this.listeners) listener();
    });
    this.exited = new Promise((resolve) =>
      this.child.on('exit', (code, signal) => resolve({ code, signal })),
    );
  }

  get pid(): number {
    return this.child.pid as number;
  }

  /** The first log line (from the start) matching the predicate, waiting for it up to timeoutMs. */
  waitForLog(matches: (line: LogLine) => boolean, timeoutMs = 60_000): Promise<LogLine> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.lines.find(matches);
        if (!found) return;
        cleanUp();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanUp();
        reject(new Error(`no such log line within ${timeoutMs} ms; log:\n${this.log()}`));
      }, timeoutMs);
      const cleanUp = () => {
        clearTimeout(timer);
        this.listeners.delete(check);
      };
      this.listeners.add(check);
      check();
    });
  }

  /** Waits until the worker takes jobs. */
  ready(): Promise<LogLine> {
    return this.waitForLog((line) => line.msg.startsWith('judge worker ready'));
  }

  kill(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  /** Stops it however it is (SIGKILL), and waits for it to be gone. */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.exited;
    if (this.ownCache) rmSync(this.ownCache, { recursive: true, force: true });
  }

  log(): string {
    return this.lines.map((line) => JSON.stringify(line)).join('\n');
  }
}
