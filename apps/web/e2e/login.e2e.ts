import { describe, expect, it } from 'vitest';
import { signUpViaApi } from './support/api';
import { pathname, screenshot, storedSession, toastWith, url, useBrowser } from './support/browser';

describe('login', () => {
  const { openPage } = useBrowser();

  it('has labelled fields, a password toggle, Forgot Password and the links', async () => {
    const page = await openPage();
    await page.goto(url('/login'));
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await expect(page.getByLabel('Email', { exact: true }).getAttribute('type')).resolves.toBe('email');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password.getAttribute('type')).resolves.toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password.getAttribute('type')).resolves.toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password.getAttribute('type')).resolves.toBe('password');
    await page.getByRole('button', { name: 'Forgot Password?' }).waitFor();
    await expect(page.getByRole('link', { name: 'Sign up' }).getAttribute('href')).resolves.toBe('/signup');
    await expect(page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).resolves.toBe('/');
    await screenshot(page, 'login');
  });

  it('asks for both fields without calling the server', async () => {
    const page = await openPage();
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/login')) loginCalls.push(request.url());
    });
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fill in all fields' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fill in all fields' }).waitFor();
    expect(loginCalls).toEqual([]);
  });

  it('shows the server message in an alert above the form on wrong credentials', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await page.goto(url('/login'));
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
    await alert.waitFor();
    // Above the form's fields.
    const [alertBox, emailBox] = await Promise.all([
      alert.boundingBox(),
      page.getByLabel('Email', { exact: true }).boundingBox(),
    ]);
    expect(alertBox && emailBox && alertBox.y < emailBox.y).toBe(true);
    expect(pathname(page)).toBe('/login');
    expect((await storedSession(page)).token).toBeNull();
    await screenshot(page, 'login-error');
  });

  it('signs in: Signing In..., welcome toast, session stored, /dashboard, time zone sent', async () => {
    const account = await signUpViaApi();
    const page = await openPage({ timezoneId: 'America/New_York' });
    await page.goto(url('/login'));
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);

    let sentBody: Record<string, unknown> = {};
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/login', async (route) => {
      sentBody = route.request().postDataJSON() as Record<string, unknown>;
      await held;
      await route.continue();
    });
    await page.getByLabel('Password', { exact: true }).press('Enter');
    const busy = page.getByRole('button', { name: 'Signing In...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();

    await toastWith(page, 'Welcome back!').waitFor();
    await toastWith(page, 'Successfully logged in to CodeQuest').waitFor();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Puzzles', level: 1 }).waitFor();
    expect(sentBody).toEqual({
      email: account.email,
      password: account.password,
      timeZone: 'America/New_York',
    });

    const session = await storedSession(page);
    expect(session.token).toBeTruthy();
    expect(session.token).not.toBe(account.token);
    expect(JSON.parse(session.user ?? '{}')).toMatchObject({
      id: account.user.id,
      username: account.username,
    });
    await screenshot(page, 'dashboard-after-login', { fullPage: false });
  });
});
