import type { Achievement, User } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import {
  adminAccount,
  fetchProfile,
  logInViaApi,
  newAccount,
  openSignedIn,
  signUpViaApi,
} from './support/api';
import { box, PHONE, screenshot, sticksOut, sticksOutOf, url, useBrowser } from './support/browser';
import { solveEasyPuzzles, visibleToastWith } from './support/puzzles';

describe('achievements', () => {
  const { openPage } = useBrowser();

  it('shows every achievement, unlocked and locked; refreshes every 10 s', async () => {
    const all = (await (await fetch(url('/api/achievements'))).json()) as Achievement[];
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/achievements');

    const locked = page.getByRole('region', { name: /^Locked/ });
    await locked.getByRole('article').first().waitFor();
    expect(await locked.getByRole('article').count()).toBe(all.length);
    await page.getByText('Solve your first puzzle to unlock your first achievement.').waitFor();

    // Solved elsewhere: the screen polls, no reload needed.
    const [solve] = await solveEasyPuzzles(account.token, 1);
    expect(solve).toBeDefined();
    const unlocked = page.getByRole('region', { name: /^Unlocked/ });
    await unlocked.getByRole('article', { name: 'Hello, World, unlocked' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('article', { name: 'Hello, World, locked' }).count()).toBe(0);
    expect((await unlocked.getByRole('article').count()) + (await locked.getByRole('article').count())).toBe(
      all.length,
    );
    await screenshot(page, 'achievements-desktop', { fullPage: false });

    const phone = await openPage({ viewport: PHONE });
    await openSignedIn(phone, account, '/achievements');
    await phone.getByRole('article', { name: 'Hello, World, unlocked' }).waitFor();
    expect(await sticksOut(phone)).toEqual([]);
    await screenshot(phone, 'achievements-phone', { fullPage: false });
  });
});

describe('profile dialog', () => {
  const { openPage } = useBrowser();

  async function openProfile(page: Awaited<ReturnType<typeof openPage>>) {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'View Profile' }).click();
    return page.getByRole('dialog');
  }

  it('shows personal info, statistics, recent achievements and recent solves', async () => {
    const account = await signUpViaApi();
    const solved = await solveEasyPuzzles(account.token, 2);
    const profile = (await (await fetchProfile(account.token)).json()) as User;
    const page = await openPage();
    await openSignedIn(page, account, '/puzzles');
    const dialog = await openProfile(page);

    await dialog.getByRole('heading', { name: account.username }).waitFor();
    await dialog.getByText(account.email).waitFor();
    await dialog.getByText(account.mobile).waitFor();
    await dialog.getByText(`#${profile.rank}`, { exact: true }).waitFor();
    await dialog.getByText(profile.tier, { exact: true }).waitFor();
    await dialog.getByText(String(profile.totalXP), { exact: true }).waitFor();
    await dialog.getByText('Hello, World').waitFor();
    const solves = dialog.getByRole('list', { name: 'Recent solves' }).getByRole('listitem');
    expect(await solves.count()).toBe(2);
    await expect(solves.first().textContent()).resolves.toContain(solved.at(-1)?.title);
    await screenshot(page, 'profile-dialog-stats', { fullPage: false });
  });

  it('adds a mobile number: Save is disabled while blank, a failure says so, success saves it', async () => {
    // Learners give a mobile number at sign-up; the administrator created at start has none.
    const admin = adminAccount();
    const auth = await logInViaApi(admin.email, admin.password);
    const page = await openPage();
    await openSignedIn(page, auth, '/puzzles');
    const dialog = await openProfile(page);
    const field = dialog.getByLabel('Add Mobile Number');
    const save = dialog.getByRole('button', { name: 'Save' });
    if (!(await field.isVisible())) {
      // A second run against the same server: the number was already added.
      await dialog.getByText('0123456789').waitFor();
      return;
    }
    expect(await save.isDisabled()).toBe(true);
    await field.fill('   ');
    expect(await save.isDisabled()).toBe(true);

    await field.fill('0123456789');
    expect(await save.isDisabled()).toBe(false);
    await page.route('**/api/profile/update', (route) => route.fulfill({ status: 500, body: '' }), {
      times: 1,
    });
    await save.click();
    await visibleToastWith(page, 'Failed to update mobile number. Please try again.').waitFor();
    await screenshot(page, 'profile-mobile-failed', { fullPage: false });

    await save.click();
    await visibleToastWith(page, 'Mobile Number Saved').waitFor();
    await dialog.getByText('0123456789').waitFor();
    expect(await field.count()).toBe(0);
  });

  it('change password: the three checks, then the change', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/puzzles');
    const dialog = await openProfile(page);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    const change = page.getByRole('dialog', { name: 'Change Password' });
    const submit = change.getByRole('button', { name: 'Change Password' });

    await change.getByLabel('New Password', { exact: true }).fill('new-pass-1');
    await change.getByLabel('Confirm New Password', { exact: true }).fill('new-pass-2');
    await submit.click();
    await visibleToastWith(page, "Passwords Don't Match").waitFor();

    await change.getByLabel('New Password', { exact: true }).fill('short');
    await change.getByLabel('Confirm New Password', { exact: true }).fill('short');
    await submit.click();
    await visibleToastWith(page, 'New password must be at least 6 characters long').waitFor();

    await change.getByLabel('New Password', { exact: true }).fill('new-pass-1');
    await change.getByLabel('Confirm New Password', { exact: true }).fill('new-pass-1');
    await submit.click();
    await visibleToastWith(page, 'Current Password Required').waitFor();
    await screenshot(page, 'change-password-dialog', { fullPage: false });

    await change.getByLabel('Current Password', { exact: true }).fill('wrong-password');
    await submit.click();
    await visibleToastWith(page, 'Current password is incorrect').waitFor();

    await change.getByLabel('Current Password', { exact: true }).fill(account.password);
    await submit.click();
    await visibleToastWith(page, 'Password Changed').waitFor();
    await change.waitFor({ state: 'detached' });
    await expect(logInViaApi(account.email, 'new-pass-1')).resolves.toHaveProperty('token');
  });

  it('looks right on a phone, with a long email', async () => {
    const plain = newAccount();
    // 60 characters: longer than the dialog is wide on a phone, so the row must cut it, not widen the dialog.
    const email = `${'a'.repeat(Math.max(1, 59 - plain.email.length))}.${plain.email}`;
    const account = await signUpViaApi({ ...plain, email });
    const [solved] = await solveEasyPuzzles(account.token, 1);
    const page = await openPage({ viewport: PHONE });
    await openSignedIn(page, account, '/puzzles');
    const dialog = await openProfile(page);
    await dialog.getByRole('heading', { name: 'Recent Solves' }).waitFor();
    await screenshot(page, 'profile-dialog-phone', { fullPage: false });

    // Nothing is wider than the screen: neither the page nor the dialog, nor anything inside the dialog.
    expect(await sticksOut(page)).toEqual([]);
    expect(await sticksOutOf(dialog)).toEqual([]);
    const frame = await box(dialog);
    expect(frame.x).toBeGreaterThanOrEqual(0);
    expect(frame.x + frame.width).toBeLessThanOrEqual(PHONE.width);
    // Taller content scrolls inside the dialog, which stays on the screen with its close button.
    expect(frame.y).toBeGreaterThanOrEqual(0);
    expect(frame.y + frame.height).toBeLessThanOrEqual(PHONE.height);
    const close = await box(dialog.getByRole('button', { name: 'Close' }));
    expect(close.x + close.width).toBeLessThanOrEqual(frame.x + frame.width);

    // What the dialog shows on a desktop is all there, down to the last solve, whole.
    await dialog.getByRole('heading', { name: account.username }).waitFor();
    await dialog.getByText(account.email).waitFor();
    const solves = dialog.getByRole('list', { name: 'Recent solves' }).getByRole('listitem');
    expect(await solves.count()).toBe(1);
    await expect(solves.first().textContent()).resolves.toContain(solved?.title);
    await solves.first().scrollIntoViewIfNeeded();
    const solve = await box(solves.first());
    expect(solve.x).toBeGreaterThanOrEqual(frame.x);
    expect(solve.x + solve.width).toBeLessThanOrEqual(frame.x + frame.width);
    expect(solve.y + solve.height).toBeLessThanOrEqual(frame.y + frame.height);
    await dialog.getByRole('button', { name: 'Change Password' }).scrollIntoViewIfNeeded();
    const change = await box(dialog.getByRole('button', { name: 'Change Password' }));
    expect(change.y + change.height).toBeLessThanOrEqual(frame.y + frame.height);
  });
});
