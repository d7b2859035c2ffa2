import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';
import { until } from '../test/waiting';
import { backUpNow, scheduleBackups } from './schedule';

/**
 * Scheduled backups (BACKUP_INTERVAL): made in a thread while the server serves, named by their time, the
 * newest BACKUP_KEEP kept (and only scheduled ones pruned); one that fails is logged and changes nothing.
 */

describe('scheduled backups of the embedded database', () => {
  let server: TestServer;
  let dir: string;
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  const said = () => lines.map((line) => (JSON.parse(line) as { msg: string }).msg);

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    dir = mkdtempSync(path.join(tmpdir(), 'codequest-backups-'));
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('makes a backup each interval, while the server answers', async () => {
    await buildUser(server);
    const schedule = { dataDir: server.dataDir, dir, intervalMs: 300, keep: 10 };
    const stop = scheduleBackups(schedule, log);
    try {
      // A backup's file appears as it is written; the log line says it was made and checked.
      await until(
        () =>
          expect(
            said().filter((line) => line.startsWith('scheduled backup made')).length,
          ).toBeGreaterThanOrEqual(2),
        30_000,
      );
      expect((await server.request('GET', '/api/health')).status).toBe(200);
    } finally {
      stop();
    }
    expect(said()).toContainEqual(
      expect.stringMatching(/^scheduled backup made: .*codequest-.*\.sqlite \(1 users, 0 submissions\)$/),
    );
  });

  it('keeps the newest BACKUP_KEEP scheduled backups, and every other file in the folder', async () => {
    const keeping = mkdtempSync(path.join(dir, 'keep-'));
    const mine = path.join(keeping, 'codequest-before-0014-canonical-emails-2026-01-01T00-00-00-000Z.sqlite');
    writeFileSync(mine, 'an upgrade backup');
    const schedule = { dataDir: server.dataDir, dir: keeping, intervalMs: 60_000, keep: 2 };
    for (const day of ['01', '02', '03']) {
      const made = await backUpNow(schedule, log, new Date(`2026-11-${day}T03:00:00Z`));
      expect(made?.users).toBe(1);
    }
    expect(readdirSync(keeping).sort()).toEqual(
      [
        path.basename(mine),
        'codequest-2026-11-02T03-00-00-000Z.sqlite',
        'codequest-2026-11-03T03-00-00-000Z.sqlite',
      ].sort(),
    );
  });

  it('logs a backup that failed, and keeps the ones before it', async () => {
    const blocked = path.join(dir, 'a-file-not-a-folder');
    writeFileSync(blocked, '');
    const made = await backUpNow({ dataDir: server.dataDir, dir: blocked, intervalMs: 60_000, keep: 1 }, log);
    expect(made).toBeUndefined();
    expect(said()).toContainEqual(
      expect.stringMatching(/^scheduled backup FAILED .*: EEXIST: file already exists, mkdir/),
    );
  });
});
