import type { AdminPuzzle, AuthResponse, Category, ClassResponse } from '@codequest/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAccount, api, logInViaApi, openSignedIn, signUpViaApi, type TestAccount } from './support/api';
import { PHONE, sticksOut, useBrowser } from './support/browser';

/**
 * Every signed-in screen and every admin tab on a 390 × 844 phone, with a puzzle whose starter code has a
 * 120-character line in every language: nothing may stick out of the page (the page never scrolls
 * sideways; a wide part scrolls inside itself).
 */

const SLOW = { timeout: 30_000 } as const;
const stamp = Date.now().toString(36);
const TITLE = `Wide starter ${stamp}`;
const LONG_LINE = `// ${'a starter line that goes on and on '.repeat(4)}`.padEnd(120, '-').slice(0, 120);

async function fits(page: Page, what: string): Promise<void> {
  // Let late layout (fonts, lazy chunks) settle before measuring.
  await page.waitForLoadState('networkidle');
  expect(await sticksOut(page), what).toEqual([]);
}

describe('every screen on a phone', { timeout: 240_000 }, () => {
  const { openPage } = useBrowser();
  let admin: AuthResponse;
  let learner: TestAccount & AuthResponse;
  let puzzle: AdminPuzzle;
  let classId: number;

  beforeAll(async () => {
    const account = adminAccount();
    admin = await logInViaApi(account.email, account.password);
    learner = await signUpViaApi();
    const [track] = await api<Category[]>(admin.token, 'GET', '/api/categories');
    const python = `${LONG_LINE.replace('//', '#')}\nprint(0)\n`;
    puzzle = await api<AdminPuzzle>(admin.token, 'POST', '/api/admin/puzzles', {
      title: TITLE,
      description: 'Print the number you read.',
      problemStatement: 'Read one integer and print it.',
      categoryId: track?.id,
      difficulty: 'easy',
      testCases: [{ input: '5\n', expected: '5', hidden: false }],
      starterCode: {
        python,
        c: `${LONG_LINE}\nint main(void) { return 0; }\n`,
        cpp: `${LONG_LINE}\nint main() { return 0; }\n`,
        java: `${LONG_LINE}\npublic class Main { public static void main(String[] a) {} }\n`,
        javascript: `${LONG_LINE}\n`,
      },
      solution: { python: 'print(input())\n' },
    });
    await api(admin.token, 'POST', `/api/admin/users/${learner.user.id}/teacher`);
    classId = (await api<ClassResponse>(learner.token, 'POST', '/api/classes', { name: `Phones ${stamp}` }))
      .id;
  });

  it('the learner’s screens, the workspace’s tabs included', async () => {
    const page = await openPage({ viewport: PHONE });
    for (const pathname of [
      '/puzzles',
      '/leaderboard',
      '/progress',
      '/achievements',
      '/classes',
      `/classes/${classId}`,
      `/u/${encodeURIComponent(learner.username)}`,
    ]) {
      await openSignedIn(page, learner, pathname);
      await page.locator('main').first().waitFor(SLOW);
      await fits(page, pathname);
    }
    await openSignedIn(page, learner, `/puzzles?puzzle=${puzzle.slug}`);
    const tabs = page.getByRole('tablist', { name: 'Workspace' });
    await tabs.waitFor(SLOW);
    for (const tab of await tabs.getByRole('tab').all()) {
      const name = (await tab.textContent())?.trim() ?? '';
      await tab.scrollIntoViewIfNeeded();
      await tab.click();
      await fits(page, `the workspace's ${name} tab`);
    }
  });

  it('every admin tab', async () => {
    const page = await openPage({ viewport: PHONE });
    await openSignedIn(page, admin, '/admin');
    const tabs = page.getByRole('tablist').first();
    await tabs.waitFor(SLOW);
    const names = (await tabs.getByRole('tab').allTextContents()).map((name) => name.trim());
    expect(names.length).toBeGreaterThanOrEqual(5);
    for (const name of names) {
      await tabs.getByRole('tab', { name }).click();
      await page.getByRole('tabpanel', { name }).waitFor(SLOW);
      await fits(page, `the admin ${name} tab`);
    }
  });
});
