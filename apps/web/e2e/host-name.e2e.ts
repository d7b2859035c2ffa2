import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpViaApi } from './support/api';
import { baseUrl, DESKTOP, screenshot } from './support/browser';
import { chromiumLaunchOptions } from './support/chromium';
import { openPuzzle, SECOND_LARGEST } from './support/puzzles';

/**
 * A classroom server reached by host name over plain http (not localhost, which browsers treat as secure):
 * the page must load, sign in and open a puzzle. Chromium resolves the test host name to this machine.
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
});
