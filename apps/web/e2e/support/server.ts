import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { SERVER_MAIN, WEB_DIST } from './paths';

/** Starting and stopping the built server: the run's own (global-setup) and any a test needs beside it. */

// A first start seeds the whole catalogue and proves the sandbox: 15-20 s alone, well over 30 s on a busy
// two-core machine.
const STARTUP_TIMEOUT_MS = 90_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  process: ChildProcess;
  output: () => string;
}

/**
 * The built server on `port` with its own DATA_DIR (SQLite, mail outbox) serving the built web app; `env`
 * adds to or overrides its settings (a test may break the judge on purpose).
 */
export function startServer(options: {
  port: number;
  baseUrl: string;
  dataDir: string;
  admin?: { email: string; password: string };
  env?: Record<string, string>;
}): RunningServer {
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      PUBLIC_URL: options.baseUrl,
      WEB_DIST,
      // Every test signs up its own users, all from 127.0.0.1.
      RATE_LIMIT_MULTIPLIER: '100',
      ADMIN_EMAIL: options.admin?.email ?? '',
      ADMIN_PASSWORD: options.admin?.password ?? '',
      LOG_LEVEL: 'warn',
      // The judge claims a free uid block of its own: an inherited override must not pin it.
      JUDGE_UID_BASE: '',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { process: child, output: () => output };
}

export async function waitForHealth(baseUrl: string, server: RunningServer): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) {
      throw new Error(
        `The server exited (code ${server.process.exitCode}) during start-up:\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `The server did not answer /api/health within ${STARTUP_TIMEOUT_MS} ms:\n${server.output()}`,
  );
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
