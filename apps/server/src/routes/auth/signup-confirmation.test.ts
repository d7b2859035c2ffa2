import { type AuthResponse, type ErrorResponse, MESSAGES, SIGNUP_CONFIRM_TTL_MS } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_RULES, scaleRules } from '../../lib/rate-limit';
import { buildUser, signupForm } from '../../test/factories';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Sign-up with SMTP_URL set (SIGNUP_CONFIRM_EMAIL on by default): the account is made when the mailed link is
 * opened, and the answer to a sign-up is the same whether the address has an account or not; its owner is
 * told by mail instead, a few times an hour at most.
 */

function signupToken(mail: ReceivedMail): string {
  const match = /http:\/\/codequest\.test\/confirm-signup\?token=([\w%-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no sign-up link in:\n${mail.text}`);
  return decodeURIComponent(match[1]);
}

describe.each(testDatabaseKinds())('sign-up confirmed by mail on %s', (kind) => {
  let server: TestServer;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    // Sign-ups come from one address here, as in every suite; the mails one address gets are counted as is.
    const rateRules = {
      ...scaleRules(RATE_RULES, 1000),
      signupMailsPerAddress: RATE_RULES.signupMailsPerAddress,
    };
    server = await startTestServer(kind, { env: { SMTP_URL: smtp.url }, rateRules });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const signup = (form: ReturnType<typeof signupForm>) =>
    server.request<ErrorResponse & { confirmationSent?: true }>('POST', '/api/auth/signup', { body: form });
  const confirm = (token: string) =>
    server.request<AuthResponse & ErrorResponse>('POST', '/api/auth/confirm-signup', { body: { token } });
  const login = (email: string, password: string) =>
    server.request<AuthResponse>('POST', '/api/auth/login', { body: { email, password } });

  /** The mails that arrive for this sign-up (one, or none at all). */
  async function mailsAfter(before: number, count: number): Promise<ReceivedMail[]> {
    if (count > 0) await smtp.waitFor(before + count);
    return smtp.received.slice(before);
  }

  it('makes the account when the mailed link is opened, once, and signs it in', async () => {
    const form = signupForm();
    const before = smtp.received.length;
    const answer = await signup(form);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ confirmationSent: true, message: MESSAGES.signupConfirmationSent });
    expect((await login(form.email, form.password)).status).toBe(401);

    const [mail] = await mailsAfter(before, 1);
    expect(mail?.to).toBe(form.email);
    expect(mail?.subject).toBe('Finish creating your CodeQuest account');
    const token = signupToken(mail as ReceivedMail);
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user).toMatchObject({ username: form.username, email: form.email });
    expect(
      (await server.request('GET', '/api/profile/current', { token: confirmed.body.token })).status,
    ).toBe(200);
    expect((await login(form.email, form.password)).status).toBe(200);

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: MESSAGES.signupLinkInvalid, code: 'BAD_REQUEST' });
  });

  it('answers a taken address exactly as a new one, makes nothing, and tells its owner', async () => {
    const owner = await signedUpOwner();
    const stranger = signupForm({ email: owner.email.toUpperCase(), password: 'a stranger guess' });
    const before = smtp.received.length;
    const answer = await signup(stranger);
    const fresh = await signup(signupForm());
    expect(answer.status).toBe(fresh.status);
    expect(answer.body).toEqual(fresh.body);
    expect(Object.fromEntries(answer.headers)).toMatchObject({
      'content-length': fresh.headers.get('content-length'),
    });

    const mails = await mailsAfter(before, 2);
    const note = mails.find((mail) => mail.to === owner.email);
    expect(note?.subject).toBe('You already have a CodeQuest account');
    expect(note?.text).toContain('http://codequest.test/login');
    expect(note?.text).not.toContain('confirm-signup');
    // The owner's password still signs in; the stranger's does not.
    expect((await login(owner.email, owner.password)).status).toBe(200);
    expect((await login(owner.email, stranger.password)).status).toBe(401);
  });

  it('sends one address a few sign-up mails an hour at most, the answer unchanged', async () => {
    const form = signupForm();
    const before = smtp.received.length;
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) answers.push((await signup(form)).body);
    expect(answers.every((body) => body.message === MESSAGES.signupConfirmationSent)).toBe(true);
    await mailsAfter(before, 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.slice(before).filter((mail) => mail.to === form.email)).toHaveLength(3);
    // The last link mailed is the one that works: each mailed one replaced the one before, and the sign-ups
    // that sent nothing replaced nothing.
    const links = smtp.received.slice(before).map(signupToken);
    expect((await confirm(links[0] as string)).status).toBe(400);
    expect((await confirm(links[2] as string)).status).toBe(200);
  });

  it('refuses a link past 24 hours, and one whose address or username was taken meanwhile', async () => {
    const late = signupForm();
    let before = smtp.received.length;
    await signup(late);
    const lateToken = signupToken((await mailsAfter(before, 1))[0] as ReceivedMail);
    server.clock.advance(SIGNUP_CONFIRM_TTL_MS + 1000);
    expect((await confirm(lateToken)).body.message).toBe(MESSAGES.signupLinkInvalid);

    const raced = signupForm();
    before = smtp.received.length;
    await signup(raced);
    const racedToken = signupToken((await mailsAfter(before, 1))[0] as ReceivedMail);
    // The same address signs up again and confirms first.
    before = smtp.received.length;
    await signup({ ...raced, username: `${raced.username}b` });
    expect((await confirm(signupToken((await mailsAfter(before, 1))[0] as ReceivedMail))).status).toBe(200);
    expect((await confirm(racedToken)).status).toBe(400);

    const name = signupForm();
    before = smtp.received.length;
    await signup(name);
    const nameToken = signupToken((await mailsAfter(before, 1))[0] as ReceivedMail);
    await confirmedAccount({ ...signupForm(), username: name.username.toUpperCase() });
    const refused = await confirm(nameToken);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.signupUsernameTakenMeanwhile);
  });

  it('still says when a username is taken (usernames are public), before any mail', async () => {
    const owner = await signedUpOwner();
    const before = smtp.received.length;
    const answer = await signup(signupForm({ username: owner.user.username }));
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(MESSAGES.usernameTaken);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.length).toBe(before);
  });

  /** An account made through the mailed link. */
  async function confirmedAccount(form: ReturnType<typeof signupForm>) {
    const before = smtp.received.length;
    expect((await signup(form)).status).toBe(200);
    const token = signupToken((await mailsAfter(before, 1))[0] as ReceivedMail);
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    return { ...confirmed.body, email: form.email, password: form.password };
  }

  async function signedUpOwner() {
    return confirmedAccount(signupForm());
  }
});

describe('sign-up without mail', () => {
  it('signs in at once and says a taken address is taken (no mail could say it instead)', async () => {
    const server = await startTestServer('sqlite');
    try {
      expect(server.config.signupConfirmEmail).toBe(false);
      const learner = await buildUser(server);
      const again = await server.request<ErrorResponse>('POST', '/api/auth/signup', {
        body: signupForm({ email: learner.email }),
      });
      expect(again.body).toEqual({ message: MESSAGES.emailTaken, code: 'CONFLICT' });
    } finally {
      await server.close();
    }
  });
});
