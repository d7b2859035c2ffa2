import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, openSignedIn, signUpViaApi } from './support/api';
import { pathname, screenshot, toastWith, url, useBrowser } from './support/browser';
import { openPuzzle, SECOND_LARGEST } from './support/puzzles';

/** The id of the element focused now. */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? null);

/** Whether a field is marked invalid, and the text of what describes it (the error). */
async function invalidity(field: Locator): Promise<{ invalid: boolean; describedBy: string | null }> {
  return field.evaluate((element) => {
    const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
    const text = ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ');
    return { invalid: element.getAttribute('aria-invalid') === 'true', describedBy: text || null };
  });
}

const valid = { invalid: false, describedBy: null };
const invalidWith = (message: string) => ({ invalid: true, describedBy: message });

describe('form errors mark their fields and move focus', () => {
  const { openPage } = useBrowser();

  it('login: the fields an error is about, focus on the first; editing or a sent reset link clears it', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await page.goto(url('/login'));
    const email = page.getByLabel('Email', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    const signIn = page.getByRole('button', { name: 'Sign In' });
    const alert = page.getByRole('alert').filter({ hasText: /./ });

    await signIn.click();
    await alert.filter({ hasText: 'Please fill in all fields' }).waitFor();
    expect(await invalidity(email)).toEqual(invalidWith('Please fill in all fields'));
    expect(await invalidity(password)).toEqual(invalidWith('Please fill in all fields'));
    expect(await focusedId(page)).toBe('login-email');

    // Typing clears the error; only the still-empty field is marked on the next try.
    await email.fill(account.email);
    expect(await alert.count()).toBe(0);
    expect(await invalidity(email)).toEqual(valid);
    await signIn.click();
    await alert.filter({ hasText: 'Please fill in all fields' }).waitFor();
    expect(await invalidity(email)).toEqual(valid);
    expect(await invalidity(password)).toEqual(invalidWith('Please fill in all fields'));
    expect(await focusedId(page)).toBe('login-password');

    // Wrong credentials: the server does not say which field, so both are marked.
    await password.fill('not-the-password');
    await signIn.click();
    await alert.filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(await invalidity(email)).toEqual(invalidWith('Invalid email or password'));
    expect(await invalidity(password)).toEqual(invalidWith('Invalid email or password'));
    expect(await focusedId(page)).toBe('login-email');
    await screenshot(page, 'login-invalid-fields', { fullPage: false });

    // The reset link is on its way: the stale error goes with the toast that says so.
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await toastWith(page, 'Check your email for a link to reset your password.').waitFor();
    expect(await alert.count()).toBe(0);
    expect(await invalidity(email)).toEqual(valid);
    expect(await invalidity(password)).toEqual(valid);
    await screenshot(page, 'login-reset-link-sent', { fullPage: false });
  });

  it('signup: each check marks its field and focuses it', async () => {
    const account = newAccount();
    const page = await openPage();
    await page.goto(url('/signup'));
    const field = (label: string) => page.getByLabel(label, { exact: true });
    const create = page.getByRole('button', { name: 'Create Account' });

    await field('Email').fill(account.email);
    await create.click();
    const missing = invalidWith('Please fill in all fields');
    expect(await invalidity(field('Username'))).toEqual(missing);
    expect(await invalidity(field('Email'))).toEqual(valid);
    expect(await invalidity(field('Mobile Number'))).toEqual(missing);
    expect(await invalidity(field('Confirm Password'))).toEqual(missing);
    expect(await focusedId(page)).toBe('signup-username');

    await field('Username').fill(account.username);
    await field('Mobile Number').fill('12345');
    await field('Password').fill(account.password);
    await field('Confirm Password').fill(`${account.password}x`);
    await create.click();
    expect(await invalidity(field('Confirm Password'))).toEqual(invalidWith('Passwords do not match'));
    expect(await invalidity(field('Password'))).toEqual(valid);
    expect(await focusedId(page)).toBe('signup-confirm-password');

    await field('Confirm Password').fill(account.password);
    await create.click();
    expect(await invalidity(field('Mobile Number'))).toEqual(
      invalidWith('Please enter a valid 10-digit mobile number'),
    );
    expect(await focusedId(page)).toBe('signup-mobile');

    // The server's refusal marks its field too.
    const taken = await signUpViaApi(newAccount());
    await field('Mobile Number').fill(account.mobile);
    await field('Username').fill(taken.username);
    await create.click();
    await page.getByRole('alert').filter({ hasText: 'That username is already taken' }).waitFor();
    expect(await invalidity(field('Username'))).toEqual(invalidWith('That username is already taken'));
    expect(await focusedId(page)).toBe('signup-username');
  });

  it('reset password: the fields of a failed check, its message under them, focus on the first', async () => {
    const page = await openPage();
    await page.goto(url('/reset-password?token=not-a-real-token'));
    const password = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm New Password', { exact: true });
    const reset = page.getByRole('button', { name: 'Reset Password' });

    await reset.click();
    await toastWith(page, 'Missing Fields').waitFor();
    expect(await invalidity(password)).toEqual(invalidWith('Please fill in all fields'));
    expect(await invalidity(confirm)).toEqual(invalidWith('Please fill in all fields'));
    expect(await focusedId(page)).toBe('reset-password');

    await password.fill('new-pass-1');
    expect(await invalidity(password)).toEqual(valid);
    await confirm.fill('new-pass-2');
    await reset.click();
    await toastWith(page, "Passwords Don't Match").waitFor();
    expect(await invalidity(password)).toEqual(valid);
    expect(await invalidity(confirm)).toEqual(invalidWith('Please ensure both passwords are identical'));
    expect(await focusedId(page)).toBe('reset-confirm-password');
  });

  it('change password: the field of each check, focused', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/puzzles');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'View Profile' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Change Password' }).click();
    const change = page.getByRole('dialog', { name: 'Change Password' });
    const field = (label: string) => change.getByLabel(label, { exact: true });
    const submit = change.getByRole('button', { name: 'Change Password' });

    await field('New Password').fill('new-pass-1');
    await field('Confirm New Password').fill('new-pass-2');
    await submit.click();
    expect(await invalidity(field('Confirm New Password'))).toEqual(
      invalidWith('Please ensure both passwords are identical'),
    );
    expect(await focusedId(page)).toBe('change-confirm-password');

    await field('Confirm New Password').fill('new-pass-1');
    await submit.click();
    expect(await invalidity(field('Current Password'))).toEqual(invalidWith('Current password is required'));
    expect(await invalidity(field('New Password'))).toEqual(valid);
    expect(await focusedId(page)).toBe('change-current-password');

    await field('Current Password').fill('wrong-password');
    await submit.click();
    await change.getByText('Current password is incorrect').waitFor();
    expect(await invalidity(field('Current Password'))).toEqual(invalidWith('Current password is incorrect'));
    expect(await focusedId(page)).toBe('change-current-password');
  });
});

describe('texts', () => {
  const { openPage } = useBrowser();

  it('a statement shows `x` as code and **x** as bold, never the marks', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/puzzles');
    await openPuzzle(page, SECOND_LARGEST.title);
    const problem = page.getByRole('tabpanel', { name: 'Problem' });
    await problem
      .locator('code')
      .filter({ hasText: /^NONE$/ })
      .waitFor();
    await problem
      .locator('strong')
      .filter({ hasText: /^second largest distinct$/ })
      .waitFor();
    const text = (await problem.textContent()) ?? '';
    expect(text).toContain('print NONE.');
    expect(text).not.toContain('`');
    expect(text).not.toContain('**');
  });

  it('"Welcome" right after signup, "Welcome back" after a later login', async () => {
    const account = newAccount();
    const page = await openPage();
    await page.goto(url('/signup'));
    await page.getByLabel('Username', { exact: true }).fill(account.username);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Mobile Number', { exact: true }).fill(account.mobile);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    const greeting = page.getByRole('banner').getByText(/^Welcome/);
    await greeting.waitFor();
    expect(await greeting.textContent()).toBe(`Welcome, ${account.username}`);
    // Still the first visit after a reload.
    await page.reload();
    await greeting.waitFor();
    expect(await greeting.textContent()).toBe(`Welcome, ${account.username}`);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.goto(url('/login'));
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await greeting.waitFor();
    expect(await greeting.textContent()).toBe(`Welcome back, ${account.username}`);
  });

  it('the signed-in navigation landmarks have distinct names', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/leaderboard');
    expect(pathname(page)).toBe('/leaderboard');
    const names = await page
      .locator('nav')
      .evaluateAll((navs) => navs.map((nav) => nav.getAttribute('aria-label')));
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(2);
    expect(names).not.toContain(null);
  });
});
