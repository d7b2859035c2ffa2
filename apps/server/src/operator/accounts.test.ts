import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuditResponse, AuthResponse, ErrorResponse } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories';
import { runNpmScript } from '../test/npm-scripts';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * `npm run admin` as an operator locked out would use it, against a running server's database: a password
 * link that then signs in, admin rights granted and removed (never the last admin's), the administrators
 * listed, every session of an account ended; each audited as the command line's.
 */

/**
 * A test runs the command up to six times, each start (npm, then tsx) two to three seconds on a quiet
 * machine and several times that on a busy one: the suite's usual 20 s is too short for it there.
 */
const COMMANDS_TIMEOUT = 90_000;

describe('npm run admin, while CodeQuest runs', { timeout: COMMANDS_TIMEOUT }, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    // The command keeps the machine's time, as the server beside it does in the field (a link made now).
    server.clock.advance(Date.now() - server.clock.now());
  });
  afterAll(() => server?.close());

  const admin = (...args: string[]) =>
    runNpmScript('admin', args, { DATA_DIR: server.dataDir, PUBLIC_URL: 'http://codequest.test' });

  const login = (email: string, password: string) =>
    server.request<AuthResponse & ErrorResponse>('POST', '/api/auth/login', { body: { email, password } });

  it('prints a password link that sets a new password, which then signs in', async () => {
    const learner = await buildUser(server);
    const made = await admin('password-link', learner.email);
    expect(made.code).toBe(0);
    const link = new URL(made.output.split('\n').at(-1) ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('http://codequest.test/reset-password');
    const token = link.searchParams.get('token') ?? '';
    const reset = await server.request('POST', '/api/auth/reset-password-confirm', {
      body: { token, newPassword: 'a brand new secret' },
    });
    expect(reset.status).toBe(200);
    expect((await login(learner.email, 'a brand new secret')).status).toBe(200);
    expect((await login(learner.email, learner.password)).status).toBe(401);
  });

  it('grants and removes admin rights, never the last administrator’s, and lists who has them', async () => {
    const first = await buildUser(server);
    const second = await buildUser(server);
    const stats = (token: string) => server.request('GET', '/api/admin/stats', { token });
    expect((await stats(first.token)).status).toBe(403);

    expect(await admin('grant-admin', first.email)).toEqual({
      code: 0,
      output: `${first.user.username} is now an administrator`,
    });
    expect((await stats(first.token)).status).toBe(200);
    expect(await admin('grant-admin', first.email.toUpperCase())).toEqual({
      code: 0,
      output: `${first.user.username} is an administrator already: nothing changed`,
    });
    expect(await admin('remove-admin', first.email)).toEqual({
      code: 1,
      output: `${first.user.username} is the last administrator: grant another one first`,
    });
    expect((await admin('grant-admin', second.email)).code).toBe(0);
    expect((await admin('list-admins')).output.split('\n').sort()).toEqual(
      [`${first.user.username} <${first.email}>`, `${second.user.username} <${second.email}>`].sort(),
    );
    expect(await admin('remove-admin', first.email)).toEqual({
      code: 0,
      output: `${first.user.username} is no longer an administrator`,
    });
    expect((await stats(first.token)).status).toBe(403);

    const audit = await server.request<AuditResponse>('GET', '/api/admin/audit?pageSize=50', {
      token: second.token,
    });
    const mine = audit.body.items.filter((entry) => entry.target.id === first.user.id);
    expect(mine.map((entry) => entry.action)).toEqual(['user.remove_admin', 'user.make_admin']);
    expect(mine.every((entry) => entry.actor === null && entry.summary.endsWith('(command line)'))).toBe(
      true,
    );
  });

  it('signs an account out everywhere', async () => {
    const learner = await buildUser(server);
    const other = await login(learner.email, learner.password);
    const profile = (token: string) => server.request('GET', '/api/profile/current', { token });
    expect(await admin('sign-out', learner.email)).toEqual({ code: 0, output: '2 session(s) ended' });
    expect((await profile(learner.token)).status).toBe(401);
    expect((await profile(other.body.token)).status).toBe(401);
  });

  it('says how to use it, and names an email no account has', async () => {
    const usage = await admin();
    expect(usage.code).toBe(1);
    expect(usage.output).toMatch(/^npm run admin -- COMMAND \[EMAIL\], where COMMAND is one of:/);
    expect((await admin('grant-admin')).code).toBe(1);
    expect(await admin('sign-out', 'nobody@codequest.test')).toEqual({
      code: 1,
      output: 'No account has the email nobody@codequest.test',
    });
    const empty = mkdtempSync(path.join(tmpdir(), 'codequest-empty-'));
    try {
      expect(await runNpmScript('admin', ['list-admins'], { DATA_DIR: empty })).toEqual({
        code: 1,
        output: `There is no database in ${empty}: run the command with the DATA_DIR CodeQuest runs with`,
      });
      expect(readdirSync(empty)).toEqual([]);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
