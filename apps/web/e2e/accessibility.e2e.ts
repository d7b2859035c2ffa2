import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminAccount, logInViaApi, openSignedIn, signUpViaApi } from './support/api';
import { seriousViolations } from './support/axe';
import { PHONE, url, useBrowser } from './support/browser';
import {
  chooseLanguage,
  editorContent,
  listItem,
  openPuzzle,
  outputTab,
  puzzlesViaApi,
  replaceCode,
  runCode,
  SECOND_LARGEST,
} from './support/puzzles';

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

  it('the Puzzles screen, the workspace and its output have no serious violations', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/puzzles');
    await page.getByRole('heading', { name: 'Tracks' }).waitFor();
    expect(await seriousViolations(page), 'welcome view').toEqual([]);

    await openPuzzle(page, SECOND_LARGEST.title);
    expect(await seriousViolations(page), 'workspace').toEqual([]);

    await chooseLanguage(page, 'python');
    await replaceCode(page, SECOND_LARGEST.starter.python);
    await runCode(page);
    await outputTab(page).getByRole('article', { name: 'Test 1' }).waitFor();
    expect(await seriousViolations(page), 'output').toEqual([]);
  });

  // The solution tab shows the reference in all five languages: axe checks every highlighted token of them.
  it("the workspace's dialogs, its solution and a locked puzzle have no serious violations", async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/puzzles');
    await openPuzzle(page, SECOND_LARGEST.title);

    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await page.getByRole('dialog', { name: 'Hints' }).waitFor();
    expect(await seriousViolations(page), 'hint dialog').toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Show Solution' }).click();
    await page.getByRole('alertdialog').waitFor();
    expect(await seriousViolations(page), 'solution warning').toEqual([]);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Show Solution' }).click();
    await page.getByRole('tabpanel', { name: 'Solution', exact: true }).locator('pre').first().waitFor();
    expect(await seriousViolations(page), 'solution').toEqual([]);

    const locked = (await puzzlesViaApi(account.token)).find((puzzle) => !puzzle.isUnlocked);
    if (locked) {
      await page.goto(url(`/puzzles?puzzle=${locked.slug}`));
      await page.getByRole('heading', { name: 'This puzzle is locked' }).waitFor();
      expect(await seriousViolations(page), 'locked puzzle').toEqual([]);
    }
  });

  it('the leaderboard, progress, achievements and profile dialog have no serious violations', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    const screens: [string, (page: Page) => Promise<void>][] = [
      ['/leaderboard', (page) => page.getByTestId('leaderboard-you').waitFor()],
      ['/progress', (page) => page.getByTestId('rank-tier').waitFor()],
      ['/achievements', (page) => page.getByRole('heading', { name: /^Locked/ }).waitFor()],
    ];
    for (const [path, ready] of screens) {
      await openSignedIn(page, account, path);
      await ready(page);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'View Profile' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Recent Solves' }).waitFor();
    expect(await seriousViolations(page), 'profile dialog').toEqual([]);

    const admin = adminAccount();
    const adminPage = await openPage();
    await openSignedIn(
      adminPage,
      await logInViaApi(admin.email, admin.password),
      `/progress?userId=${account.user.id}`,
    );
    await adminPage.getByText(/You are viewing/).waitFor();
    expect(await seriousViolations(adminPage), 'admin view of progress').toEqual([]);
  });

  it('the workspace on a phone has no serious violations', async () => {
    const account = await signUpViaApi();
    const page = await openPage({ viewport: PHONE });
    await openSignedIn(page, account, '/puzzles');
    expect(await seriousViolations(page), 'puzzle list').toEqual([]);
    await openPuzzle(page, SECOND_LARGEST.title);
    expect(await seriousViolations(page), 'workspace').toEqual([]);
  });

  it('the workspace works from the keyboard: open a puzzle, leave the editor with Esc then Tab, run', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/puzzles');
    await listItem(page, SECOND_LARGEST.title).focus();
    await page.keyboard.press('Enter');
    await editorContent(page).waitFor();

    await editorContent(page).focus();
    await page.keyboard.press('Tab');
    // Tab indents inside the editor…
    expect(await page.evaluate(() => document.activeElement?.classList.contains('cm-content'))).toBe(true);
    // …and Esc then Tab moves on.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('cm-content'))).toBe(false);

    const run = page.getByRole('button', { name: 'Run Code' });
    await run.focus();
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/code/run'));
    await page.keyboard.press('Enter');
    expect((await answer).ok()).toBe(true);
  });
});
