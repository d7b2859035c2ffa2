import { type AuthResponse, type ErrorResponse, MESSAGES, type User } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signupForm } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())('accounts and sessions on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const signup = (body: unknown) =>
    server.request<AuthResponse & ErrorResponse>('POST', '/api/auth/signup', { body });
  const login = (body: unknown) =>
    server.request<AuthResponse & ErrorResponse>('POST', '/api/auth/login', { body });
  const current = (token?: string) =>
    server.request<User & ErrorResponse>('GET', '/api/profile/current', { token });

  describe('signup', () => {
    it('creates the account and signs it in', async () => {
      const form = signupForm({ timeZone: 'America/New_York' });
      const response = await signup(form);
      expect(response.status).toBe(200);
      expect(response.body.token).toMatch(/^[\w-]{43}$/);
      expect(response.body.user).toMatchObject({
        username: form.username,
        email: form.email,
        mobile: form.mobile,
        isAdmin: false,
        timeZone: 'America/New_York',
        level: 1,
        totalXP: 0,
        currentXP: 0,
        streak: 0,
        solvedCount: 0,
      });
      expect(JSON.stringify(response.body)).not.toMatch(/argon2|password/i);
      const me = await current(response.body.token);
      expect(me.body.id).toBe(response.body.user.id);
    });

    it.each([
      ['an empty field', { username: '' }, MESSAGES.fillAllFields],
      ['a blank field', { mobile: '   ' }, MESSAGES.fillAllFields],
      ['a missing field', { email: undefined }, MESSAGES.fillAllFields],
      [
        'differing passwords',
        { password: 'abcdef', confirmPassword: 'abcdeg' },
        MESSAGES.passwordsDoNotMatch,
      ],
      ['a short password', { password: 'abc', confirmPassword: 'abc' }, MESSAGES.passwordTooShort],
      ['a malformed email', { email: 'not-an-email' }, MESSAGES.invalidEmail],
      ['a 9-digit mobile', { mobile: '123456789' }, MESSAGES.invalidMobile],
      ['a mobile with letters', { mobile: '12345678ab' }, MESSAGES.invalidMobile],
      ['a username with spaces', { username: 'two words' }, MESSAGES.invalidUsername],
      [
        'a long password',
        { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
        MESSAGES.passwordTooLong,
      ],
    ])('refuses %s with the spec message', async (_, override, message) => {
      const response = await signup({ ...signupForm(), ...override });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message, code: 'VALIDATION' });
    });

    it('checks the rules in the spec order', async () => {
      // Mismatch, short password, bad email and bad mobile at once: the mismatch is reported first.
      const response = await signup({
        ...signupForm(),
        password: 'abc',
        confirmPassword: 'abd',
        email: 'bad',
        mobile: '1',
      });
      expect(response.body.message).toBe(MESSAGES.passwordsDoNotMatch);
      const next = await signup({ ...signupForm(), password: 'abc', confirmPassword: 'abc', email: 'bad' });
      expect(next.body.message).toBe(MESSAGES.passwordTooShort);
    });

    it('refuses a taken email, whatever its case, and a taken username', async () => {
      const first = signupForm();
      await signup(first);
      const sameEmail = await signup(signupForm({ email: first.email.toUpperCase() }));
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body).toEqual({ message: MESSAGES.emailTaken, code: 'CONFLICT' });
      const sameName = await signup(signupForm({ username: first.username.toUpperCase() }));
      expect(sameName.status).toBe(409);
      expect(sameName.body.message).toBe(MESSAGES.usernameTaken);
    });

    it('takes an email in its one form: full-width letters are the same address, invisible ones are refused', async () => {
      const first = signupForm();
      await signup(first);
      const [name, domain] = first.email.split('@') as [string, string];
      const wide = [...name]
        .map((char) => String.fromCodePoint((char.codePointAt(0) ?? 0) + 0xfee0))
        .join('');
      const lookalike = await signup(signupForm({ email: `${wide}＠${domain}` }));
      expect(lookalike.status).toBe(409);
      expect(lookalike.body).toEqual({ message: MESSAGES.emailTaken, code: 'CONFLICT' });
      for (const invisible of ['\u200b', '\u200d', '\u00ad', '\u2060', '\ufeff']) {
        const response = await signup(signupForm({ email: `${name}${invisible}@${domain}` }));
        expect(response.status, JSON.stringify(invisible)).toBe(400);
        expect(response.body.message).toBe(MESSAGES.invalidEmail);
      }
      // The owner signs in with the address typed either way.
      const signIn = await login({ email: `${wide}@${domain}`, password: first.password });
      expect(signIn.status).toBe(200);
    });

    it('keeps the default time zone when the browser sends an unknown one', async () => {
      const response = await signup(signupForm({ timeZone: 'Mars/Olympus_Mons' }));
      expect(response.status).toBe(200);
      expect(response.body.user.timeZone).toBe('UTC');
    });
  });

  describe('login', () => {
    it('signs in with any case of the email and records the time zone, from the next local day', async () => {
      const learner = await buildUser(server);
      const response = await login({
        email: learner.email.toUpperCase(),
        password: learner.password,
        timeZone: 'Asia/Tokyo',
      });
      expect(response.status).toBe(200);
      expect(response.body.user.id).toBe(learner.user.id);
      expect(response.body.user.timeZone).toBe('Europe/Paris');
      expect(response.body.user.nextTimeZone?.timeZone).toBe('Asia/Tokyo');
      expect(response.body.token).not.toBe(learner.token);
    });

    it('gives one message for a wrong password and an unknown email', async () => {
      const learner = await buildUser(server);
      const wrong = await login({ email: learner.email, password: 'wrong password' });
      const unknown = await login({ email: 'nobody@example.com', password: 'whatever' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ message: MESSAGES.invalidCredentials, code: 'UNAUTHENTICATED' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it.each([[{ email: '', password: 'x' }], [{ email: 'a@b.co', password: '' }], [{}]])(
      'asks for every field: %j',
      async (body) => {
        const response = await login(body);
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(MESSAGES.fillAllFields);
      },
    );
  });

  describe('sessions', () => {
    it('refuses a missing, malformed or unknown token', async () => {
      expect((await current()).status).toBe(401);
      expect((await current('not a token')).status).toBe(401);
      const forged = await current('A'.repeat(43));
      expect(forged.status).toBe(401);
      expect(forged.body).toEqual({ message: MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' });
    });

    it('revokes the token on logout, and only that one', async () => {
      const learner = await buildUser(server);
      const other = await login({ email: learner.email, password: learner.password });
      const logout = await server.request('POST', '/api/auth/logout', { token: learner.token });
      expect(logout.status).toBe(200);
      expect(logout.body).toEqual({ message: MESSAGES.loggedOut });
      expect((await current(learner.token)).status).toBe(401);
      expect((await current(other.body.token)).status).toBe(200);
      expect((await server.request('POST', '/api/auth/logout', { token: learner.token })).status).toBe(401);
    });

    it('expires a token 30 days after its last use, sliding with use', async () => {
      const learner = await buildUser(server);
      const idle = await login({ email: learner.email, password: learner.password });
      server.clock.advance(20 * DAY);
      expect((await current(learner.token)).status).toBe(200);
      server.clock.advance(20 * DAY);
      // 40 days after sign-in: the token used on day 20 lives on, the idle one has expired.
      expect((await current(learner.token)).status).toBe(200);
      expect((await current(idle.body.token)).status).toBe(401);
      server.clock.advance(31 * DAY);
      expect((await current(learner.token)).status).toBe(401);
    });

    it('ends a session 90 days after sign-in, however often it is used', async () => {
      const learner = await buildUser(server);
      for (let day = 20; day < 90; day += 20) {
        server.clock.advance(20 * DAY);
        expect((await current(learner.token)).status, `day ${day}`).toBe(200);
      }
      server.clock.advance(9 * DAY); // day 89
      expect((await current(learner.token)).status).toBe(200);
      server.clock.advance(DAY);
      expect((await current(learner.token)).status).toBe(401);
      // A new sign-in starts a new session.
      expect((await login({ email: learner.email, password: learner.password })).status).toBe(200);
    });
  });

  describe('change password', () => {
    const change = (token: string, body: unknown) =>
      server.request<ErrorResponse>('POST', '/api/auth/change-password', { token, body });

    it('needs a session', async () => {
      const response = await server.request('POST', '/api/auth/change-password', {
        body: { currentPassword: 'a', newPassword: 'abcdef' },
      });
      expect(response.status).toBe(401);
    });

    it.each([
      [{ currentPassword: '', newPassword: 'abcdefg' }, MESSAGES.currentPasswordRequired],
      [{ currentPassword: 'x', newPassword: 'abc' }, MESSAGES.newPasswordTooShort],
      [{ currentPassword: 'wrong one', newPassword: 'abcdefg' }, MESSAGES.currentPasswordWrong],
    ])('refuses %j', async (body, message) => {
      const learner = await buildUser(server);
      const response = await change(learner.token, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });

    it('sets the new password and signs out every other session', async () => {
      const learner = await buildUser(server);
      const elsewhere = await login({ email: learner.email, password: learner.password });
      const response = await change(learner.token, {
        currentPassword: learner.password,
        newPassword: 'brand new pw',
      });
      expect(response.status).toBe(200);
      expect((await current(learner.token)).status).toBe(200);
      expect((await current(elsewhere.body.token)).status).toBe(401);
      expect((await login({ email: learner.email, password: learner.password })).status).toBe(401);
      expect((await login({ email: learner.email, password: 'brand new pw' })).status).toBe(200);
    });
  });
});
