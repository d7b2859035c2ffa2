import type { ExecutionResult } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import {
  adminAccount,
  api,
  createEchoPuzzle,
  logInViaApi,
  newAccount,
  openSignedIn,
  signUpViaApi,
} from './support/api';
import { seriousViolations } from './support/axe';
import {
  box,
  PHONE,
  screenshot,
  scrollsPastContent,
  sticksOut,
  toastWith,
  useBrowser,
} from './support/browser';
import {
  chooseLanguage,
  editorContent,
  editorText,
  listItem,
  openPuzzle,
  outputTab,
  replaceCode,
  SECOND_LARGEST,
  WRONG_SECOND_LARGEST,
} from './support/puzzles';

/** The longest username signup allows (30 characters), unique per run. */
function longNamedAccount() {
  const account = newAccount('p');
  return { ...account, username: `${account.username}_long_learner_name`.padEnd(30, 'x').slice(0, 30) };
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('on a phone (390 × 844)', () => {
  const { openPage } = useBrowser();

  it('the leaderboard cuts a 30-character name short and keeps rank and XP on screen', async () => {
    const account = await signUpViaApi(longNamedAccount());
    expect(account.username).toHaveLength(30);
    const page = await openPage({ viewport: PHONE });
    await openSignedIn(page, account, '/leaderboard');

    const own = page.getByTestId('leaderboard-you');
    await own.waitFor();
    await own.scrollIntoViewIfNeeded();
    const name = own.getByTestId('leaderboard-name');
    expect(await name.textContent()).toBe(account.username);
    // Drawn shorter than it is: cut with an ellipsis.
    const cut = await name.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut).toBe(true);

    const cells = own.locator('td');
    const rank = cells.first();
    const xp = cells.last();
    expect(await rank.textContent()).toMatch(/^#\d+$/);
    expect(await xp.textContent()).toBe('0');
    for (const cell of [rank, xp, own.getByText('You', { exact: true })]) {
      const { x, width } = await box(cell);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(PHONE.width);
    }
    const xpHeader = page.getByRole('columnheader', { name: 'XP' });
    expect((await box(xpHeader)).x + (await box(xpHeader)).width).toBeLessThanOrEqual(PHONE.width);
    expect(await sticksOut(page)).toEqual([]);
    await screenshot(page, 'leaderboard-phone-long-name', { fullPage: false });
  });

  it('the workspace is Problem, Code and Output tabs: edit, run, read and edit again without scrolling', {
    timeout: 120_000,
  }, async () => {
    const account = await signUpViaApi();
    const page = await openPage({ viewport: PHONE });
    await openSignedIn(page, account, '/puzzles');
    await openPuzzle(page, SECOND_LARGEST.title);

    const tabs = page.getByRole('tablist', { name: 'Workspace' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Problem', 'Code', 'Output', 'Submissions', 'Solutions']);
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    expect(await tab('Problem').getAttribute('aria-selected')).toBe('true');
    await page
      .getByRole('tabpanel', { name: 'Problem' })
      .getByRole('code')
      .filter({ hasText: 'NONE' })
      .waitFor();
    expect(await editorContent(page).isVisible()).toBe(false);
    // The whole workspace fits the screen: the panes scroll inside, not the page.
    const pageScroll = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(await pageScroll()).toBeLessThanOrEqual(1);
    await screenshot(page, 'workspace-phone', { fullPage: false });

    // Edit: the editor is one tap away and starts on screen.
    await tab('Code').click();
    await editorContent(page).waitFor();
    const editorBox = await box(editorContent(page));
    expect(editorBox.y).toBeLessThan(PHONE.height / 2);
    expect(await seriousViolations(page), 'code tab').toEqual([]);
    await chooseLanguage(page, 'python');
    await replaceCode(page, WRONG_SECOND_LARGEST.python);
    await screenshot(page, 'workspace-phone-code', { fullPage: false });

    // Run: the output takes the editor's place; the page does not move.
    const scrollBefore = await page.evaluate(() => window.scrollY);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/code/run'), {
      timeout: 90_000,
    });
    await page.getByRole('button', { name: 'Run Code' }).click();
    expect(await tab('Output').getAttribute('aria-selected')).toBe('true');
    const result = (await (await answer).json()) as ExecutionResult;
    const firstTest = outputTab(page).getByRole('article', { name: 'Test 1' });
    await firstTest.getByText('Wrong Answer').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    const testBox = await box(firstTest);
    expect(testBox.y).toBeGreaterThanOrEqual(0);
    expect(testBox.y).toBeLessThan(PHONE.height);

    // The run's toast: a warning, above the bottom bar, over neither the header nor the account menu.
    const passed = `Passed ${result.passedCount}/${result.totalCount} visible test cases`;
    await toastWith(page, passed).waitFor();
    const toast = page.locator('[data-toast-viewport] li').filter({ hasText: passed });
    expect(await toast.getAttribute('data-variant')).toBe('warning');
    const toastBox = await box(toast);
    expect(overlaps(toastBox, await box(page.getByRole('banner')))).toBe(false);
    expect(overlaps(toastBox, await box(page.getByRole('button', { name: 'Account menu' })))).toBe(false);
    const bottomBar = await box(page.getByRole('navigation', { name: 'Bottom bar' }));
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(bottomBar.y);
    expect(await seriousViolations(page), 'output tab').toEqual([]);
    await screenshot(page, 'workspace-phone-output', { fullPage: false });

    // Edit again: one tap, the code is as it was.
    await tab('Code').click();
    await editorContent(page).waitFor();
    expect(await editorText(page)).toContain('print(max(');
    expect(await pageScroll()).toBeLessThanOrEqual(1);
    expect(await sticksOut(page)).toEqual([]);
  });

  it('side by side on a wide screen, without a Code tab', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/puzzles');
    await openPuzzle(page, SECOND_LARGEST.title);
    await editorContent(page).waitFor();
    expect(await page.getByRole('tab', { name: 'Code', exact: true }).isVisible()).toBe(false);
    const [problem, editor] = await Promise.all([
      box(page.getByRole('region', { name: 'Problem' })),
      box(page.getByRole('region', { name: 'Code editor' })),
    ]);
    expect(problem.x + problem.width).toBeLessThanOrEqual(editor.x);
  });

  it('the puzzles screen cuts a long title short and still fits the screen', async () => {
    // Generated puzzles have long titles: one wider than a phone once made the whole screen scroll sideways.
    const { email, password } = adminAccount();
    const admin = await logInViaApi(email, password);
    const title = `Counting the Lanterns Along Both Banks of the Winding River ${Date.now().toString(36)}`;
    const created = await createEchoPuzzle(admin.token, title);
    try {
      const learner = await signUpViaApi();
      const page = await openPage({ viewport: PHONE });
      await openSignedIn(page, learner, '/puzzles');
      const item = listItem(page, title);
      await item.waitFor();
      await item.scrollIntoViewIfNeeded();
      const name = item.getByText(title, { exact: true });
      expect(await name.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      const { x, width } = await box(item);
      expect(x + width).toBeLessThanOrEqual(PHONE.width);
      expect(await sticksOut(page)).toEqual([]);
      // The list scrolls within its box: nothing of it (its items' hidden labels included) lengthens the page.
      expect(await scrollsPastContent(page)).toBe(0);
      await screenshot(page, 'puzzles-phone-long-title', { fullPage: false });
    } finally {
      await api(admin.token, 'DELETE', `/api/admin/puzzles/${created.id}`);
    }
  });
});
