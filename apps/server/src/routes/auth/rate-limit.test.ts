import { type ErrorResponse, MESSAGES } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_RULES, type RateRules } from '../../lib/rate-limit';
import { buildUser, signupForm } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

// Small budgets so the limits are reached in a few requests; the mechanism is the production one.
const rules: RateRules = {
  ...RATE_RULES,
  loginFailuresPerAccountAndIp: { points: 3, windowSeconds: 900 },
  loginFailuresPerIp: { points: 8, windowSeconds: 900 },
  changePasswordFailuresPerUser: { points: 3, windowSeconds: 900 },
  signupPerIp: { points: 20, windowSeconds: 3600 },
  forgotPasswordPerIp: { points: 6, windowSeconds: 3600 },
  forgotPasswordPerAccount: { points: 2, windowSeconds: 3600 },
};

let addresses = 0;
/** A client address of its own for each test, as the proxy in front of the server reports it. */
function nextAddress(): string {
  addresses += 1;
  return `198.51.100.${addresses}`;
}

describe.each(testDatabaseKinds())('rate limits on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { rateRules: rules, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => server.close());

  const login = (email: string, password: string, from: string) =>
    server.request<ErrorResponse>('POST', '/api/auth/login', {
      body: { email, password },
      headers: { 'x-forwarded-for': from },
    });

  it('makes one address wait after repeated wrong passwords for an account, even for the right one', async () => {
    const learner = await buildUser(server);
    const from = nextAddress();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(learner.email, 'wrong', from)).status).toBe(401);
    }
    const waiting = await login(learner.email, learner.password, from);
    expect(waiting.status).toBe(429);
    expect(waiting.body.code).toBe('RATE_LIMITED');
    expect(waiting.body.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('cannot be used to lock the owner out: the account signs in from another address', async () => {
    const learner = await buildUser(server);
    const attacker = nextAddress();
    for (let attempt = 0; attempt < 5; attempt++) await login(learner.email, 'guess', attacker);
    expect((await login(learner.email, learner.password, attacker)).status).toBe(429);
    expect((await login(learner.email, learner.password, nextAddress())).status).toBe(200);
  });

  it('lets no more guesses through than the budget when they arrive together', async () => {
    const learner = await buildUser(server);
    const from = nextAddress();
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, guess) => login(learner.email, `guess ${guess}`, from)),
    );
    const statuses = guesses.map((guess) => guess.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('counts failures only: successful sign-ins never use up a budget', async () => {
    const learner = await buildUser(server);
    const from = nextAddress();
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await login(learner.email, learner.password, from)).status).toBe(200);
    }
  });

  it('forgets failures after a successful sign-in', async () => {
    const learner = await buildUser(server);
    const from = nextAddress();
    await login(learner.email, 'wrong', from);
    await login(learner.email, 'wrong', from);
    expect((await login(learner.email, learner.password, from)).status).toBe(200);
    await login(learner.email, 'wrong', from);
    await login(learner.email, 'wrong', from);
    expect((await login(learner.email, learner.password, from)).status).toBe(200);
  });

  it('limits wrong passwords per address across accounts, and only for that address', async () => {
    const from = nextAddress();
    let status = 0;
    for (let attempt = 0; attempt < 12 && status !== 429; attempt++) {
      status = (await login(`stranger${attempt}@example.com`, 'whatever', from)).status;
    }
    expect(status).toBe(429);
    const learner = await buildUser(server);
    expect((await login(learner.email, learner.password, nextAddress())).status).toBe(200);
  });

  it('limits guesses of the current password on change-password', async () => {
    const learner = await buildUser(server);
    const change = (currentPassword: string) =>
      server.request<ErrorResponse>('POST', '/api/auth/change-password', {
        token: learner.token,
        body: { currentPassword, newPassword: 'brand new secret' },
      });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await change(`guess ${attempt}`)).body).toEqual({
        message: MESSAGES.currentPasswordWrong,
        code: 'VALIDATION',
      });
    }
    const waiting = await change(learner.password);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(learner.email, learner.password, nextAddress())).status).toBe(200);
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

describe('client addresses without TRUST_PROXY', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { rateRules: rules });
  });
  afterAll(() => server.close());

  it('ignore X-Forwarded-For, so a client cannot pose as many', async () => {
    const learner = await buildUser(server);
    for (let attempt = 0; attempt < 3; attempt++) {
      await server.request('POST', '/api/auth/login', {
        body: { email: learner.email, password: 'wrong' },
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
      });
    }
    const response = await server.request('POST', '/api/auth/login', {
      body: { email: learner.email, password: learner.password },
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    expect(response.status).toBe(429);
  });
});
