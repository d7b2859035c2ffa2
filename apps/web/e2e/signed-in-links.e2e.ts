import { describe, expect, it } from 'vitest';
import { logInViaApi, openSignedIn, signUpViaApi } from './support/api';
import { pathname, screenshot, storedSession, toastWith, url, useBrowser } from './support/browser';
import { waitForResetLink } from './support/outbox';

/** Links a signed-in learner may follow from a mail or a bookmark: /login, /signup, /demo, a reset link. */
describe('public links while signed in', () => {
  const { openPage } = useBrowser();

  for (const path of ['/login', '/signup']) {
    it(`${path} goes to /puzzles`, async () => {
      const account = await signUpViaApi();
      const page = await openPage();
      await openSignedIn(page, account);
      await page.goto(url(path));
      await page.waitForURL('**/puzzles');
      await page.getByRole('heading', { name: 'Puzzles', level: 1 }).waitFor();
      expect(await page.getByText('404 Page Not Found').count()).toBe(0);
      expect((await storedSession(page)).token).toBe(account.token);
    });
  }

  it('/demo shows the demo, and the puzzles are still there after it', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account);
    await page.goto(url('/demo'));
    await page.getByRole('heading', { name: 'Take CodeQuest for a spin' }).waitFor();
    expect(await page.getByText('404 Page Not Found').count()).toBe(0);
    await screenshot(page, 'demo-signed-in', { fullPage: false });
    await page.goto(url('/puzzles'));
    await page.getByRole('heading', { name: 'Puzzles', level: 1 }).waitFor();
    expect((await storedSession(page)).token).toBe(account.token);
  });

  it('a reset link works while signed in, and the reset signs this browser out', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account);
    const sent = await fetch(url('/api/auth/forgot-password'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email }),
    });
    expect(sent.ok).toBe(true);
    const link = await waitForResetLink(account.email);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Reset Your Password' }).waitFor();
    expect(await page.getByText('404 Page Not Found').count()).toBe(0);
    await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass-2');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('brand-new-pass-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await toastWith(page, 'Password Reset Successful!').waitFor();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect((await storedSession(page)).token).toBeNull();
    expect(pathname(page)).toBe('/login');

    // Signed out everywhere: the old token is refused, the new password works.
    const old = await fetch(url('/api/profile/current'), {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(old.status).toBe(401);
    await expect(logInViaApi(account.email, 'brand-new-pass-2')).resolves.toMatchObject({
      token: expect.any(String),
    });
  });
});
