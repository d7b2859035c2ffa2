import type { Contest } from '@codequest/contracts';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccount, api, logInViaApi, signUpViaApi } from './support/api';
import { baseUrl, DESKTOP, screenshot } from './support/browser';
import { chromiumLaunchOptions } from './support/chromium';
import { openPuzzle, SECOND_LARGEST } from './support/puzzles';

/**
 * A classroom server reached by host name over plain http (not localhost, which browsers treat as secure):
 * the page must load, sign in and open a puzzle, and a contest's live board must stream (Server-Sent
 * Events over fetch) and update without a reload. Chromium resolves the test host name to this machine.
 */

const HOST = 'codequest.test';

describe(`the app reached as http://${HOST}`, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch(
      await chromiumLaunchOptions([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`]),
    );
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads, signs in and opens a puzzle', async () => {
    const origin = `http://${HOST}:${new URL(baseUrl()).port}`;
    const account = await signUpViaApi();
    const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));

    const response = await page.goto(`${origin}/`);
    const headers = response?.headers() ?? {};
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    await page.getByRole('heading', { name: /Level up your code/, level: 1 }).waitFor();

    await page.getByRole('link', { name: 'Login', exact: true }).first().click();
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${origin}/dashboard`);
    await openPuzzle(page, SECOND_LARGEST.title);
    await screenshot(page, 'host-name-puzzle', { fullPage: false });

    expect(new URL(page.url()).protocol).toBe('http:');
    expect(failed).toEqual([]);
    await context.close();
  });

  it("streams a contest's live board, which follows a registration without a reload", async () => {
    const origin = `http://${HOST}:${new URL(baseUrl()).port}`;
    const admin = await logInViaApi(adminAccount().email, adminAccount().password);
    const teacher = await signUpViaApi();
    const [ann, ben] = [await signUpViaApi(), await signUpViaApi()];
    await api(admin.token, 'POST', `/api/admin/users/${teacher.user.id}/teacher`);
    // For the teacher's class alone, so that no other test's learner meets it.
    const klass = await api<{ id: number; teaching?: { joinCode: string } }>(
      teacher.token,
      'POST',
      '/api/classes',
      {
        name: `Host name club ${Date.now().toString(36)}`,
      },
    );
    for (const learner of [ann, ben])
      await api(learner.token, 'POST', '/api/classes/join', { code: klass.teaching?.joinCode });
    const contest = await api<Contest>(teacher.token, 'POST', '/api/contests', {
      title: `Host name round ${Date.now().toString(36)}`,
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      durationMinutes: 60,
      scoring: 'icpc',
      classId: klass.id,
    });
    await api(ann.token, 'POST', `/api/contests/${contest.id}/register`);

    const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email', { exact: true }).fill(ann.email);
    await page.getByLabel('Password', { exact: true }).fill(ann.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${origin}/dashboard`);
    await page.goto(`${origin}/contests/${contest.id}`);
    await page.locator(`[data-participant="${ann.username}"]`).waitFor();
    await api(ben.token, 'POST', `/api/contests/${contest.id}/register`);
    await page.locator(`[data-participant="${ben.username}"]`).waitFor();
    expect(await page.getByText('Reconnecting to the live scoreboard').count()).toBe(0);
    await context.close();
  });
});
