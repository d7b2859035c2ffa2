import { type AccountDataResponse, MESSAGES, type SubmitResult } from '@codequest/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, logInViaApi, openSignedIn, signUpViaApi } from './support/api';
import { seriousViolations } from './support/axe';
import {
  box,
  PHONE,
  pathname,
  readDownload,
  screenshot,
  sticksOut,
  sticksOutOf,
  storedSession,
  url,
  useBrowser,
} from './support/browser';
import { puzzleByTitle, SECOND_LARGEST, visibleToastWith } from './support/puzzles';

/**
 * A learner's own data from the profile dialog: the download (a JSON file holding their code) and deleting
 * the account with their password, after which they are signed out, on the public page, and cannot sign in.
 */

async function openProfile(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  return page.getByRole('dialog');
}

describe("a learner's own data", () => {
  const { openPage } = useBrowser();

  it('downloads the data with the code submitted, then deletes the account for good', async () => {
    const account = await signUpViaApi();
    const puzzle = await puzzleByTitle(account.token, SECOND_LARGEST.title);
    const code = SECOND_LARGEST.solution.python;
    const submitted = await api<SubmitResult>(account.token, 'POST', '/api/code/submit', {
      code,
      language: 'python',
      puzzleId: puzzle.id,
    });
    expect(submitted.success).toBe(true);

    const page = await openPage();
    await openSignedIn(page, account, '/puzzles');
    const profile = await openProfile(page);

    // The download: a file named for today, holding the submission's code.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      profile.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^codequest-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readDownload(download)) as AccountDataResponse;
    expect(data.account).toMatchObject({ username: account.username, email: account.email });
    expect(data.submissions).toEqual([
      expect.objectContaining({ puzzleId: puzzle.id, code, language: 'python', verdict: 'ACCEPTED' }),
    ]);
    await visibleToastWith(page, 'Data Downloaded').waitFor();

    // Deleting: the dialog says what happens and asks for the password; a wrong one changes nothing.
    await profile.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await confirm.getByText('Your submissions are kept without your name', { exact: false }).waitFor();
    const password = confirm.getByLabel('Your password', { exact: true });
    await password.fill('not-my-password');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await confirm.getByText(MESSAGES.deletePasswordWrong, { exact: true }).waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'delete-account-wrong-password', { fullPage: false });
    await expect(logInViaApi(account.email, account.password)).resolves.toHaveProperty('token');

    await password.fill(account.password);
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await visibleToastWith(page, 'Account Deleted').waitFor();
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
    expect(pathname(page)).toBe('/');
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    await screenshot(page, 'account-deleted', { fullPage: false });

    // No way back in: the login screen says the credentials are wrong.
    await page.goto(url('/login'));
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.invalidCredentials }).waitFor();
    expect(pathname(page)).toBe('/login');
    await expect(logInViaApi(account.email, account.password)).rejects.toThrow(/answered 401/);
  });

  it('fits a phone and has no serious accessibility violations; Cancel keeps the account', async () => {
    const account = await signUpViaApi();
    const page = await openPage({ viewport: PHONE });
    await openSignedIn(page, account, '/puzzles');
    const profile = await openProfile(page);
    const remove = profile.getByRole('button', { name: 'Delete my account' });
    await remove.scrollIntoViewIfNeeded();
    const frame = await box(profile);
    for (const button of [profile.getByRole('button', { name: 'Download my data' }), remove]) {
      const place = await box(button);
      expect(place.x).toBeGreaterThanOrEqual(frame.x);
      expect(place.x + place.width).toBeLessThanOrEqual(frame.x + frame.width);
    }
    expect(await sticksOutOf(profile)).toEqual([]);

    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await confirm.getByLabel('Your password', { exact: true }).waitFor();
    // Measured and pictured once it has faded in (it rises 4 px as it does).
    await confirm.evaluate((element) => Promise.all(element.getAnimations().map((run) => run.finished)));
    await screenshot(page, 'delete-account-phone', { fullPage: false });
    expect(await seriousViolations(page), 'delete-account dialog').toEqual([]);
    expect(await sticksOut(page)).toEqual([]);
    expect(await sticksOutOf(confirm)).toEqual([]);
    const dialog = await box(confirm);
    expect(dialog.x).toBeGreaterThanOrEqual(0);
    expect(dialog.x + dialog.width).toBeLessThanOrEqual(PHONE.width);
    expect(dialog.y).toBeGreaterThanOrEqual(0);
    expect(dialog.y + dialog.height).toBeLessThanOrEqual(PHONE.height);
    const submit = await box(confirm.getByRole('button', { name: 'Delete my account' }));
    expect(submit.y + submit.height).toBeLessThanOrEqual(dialog.y + dialog.height);

    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect(logInViaApi(account.email, account.password)).resolves.toHaveProperty('token');
  });
});
