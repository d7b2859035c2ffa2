import {
  ADMIN_MESSAGES,
  type AdminPuzzle,
  type AdminStatsResponse,
  type AuthResponse,
  type Category,
  type MessagesResponse,
  type SubmitResult,
} from '@codequest/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminAccount,
  api,
  createEchoPuzzle,
  logInViaApi,
  openSignedIn,
  signUpViaApi,
  type TestAccount,
} from './support/api';
import { seriousViolations } from './support/axe';
import { screenshot, toastWith, url, useBrowser } from './support/browser';
import {
  chooseLanguage,
  listItem,
  openPuzzle,
  puzzleByTitle,
  puzzlesViaApi,
  replaceCode,
  SECOND_LARGEST,
  solveViaApi,
  submitCode,
  visibleToastWith,
} from './support/puzzles';

/**
 * The admin panel against the real server: the overview's live figures, a message a learner reads from the
 * bell without a reload, promoting a learner (whose Admin Panel entry appears without a reload), retiring a
 * puzzle a learner has on screen, creating a puzzle a learner then solves, editing one, the audit log of
 * all of it, and a learner who opens /admin seeing no admin data.
 */

// The machine running these may be busy: the judge and the 10 s inbox poll get room.
const SLOW = { timeout: 30_000 } as const;

const adminTab = (page: Page, name: string) => page.getByRole('tab', { name });

async function openTab(page: Page, name: string): Promise<void> {
  await adminTab(page, name).click();
  await page.getByRole('tabpanel', { name }).waitFor();
}

const statValue = (page: Page, label: string) =>
  page.getByRole('region', { name: label, exact: true }).getByTestId('stat-value');

async function searchUser(page: Page, username: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill(username);
  await page.getByTestId('user-row').filter({ hasText: username }).waitFor();
  await expect.poll(() => page.getByTestId('user-row').count(), SLOW).toBe(1);
}

describe('admin panel', { timeout: 120_000 }, () => {
  const { openPage } = useBrowser();
  let admin: AuthResponse;
  let learner: TestAccount & AuthResponse;

  beforeAll(async () => {
    const account = adminAccount();
    admin = await logInViaApi(account.email, account.password);
    learner = await signUpViaApi();
  });

  it('a learner opening /admin sees no admin data, and the server is never asked for it', async () => {
    const page = await openPage();
    const adminCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/admin')) adminCalls.push(request.url());
    });
    await openSignedIn(page, learner, '/admin');
    await page.getByRole('heading', { name: 'Admins only' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.getByText('Total Users').count()).toBe(0);
    expect(adminCalls).toEqual([]);
    // And the server refuses them anyway.
    const refused = await fetch(url('/api/admin/stats'), {
      headers: { authorization: `Bearer ${learner.token}` },
    });
    expect(refused.status).toBe(403);
  });

  it("shows the overview's live figures: totals, Quest Master, active sessions, today's solutions", async () => {
    const puzzle = await puzzleByTitle(learner.token, SECOND_LARGEST.title);
    await solveViaApi(learner.token, puzzle, 'algorithms/001-second-largest');
    const stats = await api<AdminStatsResponse>(admin.token, 'GET', '/api/admin/stats');

    const page = await openPage();
    await openSignedIn(page, admin, '/admin');
    await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();
    expect(await statValue(page, 'Total Users').textContent()).toBe(stats.totalUsers.toLocaleString('en-US'));
    expect(await statValue(page, 'Total Puzzles').textContent()).toBe(
      stats.totalPuzzles.toLocaleString('en-US'),
    );
    expect(await statValue(page, 'Quest Master').textContent()).toBe(stats.questMaster?.username);
    expect(Number(await statValue(page, 'Active Sessions').textContent())).toBeGreaterThanOrEqual(1);
    const today = page.getByRole('region', { name: "Today's solutions" });
    await today.getByText(learner.username).first().waitFor();
    expect(await today.textContent()).toContain(`${learner.username} solved ${SECOND_LARGEST.title}`);

    // A new learner shows in Total Users within the 5 s poll, without a reload.
    await signUpViaApi();
    await expect
      .poll(() => statValue(page, 'Total Users').textContent(), SLOW)
      .toBe((stats.totalUsers + 1).toLocaleString('en-US'));
    await screenshot(page, 'admin-overview');
    expect(await seriousViolations(page), 'admin overview').toEqual([]);
  });

  it('messages a learner, who sees the unread count and reads it without a reload', async () => {
    const learnerPage = await openPage();
    await openSignedIn(learnerPage, learner, '/leaderboard');
    const bell = learnerPage.getByRole('button', { name: /^Messages/ });
    await bell.waitFor();
    expect(await bell.getAttribute('aria-label')).toBe('Messages');

    const page = await openPage();
    await openSignedIn(page, admin, '/admin');
    await openTab(page, 'Users');
    await page
      .getByTestId('total-users')
      .filter({ hasText: /Total Users: \d/ })
      .waitFor();
    await searchUser(page, learner.username);
    await page.getByRole('button', { name: `Message ${learner.username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Message' });
    const send = dialog.getByRole('button', { name: 'Send Message' });
    expect(await send.isDisabled(), 'blank text cannot be sent').toBe(true);
    const text = 'Great work on <b>Second Largest</b> & keep going!';
    await dialog.getByLabel('Message').fill(text);
    await send.click();
    await toastWith(page, 'Message sent successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The learner's header polls every 10 s.
    await learnerPage.getByRole('button', { name: 'Messages, 1 unread' }).waitFor(SLOW);
    expect(await learnerPage.getByTestId('unread-count').textContent()).toBe('1');
    await learnerPage.getByRole('button', { name: 'Messages, 1 unread' }).click();
    const inbox = learnerPage.getByRole('dialog', { name: 'Messages' });
    const message = inbox.getByTestId('inbox-message').first();
    // Shown as text: the tags are visible characters, not markup.
    expect(await message.getByText(text, { exact: true }).count()).toBe(1);
    expect(await message.locator('b').count()).toBe(0);
    expect(await message.getAttribute('data-read')).toBe('false');
    await message.getByRole('button').click();
    await inbox.locator('[data-read="true"]').waitFor();
    await screenshot(learnerPage, 'learner-inbox', { fullPage: false });
    await learnerPage.keyboard.press('Escape');
    await learnerPage.getByRole('button', { name: 'Messages', exact: true }).waitFor();
    expect(await learnerPage.getByTestId('unread-count').count()).toBe(0);
    const stored = await api<MessagesResponse>(learner.token, 'GET', '/api/messages');
    expect(stored.unreadCount).toBe(0);
    expect(stored.items[0]?.text).toBe(text);
  });

  it('promotes a learner, who then sees the Admin Panel entry', async () => {
    const learnerPage = await openPage();
    await openSignedIn(learnerPage, learner, '/leaderboard');
    const sidebar = learnerPage.getByRole('complementary').getByRole('navigation', { name: 'Sidebar' });
    await sidebar.getByRole('link', { name: 'Leaderboard' }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);

    const page = await openPage();
    await openSignedIn(page, admin, '/admin');
    await openTab(page, 'Users');
    await searchUser(page, learner.username);
    const row = page.getByTestId('user-row').filter({ hasText: learner.username });
    expect(await row.getByText('User', { exact: true }).count()).toBe(1);
    await row.getByRole('button', { name: `Make Admin: ${learner.username}` }).click();
    await toastWith(page, 'User promoted to admin successfully').waitFor();
    await row.getByText('Admin', { exact: true }).waitFor();
    expect(
      await row.getByRole('button', { name: /^Make Admin/ }).count(),
      'Make Admin is for non-admins only',
    ).toBe(0);
    // Admins get no Make Admin button at all.
    await searchUser(page, adminAccount().email);
    expect(await page.getByRole('button', { name: /^Make Admin/ }).count()).toBe(0);

    // No reload: the promotion arrives as a message, and the learner's tab refreshes the account with it.
    await sidebar.getByRole('link', { name: 'Admin Panel' }).waitFor(SLOW);
    await learnerPage.getByRole('button', { name: 'Messages, 1 unread' }).click();
    await learnerPage
      .getByRole('dialog')
      .getByText('You are now a CodeQuest administrator.', { exact: false })
      .waitFor();
  });

  it('retires a puzzle after a confirmation; learners no longer see it', async () => {
    const title = `Echo ${Date.now().toString(36)}`;
    const created = await createEchoPuzzle(admin.token, title);
    expect((await puzzlesViaApi(learner.token)).some((puzzle) => puzzle.id === created.id)).toBe(true);
    // A learner has the puzzles screen open: the puzzle leaves their list at the next poll, no reload.
    const learnerPage = await openPage();
    await openSignedIn(learnerPage, learner, '/puzzles');
    await listItem(learnerPage, title).waitFor();

    const page = await openPage();
    await openSignedIn(page, admin, '/admin');
    await openTab(page, 'Puzzles');
    await page.getByRole('searchbox', { name: 'Search puzzles by title' }).fill(title);
    const row = page.getByTestId('admin-puzzle-row').filter({ hasText: title });
    await row.waitFor();
    expect(await page.getByTestId('admin-puzzle-row').count()).toBe(1);
    expect(await row.getByText('Admin', { exact: true }).count()).toBe(1);
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Their submissions, XP and achievements stay', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastWith(page, 'Puzzle deleted successfully').waitFor();
    await row.getByText('Retired', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect((await puzzlesViaApi(learner.token)).some((puzzle) => puzzle.id === created.id)).toBe(false);
    await listItem(learnerPage, title).waitFor({ state: 'detached', ...SLOW });

    // The filters: the retired puzzle is among the retired ones, and catalogue puzzles are read-only.
    await page.getByRole('searchbox', { name: 'Search puzzles by title' }).fill('');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Retired', exact: true }).click();
    await row.waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Live', exact: true }).click();
    await page.getByRole('combobox', { name: 'Source' }).click();
    await page.getByRole('option', { name: 'Catalogue', exact: true }).click();
    const catalogueRow = page.getByTestId('admin-puzzle-row').first();
    await catalogueRow.getByText('Read-only', { exact: true }).waitFor();
    expect(await row.count()).toBe(0);
    await screenshot(page, 'admin-puzzles');
  });

  it('creates a puzzle: Validate shows the failing test, then the proof; Save returns to the list', async () => {
    const page = await openPage();
    await openSignedIn(page, admin, '/admin');
    await openTab(page, 'Puzzles');
    await page.getByRole('button', { name: 'Add New Puzzle' }).click();
    await page.getByRole('tabpanel', { name: 'Create Puzzle' }).waitFor();
    const form = page.getByRole('form', { name: 'Create Puzzle' });
    const title = `Pair Sum ${Date.now().toString(36)}`;
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Add the numbers.');
    await form.getByLabel('Problem Statement').fill('Read **n**, then n integers; print their sum.');
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option').first().click();
    expect(await form.getByRole('combobox', { name: 'Difficulty' }).textContent()).toBe('Easy');
    await form.getByLabel('Hints').fill('Read the count first\n\nThen add');
    await form.getByLabel('Test Cases').fill('2\\n3 4|7\n3\\n1 2 3|6\nno bar here');
    await form.getByLabel('Test 2 hidden').check();
    expect(await form.getByRole('checkbox').count(), 'the line without a bar is dropped').toBe(2);

    // Every error of the form at its field at once, found before anything is sent.
    await form.getByText('Judging (limits and output checking)').click();
    await form.getByLabel('Time limit per test (ms)').fill('50');
    await form.getByRole('combobox', { name: 'Output checking' }).click();
    await page.getByRole('option', { name: 'Its own output validator (a program)' }).click();
    await form.getByRole('button', { name: 'Validate' }).click();
    await form.locator('#puzzle-limit-cpuMs-error').waitFor();
    expect(await form.locator('#puzzle-limit-cpuMs-error').textContent()).toBe('cpuMs must be at least 100');
    expect(await form.locator('#puzzle-validator-source-error').textContent()).toBe(
      'The output validator needs its source',
    );
    expect(await form.locator('#solution-c-error').textContent()).toBe(ADMIN_MESSAGES.solutionRequired);
    expect(await form.getByLabel('C solution').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('solution-c');
    await form.getByLabel('Time limit per test (ms)').fill('');
    await form.getByRole('combobox', { name: 'Output checking' }).click();
    await page.getByRole('option', { name: 'Line by line (trailing spaces ignored)' }).click();

    const solution = form.getByLabel('Python solution');
    await solution.fill('print(0)\n');
    await form.getByRole('button', { name: 'Validate' }).click();
    const report = form.getByTestId('proof-report');
    await report.waitFor({ timeout: 60_000 });
    expect(await report.getAttribute('data-passed')).toBe('false');
    expect(await report.textContent()).toContain('Wrong Answer');
    // What the solution printed beside what the test expects, and the failure at the solution's field.
    const failure = report.getByTestId('proof-failure');
    expect(await failure.locator('dd').allTextContents()).toEqual(['7', '0\n']);
    expect(await form.locator('#solution-python-error').textContent()).toBe(
      'The Python solution fails test 1: Wrong Answer',
    );
    expect(await solution.getAttribute('aria-invalid')).toBe('true');

    await solution.fill('input()\nprint(sum(map(int, input().split())))\n');
    // An example under the statement, with its explanation.
    await form.getByRole('button', { name: 'Add Example' }).click();
    await form.getByLabel('Example 1 input').fill('2\n3 4');
    await form.getByLabel('Example 1 output').fill('7');
    await form.getByLabel('Example 1 explanation').fill('3 + 4 = 7.');
    await form.getByRole('button', { name: 'Validate' }).click();
    await form.locator('[data-testid="proof-report"][data-passed="true"]').waitFor({ timeout: 60_000 });
    expect(await report.textContent()).toContain('Test 2 (hidden): Accepted');
    await screenshot(page, 'admin-create-puzzle');

    await form.getByRole('button', { name: 'Create Puzzle' }).click();
    await toastWith(page, 'Puzzle created successfully').waitFor({ timeout: 60_000 });
    await page.getByRole('tabpanel', { name: 'Puzzles' }).waitFor();
    // The list opens on the new puzzle.
    expect(await page.getByRole('searchbox', { name: 'Search puzzles by title' }).inputValue()).toBe(title);
    const row = page.getByTestId('admin-puzzle-row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain('10 points');

    const learnerNow = await signUpViaApi();
    const seen = (await puzzlesViaApi(learnerNow.token)).find((puzzle) => puzzle.title === title);
    expect(seen?.points).toBe(10);
    // A learner finds it on the puzzles screen, solves it and earns its points.
    const learnerPage = await openPage();
    await openSignedIn(learnerPage, learnerNow, '/puzzles');
    await openPuzzle(learnerPage, title);
    await learnerPage.getByText('3 + 4 = 7.').waitFor(SLOW);
    await chooseLanguage(learnerPage, 'python');
    await replaceCode(learnerPage, 'n = int(input())\nprint(sum(map(int, input().split()[:n])))\n');
    const verdict = (await (await submitCode(learnerPage)).json()) as SubmitResult;
    expect(verdict).toMatchObject({ success: true, verdict: 'ACCEPTED' });
    // Its 10 points, and whatever a first solve's achievements add.
    expect(verdict.xpGained).toBeGreaterThanOrEqual(10);
    await visibleToastWith(learnerPage, `Earned ${verdict.xpGained} XP`).waitFor(SLOW);
    const stored = await api<AdminPuzzle>(admin.token, 'GET', `/api/admin/puzzles/${seen?.id}`);
    expect(stored.testCases.map((testCase) => testCase.hidden)).toEqual([false, true]);
    expect(stored.hints).toEqual(['Read the count first', 'Then add']);
    expect(stored.testCases[0]?.input).toBe('2\n3 4\n');
    expect(stored.examples).toEqual([{ input: '2\n3 4\n', output: '7\n', explanation: '3 + 4 = 7.' }]);
  });

  it('edits a puzzle made in the panel: the form opens filled in and Save proves it again', async () => {
    const [track] = await api<Category[]>(admin.token, 'GET', '/api/categories');
    const title = `Doubling ${Date.now().toString(36)}`;
    const created = await api<AdminPuzzle>(admin.token, 'POST', '/api/admin/puzzles', {
      title,
      description: 'Double the number.',
      problemStatement: 'Read one integer and print twice its value.',
      categoryId: track?.id,
      difficulty: 'easy',
      hints: ['Multiply by two'],
      testCases: [
        { input: '5\n', expected: '10', hidden: false },
        { input: '0\n', expected: '0', hidden: true },
      ],
      solution: { python: 'print(2 * int(input()))\n' },
    });

    const page = await openPage();
    await openSignedIn(page, admin, '/admin');
    await openTab(page, 'Puzzles');
    const search = page.getByRole('searchbox', { name: 'Search puzzles by title' });
    await search.fill(title);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const form = page.getByRole('form', { name: `Edit ${title}` });
    await form.waitFor();
    expect(await form.getByLabel('Title').inputValue()).toBe(title);
    expect(await form.getByLabel('Hints').inputValue()).toBe('Multiply by two');
    expect(await form.getByLabel('Test Cases').inputValue()).toBe('5|10\n0|0');
    expect(await form.getByLabel('Test 2 hidden').isChecked()).toBe(true);
    expect(await form.getByLabel('Python solution').inputValue()).toBe('print(2 * int(input()))\n');

    // A test the solution fails is refused on Save, naming it; nothing changes.
    await form.getByLabel('Test Cases').fill('5|10\n0|0\n7|15');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await toastWith(page, 'Failed to update puzzle.').waitFor(SLOW);
    await form.getByText('The Python solution fails test 3: Wrong Answer').waitFor();
    expect((await api<AdminPuzzle>(admin.token, 'GET', `/api/admin/puzzles/${created.id}`)).testCount).toBe(
      2,
    );

    const renamed = `${title} Again`;
    await form.getByLabel('Title').fill(renamed);
    await form.getByLabel('Test Cases').fill('5|10\n0|0\n7|14');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await toastWith(page, 'Puzzle updated successfully').waitFor(SLOW);
    // Back in the list, opened on the puzzle under its new title.
    expect(await search.inputValue()).toBe(renamed);
    await page.getByTestId('admin-puzzle-row').filter({ hasText: renamed }).waitFor();
    const learnerNow = await signUpViaApi();
    const seen = (await puzzlesViaApi(learnerNow.token)).find((puzzle) => puzzle.id === created.id);
    expect(seen?.title).toBe(renamed);
    const stored = await api<AdminPuzzle>(admin.token, 'GET', `/api/admin/puzzles/${created.id}`);
    expect(stored.testCases.map((testCase) => [testCase.expected, testCase.hidden])).toEqual([
      ['10', false],
      ['0', true],
      ['14', false],
    ]);

    // Catalogue puzzles are read-only here: no Edit.
    await search.fill(SECOND_LARGEST.title);
    await page.getByRole('button', { name: `Delete ${SECOND_LARGEST.title}` }).waitFor();
    expect(await page.getByRole('button', { name: `Edit ${SECOND_LARGEST.title}` }).count()).toBe(0);
  });

  it('the Activity tab lists the actions, newest first', async () => {
    const page = await openPage();
    await openSignedIn(page, admin, '/admin');
    await openTab(page, 'Activity');
    const entries = page.getByTestId('audit-entry');
    await entries.first().waitFor();
    const texts = await entries.allTextContents();
    const retired = texts.findIndex((text) => text.includes('Retired puzzle') && text.includes('Echo '));
    const promoted = texts.findIndex(
      (text) => text.includes('Made admin') && text.includes(learner.username),
    );
    const messaged = texts.findIndex(
      (text) => text.includes('Sent message') && text.includes(learner.username),
    );
    expect(retired, texts.join('\n')).toBeGreaterThanOrEqual(0);
    expect(promoted).toBeGreaterThan(retired);
    expect(messaged).toBeGreaterThan(promoted);
    const created = texts.findIndex((text) => text.includes('Created puzzle') && text.includes('Pair Sum'));
    expect(created).toBeGreaterThanOrEqual(0);
    expect(created).toBeLessThan(retired);
    await screenshot(page, 'admin-activity');
    expect(await seriousViolations(page), 'admin activity').toEqual([]);
  });
});
