import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpViaApi, type TestAccount } from './support/api';
import { pathname, screenshot, storedSession, toastWith, url, useBrowser } from './support/browser';

async function fillSignup(page: Page, fields: Partial<TestAccount & { confirmPassword: string }>) {
  await page.getByLabel('Username', { exact: true }).fill(fields.username ?? '');
  await page.getByLabel('Email', { exact: true }).fill(fields.email ?? '');
  await page.getByLabel('Mobile Number', { exact: true }).fill(fields.mobile ?? '');
  await page.getByLabel('Password', { exact: true }).fill(fields.password ?? '');
  await page.getByLabel('Confirm Password', { exact: true }).fill(fields.confirmPassword ?? '');
}

const alertText = async (page: Page) => (await page.getByRole('alert').first().textContent())?.trim();

describe('signup', () => {
  const { openPage } = useBrowser();

  it('has the five labelled fields, email of type email, two password toggles and the links', async () => {
    const page = await openPage();
    await page.goto(url('/signup'));
    await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
    await expect(page.getByLabel('Email', { exact: true }).getAttribute('type')).resolves.toBe('email');
    for (const label of ['Username', 'Email', 'Mobile Number', 'Password', 'Confirm Password']) {
      await expect(
        page.getByLabel(label, { exact: true }).getAttribute('required'),
        label,
      ).resolves.not.toBeNull();
    }

    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm Password', { exact: true });
    await page.getByRole('button', { name: 'Show password', exact: true }).click();
    await expect(password.getAttribute('type')).resolves.toBe('text');
    await expect(confirm.getAttribute('type')).resolves.toBe('password');
    await page.getByRole('button', { name: 'Show confirm password' }).click();
    await expect(confirm.getAttribute('type')).resolves.toBe('text');
    await page.getByRole('button', { name: 'Hide password', exact: true }).click();
    await expect(password.getAttribute('type')).resolves.toBe('password');

    await expect(page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).resolves.toBe('/login');
    await expect(page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).resolves.toBe('/');
    await screenshot(page, 'signup');
  });

  it('checks the five rules in the spec order, without calling the server', async () => {
    const page = await openPage();
    const signupCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/signup')) signupCalls.push(request.url());
    });
    await page.goto(url('/signup'));
    const valid = { ...newAccount(), confirmPassword: 'quest-pass-1' };
    const submit = page.getByRole('button', { name: 'Create Account' });

    const cases: [Partial<typeof valid>, string][] = [
      [{ ...valid, username: '' }, 'Please fill in all fields'],
      [{ ...valid, mobile: '   ' }, 'Please fill in all fields'],
      // Every later rule is broken too: the order decides which message shows.
      [
        { ...valid, email: 'not-an-email', mobile: '12', password: 'abc', confirmPassword: 'abd' },
        'Passwords do not match',
      ],
      [
        { ...valid, email: 'not-an-email', mobile: '12', password: 'abc', confirmPassword: 'abc' },
        'Password must be at least 6 characters long',
      ],
      [{ ...valid, email: 'not-an-email', mobile: '12' }, 'Please enter a valid email address'],
      [{ ...valid, mobile: '12345' }, 'Please enter a valid 10-digit mobile number'],
      [{ ...valid, mobile: '12345678901' }, 'Please enter a valid 10-digit mobile number'],
    ];
    for (const [fields, message] of cases) {
      await fillSignup(page, fields);
      await submit.click();
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
      expect(await alertText(page)).toBe(message);
      if (message === 'Passwords do not match') await screenshot(page, 'signup-error');
    }
    expect(signupCalls).toEqual([]);
    expect(pathname(page)).toBe('/signup');
  });

  it('shows the server message when the email is taken', async () => {
    const existing = await signUpViaApi();
    const page = await openPage();
    await page.goto(url('/signup'));
    await fillSignup(page, { ...newAccount(), email: existing.email, confirmPassword: 'quest-pass-1' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').filter({ hasText: 'An account with this email already exists' }).waitFor();
    expect((await storedSession(page)).token).toBeNull();
  });

  it('creates the account: Creating Account..., welcome toast, session stored, /dashboard, time zone sent', async () => {
    const page = await openPage({ timezoneId: 'Europe/Berlin' });
    await page.goto(url('/signup'));
    const account = newAccount('signup');
    await fillSignup(page, { ...account, confirmPassword: account.password });

    // Hold the request to see the button while it is on its way.
    let sentBody: Record<string, unknown> = {};
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/signup', async (route) => {
      sentBody = route.request().postDataJSON() as Record<string, unknown>;
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    const busy = page.getByRole('button', { name: 'Creating Account...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();

    await toastWith(page, 'Welcome to CodeQuest!').waitFor();
    await toastWith(page, 'Your account has been created successfully').waitFor();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Puzzles', level: 1 }).waitFor();

    expect(sentBody).toEqual({ ...account, confirmPassword: account.password, timeZone: 'Europe/Berlin' });
    const session = await storedSession(page);
    expect(session.token).toBeTruthy();
    expect(JSON.parse(session.user ?? '{}')).toMatchObject({
      username: account.username,
      email: account.email,
    });

    await page.goto(url('/admin-test'));
    await page.getByTestId('user-data').filter({ hasText: '"timeZone": "Europe/Berlin"' }).waitFor();
  });
});
