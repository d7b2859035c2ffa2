import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type AuthResponse, type ErrorResponse, MESSAGES } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { eventually } from '../../test/waiting';

const MINUTE = 60 * 1000;

function linkToken(text: string): string {
  const match = /http:\/\/codequest\.test\/reset-password\?token=([\w%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in:\n${text}`);
  return decodeURIComponent(match[1]);
}

describe.each(testDatabaseKinds())('password reset over SMTP on %s', (kind) => {
  let server: TestServer;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer(kind, { env: { SMTP_URL: smtp.url, SIGNUP_CONFIRM_EMAIL: 'off' } });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const forgot = (email: string) =>
    server.request<ErrorResponse>('POST', '/api/auth/forgot-password', { body: { email } });
  const confirm = (token: string, newPassword: string) =>
    server.request<ErrorResponse>('POST', '/api/auth/reset-password-confirm', {
      body: { token, newPassword },
    });
  const login = (email: string, password: string) =>
    server.request<AuthResponse>('POST', '/api/auth/login', { body: { email, password } });

  async function requestLink(email: string): Promise<string> {
    const before = smtp.received.length;
    expect((await forgot(email)).status).toBe(200);
    const mails = await smtp.waitFor(before + 1);
    const mail = mails[before];
    if (!mail) throw new Error('no mail');
    expect(mail.to).toBe(email.toLowerCase());
    expect(mail.subject).toBe('Reset your CodeQuest password');
    return linkToken(mail.text);
  }

  it('mails a link that sets the password once and signs out every session', async () => {
    const learner = await buildUser(server);
    const token = await requestLink(learner.email);
    const response = await confirm(token, 'fresh secret');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: MESSAGES.passwordReset });
    expect((await server.request('GET', '/api/profile/current', { token: learner.token })).status).toBe(401);
    expect((await login(learner.email, learner.password)).status).toBe(401);
    expect((await login(learner.email, 'fresh secret')).status).toBe(200);

    const again = await confirm(token, 'another secret');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: MESSAGES.resetTokenUsed, code: 'RESET_LINK_USED' });
    expect((await login(learner.email, 'another secret')).status).toBe(401);
  });

  it('answers the same for an unknown email, and sends nothing', async () => {
    const learner = await buildUser(server);
    const before = smtp.received.length;
    const unknown = await forgot('nobody-here@example.com');
    const known = await forgot(learner.email);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.body).toEqual({ message: MESSAGES.resetEmailSent });
    await smtp.waitFor(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.length).toBe(before + 1);
  });

  it('refuses an expired link', async () => {
    const learner = await buildUser(server);
    const token = await requestLink(learner.email);
    server.clock.advance(31 * MINUTE);
    const response = await confirm(token, 'too late now');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: MESSAGES.resetTokenExpired, code: 'RESET_LINK_EXPIRED' });
  });

  it('refuses a forged link', async () => {
    const response = await confirm('forged-token-that-was-never-issued', 'whatever1');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: MESSAGES.resetTokenUnknown, code: 'RESET_LINK_UNKNOWN' });
  });

  it('replaces an earlier link with a newer one', async () => {
    const learner = await buildUser(server);
    const first = await requestLink(learner.email);
    const second = await requestLink(learner.email);
    const replaced = await confirm(first, 'from first link');
    expect(replaced.status).toBe(400);
    expect(replaced.body).toEqual({ message: MESSAGES.resetTokenReplaced, code: 'RESET_LINK_REPLACED' });
    expect((await confirm(second, 'from second link')).status).toBe(200);
    // Once the newer link is used, the older one still says it was replaced, not used.
    expect((await confirm(first, 'from first link')).body.code).toBe('RESET_LINK_REPLACED');
  });

  it('revokes an outstanding link when the password is changed', async () => {
    const learner = await buildUser(server);
    const token = await requestLink(learner.email);
    const changed = await server.request('POST', '/api/auth/change-password', {
      token: learner.token,
      body: { currentPassword: learner.password, newPassword: 'changed on purpose' },
    });
    expect(changed.status).toBe(200);
    const response = await confirm(token, 'from an old mail');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: MESSAGES.resetTokenRevoked, code: 'RESET_LINK_REVOKED' });
    expect((await login(learner.email, 'from an old mail')).status).toBe(401);
    expect((await login(learner.email, 'changed on purpose')).status).toBe(200);
  });

  it('says a used link was used even after it would have expired', async () => {
    const learner = await buildUser(server);
    const token = await requestLink(learner.email);
    expect((await confirm(token, 'used in time')).status).toBe(200);
    server.clock.advance(31 * MINUTE);
    expect((await confirm(token, 'used again')).body.code).toBe('RESET_LINK_USED');
  });

  it('checks the new password and the email field', async () => {
    const short = await confirm('anything', 'abc');
    expect(short.body.message).toBe(MESSAGES.passwordTooShort);
    const blank = await forgot('   ');
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(MESSAGES.emailRequired);
  });
});

describe('password reset without SMTP', () => {
  let server: TestServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer('sqlite', {
      env: { LOG_LEVEL: 'info' },
      logStream: (line) => logLines.push(line),
    });
  });
  afterAll(() => server.close());

  it('writes the mail to the outbox, and no secret to the log', async () => {
    const learner = await buildUser(server);
    await server.request('POST', '/api/auth/forgot-password', { body: { email: learner.email } });
    const outbox = path.join(server.dataDir, 'outbox');
    const file = await eventually(() =>
      existsSync(outbox) ? readdirSync(outbox).find((name) => name.endsWith('.eml')) : undefined,
    );
    expect(readdirSync(outbox)).toHaveLength(1);
    const eml = readFileSync(path.join(outbox, file), 'utf8');
    expect(eml).toContain(`To: ${learner.email}`);
    const token = linkToken(eml.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
    expect(
      (
        await server.request('POST', '/api/auth/reset-password-confirm', {
          body: { token, newPassword: 'via outbox' },
        })
      ).status,
    ).toBe(200);

    // The reset page itself is requested with the token in its query: the log masks it.
    await server.request('GET', `/reset-password?token=${encodeURIComponent(token)}`);
    const log = logLines.join('\n');
    expect(log).toContain('mail saved to the outbox');
    expect(log).toContain('token=***');
    expect(log).not.toContain(token);
    expect(log).not.toContain(learner.token);
    expect(log).not.toContain(learner.password);
  });
});
