import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpViaApi } from './support/api';
import { screenshot, url, useBrowser } from './support/browser';
import { editorContent, editorText, listItem, SECOND_LARGEST } from './support/puzzles';

/**
 * A slow connection (Chrome DevTools network emulation: 50 KB/s each way, 400 ms round trips) and an empty
 * cache: the landing page shows its hero within 3 s, and a puzzle's editor takes typing within 5 s of
 * pressing Sign In (the login page fetches the signed-in app's chunks while the learner types). The measured
 * times are printed, to compare builds.
 */

const SLOW_NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: 50 * 1024,
  uploadThroughput: 50 * 1024,
};
const HERO_WITHIN_MS = 3_000;
const EDITOR_WITHIN_MS = 5_000;

/** The chunks the login page fetches ahead of signing in (app/prefetch-signed-in.ts). */
const PREFETCHED = ['code-editor', 'codemirror', 'lezer-java', 'puzzles', 'root'];

/** Runs in the page: which of `expected` the browser has fetched. */
function prefetchedChunks(expected: string[]): string[] {
  const names = performance
    .getEntriesByType('resource')
    .map((entry) => /\/assets\/([a-z-]+?)-[\w-]{8}\.js$/.exec(entry.name)?.[1] ?? '');
  return expected.filter((name) => names.includes(name));
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
}

describe('on a slow network', () => {
  const { openPage } = useBrowser();

  it(`shows the landing page's hero within ${HERO_WITHIN_MS / 1000} s`, async () => {
    const page = await openPage();
    await throttle(page);
    const started = Date.now();
    await page.goto(url('/'), { waitUntil: 'commit' });
    await page.getByRole('heading', { name: /Level up your code/, level: 1 }).waitFor({ timeout: 30_000 });
    const elapsed = Date.now() - started;
    console.info(`slow network: landing hero after ${elapsed} ms`);
    await screenshot(page, 'slow-network-landing', { fullPage: false });
    expect(elapsed).toBeLessThanOrEqual(HERO_WITHIN_MS);
  });

  it(`opens a puzzle's editor within ${EDITOR_WITHIN_MS / 1000} s of signing in`, async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await throttle(page);
    const opened = Date.now();
    await page.goto(url('/login'), { waitUntil: 'commit' });
    await page.getByLabel('Email', { exact: true }).fill(account.email, { timeout: 30_000 });
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    // A person takes a few seconds to type; the page uses them to fetch the signed-in app's first chunks.
    await expect
      .poll(() => page.evaluate(prefetchedChunks, PREFETCHED), { timeout: 30_000, interval: 100 })
      .toEqual(PREFETCHED);
    console.info(`slow network: login page ready and prefetched after ${Date.now() - opened} ms`);

    const started = Date.now();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await listItem(page, SECOND_LARGEST.title).click({ timeout: 30_000 });
    await editorContent(page).waitFor({ timeout: 30_000 });
    await page.locator('.cm-content[contenteditable="true"]').click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('// typed');
    await expect.poll(() => editorText(page), { timeout: 30_000, interval: 50 }).toContain('// typed');
    const elapsed = Date.now() - started;
    console.info(`slow network: editor usable ${elapsed} ms after Sign In`);
    await screenshot(page, 'slow-network-editor', { fullPage: false });
    expect(elapsed).toBeLessThanOrEqual(EDITOR_WITHIN_MS);
  });
});
