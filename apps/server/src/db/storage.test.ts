import { type AuthResponse, type ErrorResponse, type HealthResponse, MESSAGES } from '@codequest/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signupForm } from '../test/factories';
import { cannotMountDisks, SmallDisk } from '../test/small-disk';
import { startTestServer, type TestServer } from '../test/test-server';
import { requestFault } from './storage';

/**
 * The disk fills while CodeQuest runs: writes answer 503 with a sentence (not a generic 500), the log says
 * what and how to fix, health says ok: false with the reason, and once space is freed all works again with
 * nothing lost.
 */

const skipReason = cannotMountDisks();
if (skipReason) console.log(`full-disk suite SKIPPED: ${skipReason}`);

describe.skipIf(skipReason !== undefined)('a disk that fills while CodeQuest runs', () => {
  let disk: SmallDisk;
  let server: TestServer;
  const log: string[] = [];

  beforeAll(async () => {
    disk = new SmallDisk(32);
    server = await startTestServer('sqlite', {
      dataInside: disk.dir,
      env: { LOG_LEVEL: 'error' },
      logStream: (line) => log.push(line),
    });
  });

  afterAll(async () => {
    await server?.close();
    disk?.unmount();
  });

  it('answers writes 503 with a sentence, says why in health and the log, and recovers once space is freed', async () => {
    const learner = await buildUser(server);
    // An empty write-ahead log: the next write needs new space on the disk.
    await sql`pragma wal_checkpoint(truncate)`.execute(server.app.ctx.db);
    disk.fill();

    const signup = await server.request<ErrorResponse>('POST', '/api/auth/signup', { body: signupForm() });
    expect(signup.status).toBe(503);
    expect(signup.body).toEqual({ message: MESSAGES.storageFull, code: 'UNAVAILABLE' });
    expect(signup.headers.get('retry-after')).toBe('60');
    const login = await server.request<ErrorResponse>('POST', '/api/auth/login', {
      body: { email: learner.email, password: learner.password },
    });
    expect(login.status).toBe(503);

    const failing = await server.request<HealthResponse>('GET', '/api/health');
    expect(failing.body.ok).toBe(false);
    expect(failing.body.storage).toEqual({
      writable: false,
      reason: 'the disk is full: nothing can be saved',
    });
    const said = log.map((line) => JSON.parse(line) as { msg: string }).map((line) => line.msg);
    expect(said).toContainEqual(
      expect.stringMatching(
        /^writes fail: the disk holding .*codequest\.sqlite is full \(SQLITE_FULL: .*\): free some space/,
      ),
    );

    disk.free();
    const recovered = await server.request<HealthResponse>('GET', '/api/health');
    expect(recovered.body.ok).toBe(true);
    expect(recovered.body.storage).toEqual({ writable: true });
    const again = await server.request<AuthResponse>('POST', '/api/auth/login', {
      body: { email: learner.email, password: learner.password },
    });
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(learner.user.id);
    expect((await server.request('POST', '/api/auth/signup', { body: signupForm() })).status).toBe(200);
  });
});

describe("which failures are the database's", () => {
  const failure = (code: string) => Object.assign(new Error(code), { code });

  it("answers SQLite's and PostgreSQL's faults and a full disk anywhere; another file's permissions are not one", () => {
    expect(requestFault(failure('SQLITE_FULL'))).toBe('full');
    expect(requestFault(failure('SQLITE_READONLY_DBMOVED'))).toBe('read-only');
    expect(requestFault(failure('SQLITE_CORRUPT_INDEX'))).toBe('corrupt');
    expect(requestFault(failure('53100'))).toBe('full');
    expect(requestFault(failure('25006'))).toBe('read-only');
    expect(requestFault(failure('ENOSPC'))).toBe('full');
    expect(requestFault(failure('EACCES'))).toBeUndefined();
    expect(requestFault(failure('SQLITE_CONSTRAINT_UNIQUE'))).toBeUndefined();
    expect(requestFault('not an error')).toBeUndefined();
  });
});
