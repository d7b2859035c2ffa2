import type { ErrorResponse } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_RULES, type RateRules } from '../../lib/rate-limit';
import { buildUser, signupForm } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

// Small budgets so the limits are reached in a few requests; the mechanism is the production one.
const rules: RateRules = {
  ...RATE_RULES,
  loginPerIp: { points: 12, windowSeconds: 900 },
  loginFailuresPerAccount: { points: 3, windowSeconds: 900 },
  signupPerIp: { points: 20, windowSeconds: 3600 },
  forgotPasswordPerIp: { points: 6, windowSeconds: 3600 },
  forgotPasswordPerAccount: { points: 2, windowSeconds: 3600 },
};

describe.each(testDatabaseKinds())('rate limits on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { rateRules: rules });
  });
  afterAll(() => server.close());

  const login = (email: string, password: string) =>
    server.request<ErrorResponse>('POST', '/api/auth/login', { body: { email, password } });

  it('locks an account after repeated wrong passwords, even for the right one', async () => {
    const learner = await buildUser(server);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(learner.email, 'wrong')).status).toBe(401);
    }
    const locked = await login(learner.email, learner.password);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('RATE_LIMITED');
    expect(locked.body.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('forgets failures after a successful sign-in', async () => {
    const learner = await buildUser(server);
    await login(learner.email, 'wrong');
    await login(learner.email, 'wrong');
    expect((await login(learner.email, learner.password)).status).toBe(200);
    await login(learner.email, 'wrong');
    await login(learner.email, 'wrong');
    expect((await login(learner.email, learner.password)).status).toBe(200);
  });

  it('limits sign-in attempts per address across accounts', async () => {
    // Earlier tests in this file spent some of this address's budget; spend the rest on fresh accounts.
    let status = 0;
    for (let attempt = 0; attempt < 15 && status !== 429; attempt++) {
      status = (await login(`stranger${attempt}@example.com`, 'whatever')).status;
    }
    expect(status).toBe(429);
  });

  it('limits reset mails per account', async () => {
    const learner = await buildUser(server);
    const forgot = () =>
      server.request('POST', '/api/auth/forgot-password', { body: { email: learner.email } });
    expect((await forgot()).status).toBe(200);
    expect((await forgot()).status).toBe(200);
    expect((await forgot()).status).toBe(429);
  });

  it('limits sign-ups per address', async () => {
    let status = 0;
    for (let attempt = 0; attempt < 25 && status !== 429; attempt++) {
      status = (await server.request('POST', '/api/auth/signup', { body: signupForm() })).status;
    }
    expect(status).toBe(429);
  });
});
