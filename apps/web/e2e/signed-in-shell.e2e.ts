import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminAccount, fetchProfile, logInViaApi, openSignedIn, signUpViaApi } from './support/api';
import {
  PHONE,
  pathname,
  screenshot,
  sticksOut,
  storedSession,
  toastWith,
  url,
  useBrowser,
} from './support/browser';

const sidebar = (page: Page) => page.getByRole('complementary').getByRole('navigation', { name: 'Sidebar' });
const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Bottom bar', includeHidden: true });

async function currentEntry(page: Page): Promise<string | null> {
  return sidebar(page).locator('[aria-current="page"]').textContent();
}

describe('signed-in shell', () => {
  const { openPage } = useBrowser();

  it('shows "Loading your profile" until the profile arrives', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/profile/current', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url('/demo'));
    await page.evaluate((token) => localStorage.setItem('codequest_token', token), account.token);
    await page.goto(url('/dashboard'));
    await page.getByText('Loading your profile').waitFor();
    await screenshot(page, 'loading-profile', { fullPage: false });
    release();
    await page.getByRole('heading', { name: 'Puzzles', level: 1 }).waitFor();
  });

  it('on large screens: sidebar with four entries, the current one highlighted, no bottom bar', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/');

    await sidebar(page).waitFor();
    expect(await sidebar(page).getByRole('link').allTextContents()).toEqual([
      'Puzzles',
      'Leaderboard',
      'Progress',
      'Achievements',
    ]);
    expect(await bottomBar(page).isVisible()).toBe(false);
    expect(await currentEntry(page)).toBe('Puzzles');
    await screenshot(page, 'puzzles-desktop', { fullPage: false });

    for (const [path, entry] of [
      ['/dashboard', 'Puzzles'],
      ['/puzzles', 'Puzzles'],
    ] as const) {
      await page.goto(url(path));
      await page.getByRole('heading', { name: 'Puzzles', level: 1 }).waitFor();
      expect(await currentEntry(page), path).toBe(entry);
    }

    const screens = [
      ['Leaderboard', (page: Page) => page.getByRole('heading', { name: 'Global ranking' }).waitFor()],
      ['Progress', (page: Page) => page.getByText('Current level').waitFor()],
      ['Achievements', (page: Page) => page.getByRole('heading', { name: /^Locked/ }).waitFor()],
    ] as const;
    for (const [entry, loaded] of screens) {
      await sidebar(page).getByRole('link', { name: entry }).click();
      await page.getByRole('heading', { name: entry, level: 1 }).waitFor();
      expect(pathname(page)).toBe(`/${entry.toLowerCase()}`);
      expect(await currentEntry(page)).toBe(entry);
      await loaded(page);
      await screenshot(page, entry.toLowerCase(), { fullPage: false });
    }
  });

  it('on small screens: a fixed bottom bar with the four entries, no sidebar, never the admin entry', async () => {
    const admin = adminAccount();
    const auth = await logInViaApi(admin.email, admin.password);
    const page = await openPage({ viewport: PHONE });
    await openSignedIn(page, auth, '/leaderboard');

    const bar = bottomBar(page);
    await bar.waitFor();
    expect(await sidebar(page).isVisible()).toBe(false);
    expect(await bar.getByRole('link').allTextContents()).toEqual([
      'Puzzles',
      'Leaderboard',
      'Progress',
      'Achievements',
    ]);
    expect(await bar.locator('[aria-current="page"]').textContent()).toBe('Leaderboard');
    const position = await bar.evaluate((element) => getComputedStyle(element).position);
    expect(position).toBe('fixed');
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(PHONE.height);
    await screenshot(page, 'leaderboard-phone', { fullPage: false });

    await bar.getByRole('link', { name: 'Puzzles' }).click();
    await page.getByRole('heading', { name: 'Puzzles', level: 1 }).waitFor();
    expect(await bar.locator('[aria-current="page"]').textContent()).toBe('Puzzles');
    expect(await sticksOut(page)).toEqual([]);
    await screenshot(page, 'puzzles-phone', { fullPage: false });
  });

  it('admins get the Admin Panel entry in the sidebar and the header menu, and the admin panel', async () => {
    const admin = adminAccount();
    const auth = await logInViaApi(admin.email, admin.password);
    const page = await openPage();
    await openSignedIn(page, auth, '/puzzles');

    await sidebar(page).getByRole('link', { name: 'Admin Panel' }).click();
    await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();
    expect(await currentEntry(page)).toBe('Admin Panel');
    for (const tab of ['Overview', 'Puzzles', 'Users', 'Create Puzzle', 'Activity']) {
      await page.getByRole('tab', { name: tab }).waitFor();
    }
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('heading', { name: /^Users/, level: 2 }).waitFor();
    await expect(page.getByRole('link', { name: 'Back to Puzzles' }).getAttribute('href')).resolves.toBe(
      '/puzzles',
    );
    await screenshot(page, 'admin', { fullPage: false });

    await page.goto(url('/leaderboard'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    // Classes and Contests concern administrators too (they can do all a teacher can): after Admin Panel.
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'View Profile',
      'My public profile',
      'Admin Panel',
      'Classes',
      'Contests',
      'Logout',
    ]);
    await menu.getByRole('menuitem', { name: 'Admin Panel' }).click();
    await page.waitForURL('**/admin');

    await page.goto(url('/admin-test'));
    await expect(page.getByTestId('admin-status').textContent()).resolves.toBe('Admin User');
  });

  it('regular users: no admin entries, and /admin says it is for admins only', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/admin');
    await page.getByRole('heading', { name: 'Admins only' }).waitFor();
    expect(await sidebar(page).getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);
    await screenshot(page, 'admin-regular-user', { fullPage: false });

    await page.getByRole('button', { name: 'Account menu' }).click();
    expect(await page.getByRole('menu').getByRole('menuitem').allTextContents()).toEqual([
      'View Profile',
      'My public profile',
      'Logout',
    ]);
    await page.keyboard.press('Escape');
  });

  it('/admin-test shows the user record, the role and whether a token is stored', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/admin-test');
    await expect(page.getByTestId('admin-status').textContent()).resolves.toBe('Regular User');
    await expect(page.getByTestId('token-status').textContent()).resolves.toBe('Yes');
    const record = JSON.parse((await page.getByTestId('user-data').textContent()) ?? '{}');
    expect(record).toMatchObject({
      id: account.user.id,
      username: account.username,
      email: account.email,
      isAdmin: false,
    });
    await screenshot(page, 'admin-test', { fullPage: false });
  });

  it('unknown signed-in paths show 404 Page Not Found inside the layout', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await sidebar(page).waitFor();
    expect(await sidebar(page).locator('[aria-current="page"]').count()).toBe(0);
    await screenshot(page, 'not-found', { fullPage: false });

    // Signing in again makes no sense while signed in: /login goes to the puzzles (signed-in-links.e2e.ts).
    await page.goto(url('/login'));
    await page.waitForURL('**/puzzles');
  });

  it('View Profile opens the profile dialog', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/puzzles');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'View Profile' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: account.username }).waitFor();
    await dialog.getByText(account.email).waitFor();
    await dialog.getByRole('heading', { name: 'Personal Info' }).waitFor();
    await dialog.getByRole('button', { name: 'Change Password' }).waitFor();
    await screenshot(page, 'profile-dialog', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('Logout tells the server, clears the session, toasts and shows the landing page', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/leaderboard');
    const logoutCall = page.waitForRequest(
      (request) => request.url().endsWith('/api/auth/logout') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    expect((await logoutCall).headers().authorization).toBe(`Bearer ${account.token}`);

    await toastWith(page, 'Logged out successfully').waitFor();
    await page.getByRole('link', { name: 'Start Your Quest' }).waitFor();
    expect(pathname(page)).toBe('/');
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    expect((await fetchProfile(account.token)).status).toBe(401);
    await screenshot(page, 'logged-out', { fullPage: false });
  });

  it('a token the server refuses is cleared and the public pages return', async () => {
    const page = await openPage();
    await page.goto(url('/demo'));
    await page.evaluate(() => {
      localStorage.setItem('codequest_token', 'not-a-real-token');
      localStorage.setItem('codequest_user_data', '{"id":1,"username":"ghost"}');
    });
    await page.goto(url('/dashboard'));
    await page.getByRole('link', { name: 'Start Your Quest' }).waitFor();
    expect(pathname(page)).toBe('/');
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });

  it('follows the token: tokenChanged in this tab, storage events from another tab', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/progress');
    const other = await page.context().newPage();
    await other.goto(url('/progress'));
    await other.getByRole('heading', { name: 'Progress', level: 1 }).waitFor();

    // Same tab: the token goes, the tokenChanged event says so.
    await page.evaluate(() => {
      localStorage.removeItem('codequest_token');
      window.dispatchEvent(new Event('tokenChanged'));
    });
    await page.getByRole('link', { name: 'Start Your Quest' }).waitFor();
    // The other tab hears about it through the storage event.
    await other.getByRole('link', { name: 'Start Your Quest' }).waitFor();

    // And back: signing in in one tab signs in the other.
    await page.evaluate((token) => {
      localStorage.setItem('codequest_token', token);
      window.dispatchEvent(new Event('tokenChanged'));
    }, account.token);
    await page.getByRole('complementary').waitFor();
    await other.getByRole('complementary').waitFor();
  });
});
