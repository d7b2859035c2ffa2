import { type ErrorResponse, MESSAGES, type User } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

describe.each(testDatabaseKinds())('profile on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const update = (token: string | undefined, body: unknown) =>
    server.request<User & ErrorResponse>('PATCH', '/api/profile/update', { token, body });

  it('returns the signed-in user', async () => {
    const learner = await buildUser(server);
    const response = await server.request<User>('GET', '/api/profile/current', { token: learner.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(learner.user);
  });

  it('updates the mobile number, and the time zone from the next local day', async () => {
    const learner = await buildUser(server);
    const response = await update(learner.token, { mobile: ' 9876543210 ', timeZone: 'Australia/Sydney' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      mobile: '9876543210',
      timeZone: 'Europe/Paris',
      nextTimeZone: { timeZone: 'Australia/Sydney' },
    });
  });

  it.each([
    [{ mobile: '12345' }, MESSAGES.invalidMobile],
    [{ mobile: '' }, MESSAGES.invalidMobile],
    [{ mobile: 1234567890 }, MESSAGES.invalidMobile],
    [{ timeZone: 'Nowhere/Special' }, MESSAGES.unknownTimeZone],
    [{}, 'Nothing to update: send a mobile number or a time zone'],
  ])('refuses %j', async (body, message) => {
    const learner = await buildUser(server);
    const response = await update(learner.token, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('needs a session', async () => {
    expect((await update(undefined, { mobile: '0123456789' })).status).toBe(401);
  });
});
