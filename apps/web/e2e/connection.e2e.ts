import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpViaApi, storeSession } from './support/api';
import { pathname, screenshot, storedSession, toastWith, url, useBrowser } from './support/browser';
import { openPuzzle, runButton, SECOND_LARGEST } from './support/puzzles';

/** Network blips and a server that goes away: the session stays, the screen says so, Retry brings data back. */

const banner = (page: Page) => page.getByTestId('connection-banner');

/** Answers every request matching `pattern` with `status` and the error envelope `body`. */
function answerWith(page: Page, pattern: string, status: number, body: { message: string; code: string }) {
  return page.route(pattern, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

/** Fails the first request matching `pattern` with `fail`, lets the rest through; counts the failures. */
async function failOnce(page: Page, pattern: string, fail: (route: Route) => Promise<void>) {
  const failed = { count: 0 };
  await page.route(pattern, async (route) => {
    if (failed.count === 0) {
      failed.count += 1;
      await fail(route);
      return;
    }
    await route.continue();
  });
  return failed;
}

describe('connection trouble', () => {
  const { openPage } = useBrowser();

  /** A new learner's session, stored in a fresh page that has not loaded the app yet. */
  async function signedInPage() {
    const account = await signUpViaApi();
    const page = await openPage();
    await storeSession(page, account);
    return { account, page };
  }

  it('a profile call that fails once (no answer) keeps the learner signed in on the same page', async () => {
    const { account, page } = await signedInPage();
    const failures = await failOnce(page, '**/api/profile/current', (route) =>
      route.abort('connectionreset'),
    );
    await page.goto(url('/leaderboard'));
    await page.getByText('Reconnecting…').first().waitFor();
    await screenshot(page, 'profile-reconnecting', { fullPage: false });
    await page.getByRole('heading', { name: 'Leaderboard', level: 1 }).waitFor();
    expect(failures.count).toBe(1);
    expect(pathname(page)).toBe('/leaderboard');
    expect((await storedSession(page)).token).toBe(account.token);
  });

  it('a profile call answered 503 once is retried too', async () => {
    const { account, page } = await signedInPage();
    const failures = await failOnce(page, '**/api/profile/current', (route) =>
      route.fulfill({ status: 503, body: 'Service Unavailable' }),
    );
    await page.goto(url('/achievements'));
    await page.getByRole('heading', { name: 'Achievements', level: 1 }).waitFor();
    expect(failures.count).toBe(1);
    expect(pathname(page)).toBe('/achievements');
    expect((await storedSession(page)).token).toBe(account.token);
  });

  it('a 401 from the profile call still ends the session', async () => {
    const { page } = await signedInPage();
    await answerWith(page, '**/api/profile/current', 401, { message: 'Unauthorized', code: 'UNAUTHORIZED' });
    await page.goto(url('/leaderboard'));
    await page.getByRole('heading', { name: /Level up your code/, level: 1 }).waitFor();
    expect((await storedSession(page)).token).toBeNull();
  });

  it('shows a banner while the server cannot be reached, and loads again when it is back', async () => {
    const { account, page } = await signedInPage();
    await page.goto(url('/leaderboard'));
    await page.getByRole('heading', { name: 'Leaderboard', level: 1 }).waitFor();
    expect(await banner(page).count()).toBe(0);

    // The server goes away: every API call (the health probe too) gets no answer.
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.getByRole('link', { name: 'Achievements' }).first().click();
    await banner(page).waitFor();
    await expect(banner(page).textContent()).resolves.toContain('Cannot reach the CodeQuest server');
    const failed = page.getByText('Achievements could not be loaded.');
    await failed.waitFor();
    await page.getByRole('button', { name: 'Retry' }).last().waitFor();
    await screenshot(page, 'server-unreachable', { fullPage: false });
    expect(pathname(page)).toBe('/achievements');
    expect((await storedSession(page)).token).toBe(account.token);

    // Back: the banner goes and what failed loads by itself.
    await page.unroute('**/api/**');
    await banner(page).waitFor({ state: 'detached', timeout: 20_000 });
    await page
      .getByRole('heading', { name: /^Locked/ })
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await failed.count()).toBe(0);
  });

  it('Retry on the leaderboard loads it after a server error', async () => {
    const { page } = await signedInPage();
    await answerWith(page, '**/api/leaderboard**', 500, { message: 'Internal error', code: 'INTERNAL' });
    await page.goto(url('/leaderboard'));
    await page.getByText('The leaderboard could not be loaded.').waitFor();
    // A server error is an answer: the server is reachable, so no banner.
    expect(await banner(page).count()).toBe(0);
    await page.unroute('**/api/leaderboard**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Global ranking' }).waitFor();
  });

  it('Retry on the puzzles screen loads the list after a failure', async () => {
    const { page } = await signedInPage();
    await page.route('**/api/puzzles', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto(url('/puzzles'));
    await page.getByText('The puzzles could not be loaded.').waitFor();
    await page.unroute('**/api/puzzles');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('list', { name: 'Puzzles' }).first().waitFor();
  });

  it("a screen's error toast does not follow the learner to another screen", async () => {
    const { page } = await signedInPage();
    await page.goto(url('/puzzles'));
    await openPuzzle(page, SECOND_LARGEST.title);
    await page.route('**/api/code/run', (route) => route.abort('connectionreset'));
    await runButton(page).click();
    await toastWith(page, 'Connection Error').waitFor();
    const shown = Date.now();
    await page.getByRole('link', { name: 'Leaderboard' }).first().click();
    await page.getByRole('heading', { name: 'Leaderboard', level: 1 }).waitFor();
    await toastWith(page, 'Connection Error').waitFor({ state: 'hidden', timeout: 2000 });
    // Well before the toast's own 5 s: it was closed by the move, not by its timer.
    expect(Date.now() - shown).toBeLessThan(4500);
  });
});
