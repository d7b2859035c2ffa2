import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { SCREENSHOT_DIR, SERVER_MAIN, WEB_DIST } from './support/paths';
import './support/context';

/**
 * Starts what the browser tests need and tears it down after: the built server on a free port with a fresh
 * DATA_DIR (its own SQLite database and mail outbox) serving the built web app, and one Chromium.
 * It builds nothing: the builds must exist.
 */

const ADMIN = { email: 'admin@codequest.test', password: 'admin-password-e2e' };
const STARTUP_TIMEOUT_MS = 30_000;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertBuilt();
  await mkdir(SCREENSHOT_DIR, { recursive: true });

  // Private (0700), as an operator's data folder may be: the judge keeps its own folders elsewhere.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'codequest-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startServer({ port, baseUrl, dataDir });
  const browserServer = await waitForHealth(baseUrl, server)
    .then(() => chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true }))
    .catch(async (error: unknown) => {
      await stopServer(server.process);
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    });

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('wsEndpoint', browserServer.wsEndpoint());
  project.provide('admin', ADMIN);

  return async () => {
    await browserServer.close();
    await stopServer(server.process);
    await rm(dataDir, { recursive: true, force: true });
  };
}

function assertBuilt(): void {
  const missing = [
    [path.join(WEB_DIST, 'index.html'), 'npm run build -w apps/web'],
    [SERVER_MAIN, 'npm run build -w apps/server'],
  ].filter(([file]) => !existsSync(file as string));
  if (missing.length === 0) return;
  const lines = missing.map(([file, command]) => `  ${file} is missing: run \`${command}\``);
  throw new Error(`The browser tests run against the builds, which are not there:\n${lines.join('\n')}`);
}

function freePort(): Promise<number> {
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

interface RunningServer {
  process: ChildProcess;
  output: () => string;
}

function startServer(options: { port: number; baseUrl: string; dataDir: string }): RunningServer {
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
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // The judge claims a free uid block of its own: an inherited override must not pin it.
      JUDGE_UID_BASE: '',
      DATABASE_URL: '',
      SMTP_URL: '',
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

async function waitForHealth(baseUrl: string, server: RunningServer): Promise<void> {
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

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
