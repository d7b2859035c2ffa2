import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInViaApi, signUpViaApi } from './support/api';
import { pathname, screenshot, toastWith, url, useBrowser } from './support/browser';
import { waitForResetLink } from './support/outbox';

async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

describe('forgot and reset password', () => {
  const { openPage } = useBrowser();

  it('asks for the email first when it is blank', async () => {
    const page = await openPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/forgot-password')) calls.push(request.url());
    });
    await page.goto(url('/login'));
    await page.getByLabel('Email', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await toastWith(page, 'Email Required').waitFor();
    await toastWith(page, 'Please enter your email address first').waitFor();
    expect(calls).toEqual([]);
  });

  it('sends the mail, then the link from the outbox resets the password', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await page.goto(url('/login'));
    await page.getByLabel('Email', { exact: true }).fill(account.email);

    const release = await holdRequests(page, '**/api/auth/forgot-password');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    await toastWith(page, 'Password Reset Email Sent!').waitFor();
    await toastWith(page, 'Check your email for a link to reset your password.').waitFor();
    await page.getByRole('button', { name: 'Forgot Password?' }).waitFor();
    await screenshot(page, 'forgot-password-sent', { fullPage: false });

    const link = await waitForResetLink(account.email);
    expect(link.startsWith(url('/reset-password?token='))).toBe(true);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Reset Your Password' }).waitFor();
    await expect(page.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).resolves.toBe(
      '/login',
    );
    const newPassword = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm New Password', { exact: true });
    await expect(newPassword.getAttribute('minlength')).resolves.toBe('6');
    await page.getByRole('button', { name: 'Show password', exact: true }).click();
    await expect(newPassword.getAttribute('type')).resolves.toBe('text');
    await page.getByRole('button', { name: 'Show confirm new password' }).click();
    await expect(confirm.getAttribute('type')).resolves.toBe('text');
    await screenshot(page, 'reset-password');

    await newPassword.fill('brand-new-1');
    await confirm.fill('brand-new-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await toastWith(page, "Passwords Don't Match").waitFor();
    await toastWith(page, 'Please ensure both passwords are identical').waitFor();

    await newPassword.fill('short');
    await confirm.fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await toastWith(page, 'Password Too Short').waitFor();
    await toastWith(page, 'Password must be at least 6 characters long').waitFor();

    await newPassword.fill('brand-new-1');
    await confirm.fill('brand-new-1');
    const releaseReset = await holdRequests(page, '**/api/auth/reset-password-confirm');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const resetting = page.getByRole('button', { name: 'Resetting Password...' });
    await resetting.waitFor();
    expect(await resetting.isDisabled()).toBe(true);
    releaseReset();
    await toastWith(page, 'Password Reset Successful!').waitFor();
    await toastWith(page, 'Your password has been updated. Please log in with your new password.').waitFor();
    await page.waitForURL('**/login');

    await expect(logInViaApi(account.email, 'brand-new-1')).resolves.toMatchObject({
      user: { id: account.user.id },
    });
    await expect(logInViaApi(account.email, account.password)).rejects.toThrow('401');

    // A reset link works once: the second use is refused with the server's message.
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill('another-one-1');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('another-one-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await toastWith(page, 'Reset Failed').waitFor();
    const message = await page.getByRole('region', { name: /Notifications/ }).textContent();
    expect(message).toMatch(/reset link/i);
    expect(pathname(page)).toBe('/reset-password');
    await screenshot(page, 'reset-password-refused', { fullPage: false });
  });

  it('reports a network failure as Error / An error occurred', async () => {
    const page = await openPage();
    await page.goto(url('/reset-password?token=whatever'));
    await page.route('**/api/auth/reset-password-confirm', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('New Password', { exact: true }).fill('brand-new-1');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('brand-new-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await toastWith(page, 'An error occurred. Please try again.').waitFor();
  });

  it('without a token: Invalid Reset Link, then /login after 3 seconds', async () => {
    const page = await openPage();
    const opened = Date.now();
    await page.goto(url('/reset-password'));
    await toastWith(page, 'Invalid Reset Link').waitFor();
    // Asked as the toast shows: the 3 s redirect runs from then, and a screenshot on a busy machine can take most of it.
    expect(pathname(page)).toBe('/reset-password');
    await toastWith(page, 'This password reset link is invalid or expired.').waitFor();
    await screenshot(page, 'reset-password-invalid', { fullPage: false });
    await page.waitForURL('**/login', { timeout: 8000 });
    expect(Date.now() - opened).toBeGreaterThanOrEqual(2900);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });
});
