import type { AdminUser } from '@codequest/contracts';
import { MESSAGES } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

describe.each(testDatabaseKinds())('admin routes on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('answer 401 without a session and 403 to a learner', async () => {
    const learner = await buildUser(server);
    expect((await server.request('GET', '/api/admin/users')).status).toBe(401);
    const forbidden = await server.request('GET', '/api/admin/users', { token: learner.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: MESSAGES.forbidden, code: 'FORBIDDEN' });
  });

  it('list every user for an administrator, without secrets', async () => {
    const learner = await buildUser(server);
    const admin = await buildAdmin(server);
    const response = await server.request<AdminUser[]>('GET', '/api/admin/users', { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.find((user) => user.id === learner.user.id)).toEqual({
      id: learner.user.id,
      username: learner.user.username,
      email: learner.user.email,
      mobile: learner.user.mobile,
      isAdmin: false,
      level: 1,
      totalXP: 0,
      createdAt: learner.user.createdAt,
    });
    expect(response.body.find((user) => user.id === admin.user.id)?.isAdmin).toBe(true);
    expect(JSON.stringify(response.body)).not.toMatch(/argon2|password|token/i);
  });
});
