import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSignedIn, signUpViaApi } from './support/api';
import { seriousViolations } from './support/axe';
import { PHONE, url, useBrowser } from './support/browser';

/** axe on every public page (and each demo tab): no serious or critical violation. */
describe('accessibility', () => {
  const { openPage } = useBrowser();

  const pages: [name: string, path: string, ready: (page: Page) => Promise<void>][] = [
    ['landing', '/', (page) => page.getByRole('link', { name: 'Start Your Quest' }).waitFor()],
    ['login', '/login', (page) => page.getByRole('heading', { name: 'Welcome Back' }).waitFor()],
    ['signup', '/signup', (page) => page.getByRole('heading', { name: 'Create Your Account' }).waitFor()],
    [
      'reset password',
      '/reset-password?token=abc',
      (page) => page.getByLabel('New Password', { exact: true }).waitFor(),
    ],
    [
      'reset password without token',
      '/reset-password',
      (page) => page.getByText('Invalid Reset Link').first().waitFor(),
    ],
    ['demo', '/demo', (page) => page.getByText('+50 XP Earned!').waitFor()],
  ];

  for (const [name, path, ready] of pages) {
    it(`${name} (${path}) has no serious violations`, async () => {
      const page = await openPage();
      await page.goto(url(path));
      await ready(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  it('the demo tabs and the phone layout have no serious violations', async () => {
    const page = await openPage();
    await page.goto(url('/demo'));
    for (const tab of ['Puzzles', 'Progress', 'Leaderboard']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel').waitFor();
      expect(await seriousViolations(page), tab).toEqual([]);
    }
    const phone = await openPage({ viewport: PHONE });
    await phone.goto(url('/'));
    await phone.getByRole('link', { name: 'Start Your Quest' }).waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
  });

  it('forms work from the keyboard: Tab reaches the fields in order, Enter submits', async () => {
    const page = await openPage();
    await page.goto(url('/login'));
    await page.getByLabel('Email', { exact: true }).focus();
    await page.keyboard.type('nobody@example.com');
    await page.keyboard.press('Tab');
    // Tab order: email, the Forgot Password link-button (on the password's label row), then the password.
    const focused = await page.evaluate(
      () => document.activeElement?.textContent ?? document.activeElement?.id,
    );
    expect(focused).toBe('Forgot Password?');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-password');
    await page.keyboard.type('whatever-1');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
  });

  it('the signed-in shell has no serious violations', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/puzzles');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
