import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions } from './support/chromium';
import { SCREENSHOT_DIR, SERVER_MAIN, WEB_DIST } from './support/paths';
import { freePort, startServer, stopServer, waitForHealth } from './support/server';
import './support/context';

/**
 * Starts what the browser tests need and tears it down after: the built server on a free port with a fresh
 * DATA_DIR (its own SQLite database and mail outbox) serving the built web app, and one Chromium.
 * It builds nothing: the builds must exist.
 */

const ADMIN = { email: 'admin@codequest.test', password: 'admin-password-e2e' };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertBuilt();
  await mkdir(SCREENSHOT_DIR, { recursive: true });

  // Private (0700), as an operator's data folder may be: the judge keeps its own folders elsewhere.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'codequest-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startServer({ port, baseUrl, dataDir, admin: ADMIN });
  const browserServer = await waitForHealth(baseUrl, server)
    .then(async () => chromium.launchServer(await chromiumLaunchOptions()))
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
