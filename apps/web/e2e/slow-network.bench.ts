import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpViaApi } from './support/api';
import { screenshot, url, useBrowser } from './support/browser';
import { editorContent, editorText, listItem, SECOND_LARGEST } from './support/puzzles';
import { logRequests } from './support/request-log';

/**
 * A slow connection (Chrome DevTools network emulation: 50 KB/s each way, 400 ms round trips) and an empty
 * cache: the landing page shows its hero within 3 s, and a puzzle's editor takes typing within 5 s of
 * pressing Sign In (the login page fetches the signed-in app's chunks while the learner types; a third
 * figure shows a Sign In pressed before that fetch has finished). A benchmark, not a test: it prints each time beside its goal (`npm run bench:web`; E2E_WEB_DIST and E2E_SERVER_MAIN
 * measure another build), since the times depend on how busy the machine is.
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

/** Runs in the page: whether React renders `element` (it marks the DOM nodes it owns). */
function isReactElement(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

function reportScripts(what: string, { count, bytes }: { count: number; bytes: number }): void {
  console.info(
    `slow network: ${what} fetched ${(bytes / 1024).toFixed(1)} KB of scripts (compressed, ${count} files)`,
  );
}

function report(what: string, elapsedMs: number, goalMs: number, requests: string[]): void {
  const verdict = elapsedMs <= goalMs ? 'meets' : 'misses';
  console.info(
    [
      `slow network: ${what}: ${elapsedMs} ms (goal ${goalMs} ms, ${verdict} it); requests:`,
      ...requests,
    ].join('\n'),
  );
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
}

describe('on a slow network (benchmark)', () => {
  const { openPage } = useBrowser();

  /** A new learner's login form on the slow network, filled in; when it was opened, and what it loaded. */
  async function openFilledLogin() {
    const account = await signUpViaApi();
    const page = await openPage();
    await throttle(page);
    const requests = logRequests(page);
    const opened = Date.now();
    await page.goto(url('/login'), { waitUntil: 'commit' });
    await page.getByLabel('Email', { exact: true }).fill(account.email, { timeout: 30_000 });
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    return { page, requests, opened };
  }

  it('times the landing page until its hero shows', async () => {
    const page = await openPage();
    await throttle(page);
    const requests = logRequests(page);
    const started = Date.now();
    await page.goto(url('/'), { waitUntil: 'commit' });
    const hero = page.getByRole('heading', { name: /Level up your code/, level: 1 });
    await hero.waitFor({ timeout: 30_000 });
    const elapsed = Date.now() - started;
    await expect.poll(() => hero.evaluate(isReactElement), { timeout: 30_000, interval: 50 }).toBe(true);
    const interactive = Date.now() - started;
    report('landing hero', elapsed, HERO_WITHIN_MS, requests.lines(started));
    console.info(
      `slow network: the landing page's links work (React has taken it over) after ${interactive} ms`,
    );
    // Everything the page loads: the toasts' chunk follows once the app runs.
    await page.getByRole('region', { name: /Notifications/ }).waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    reportScripts('the landing page', requests.scripts());
    await screenshot(page, 'slow-network-landing', { fullPage: false });
  });

  it("times a puzzle's editor from Sign In until it takes typing", async () => {
    const { page, requests, opened } = await openFilledLogin();
    // A person takes a few seconds to type; the page uses them to fetch the signed-in app's first chunks.
    await expect
      .poll(() => page.evaluate(prefetchedChunks, PREFETCHED), { timeout: 30_000, interval: 100 })
      .toEqual(PREFETCHED);
    console.info(
      [
        `slow network: login page ready and prefetched after ${Date.now() - opened} ms; requests:`,
        ...requests.lines(opened),
      ].join('\n'),
    );

    const started = Date.now();
    const milestones = await signInAndType(page);
    const elapsed = Date.now() - started;
    report('editor usable after Sign In', elapsed, EDITOR_WITHIN_MS, requests.lines(started));
    console.info(`slow network: after Sign In, ${milestones}`);
    reportScripts('the login page and the puzzle workspace', requests.scripts());
    await screenshot(page, 'slow-network-editor', { fullPage: false });
  });

  it('times the editor when Sign In is pressed as soon as the form shows (the prefetch unfinished)', async () => {
    const { page, requests, opened } = await openFilledLogin();
    console.info(`slow network: login form ready after ${Date.now() - opened} ms`);
    const started = Date.now();
    const milestones = await signInAndType(page);
    const elapsed = Date.now() - started;
    report('editor usable after an immediate Sign In', elapsed, EDITOR_WITHIN_MS, requests.lines(started));
    console.info(`slow network: after the immediate Sign In, ${milestones}`);
  });
});

/** Presses Sign In, opens the puzzle once the list shows, and types into its editor; says when each happened. */
async function signInAndType(page: Page): Promise<string> {
  const started = Date.now();
  await page.getByRole('button', { name: 'Sign In' }).click();
  const puzzle = listItem(page, SECOND_LARGEST.title);
  await puzzle.waitFor({ timeout: 30_000 });
  const listShown = Date.now() - started;
  await puzzle.click();
  const clicked = Date.now() - started;
  await editorContent(page).waitFor({ timeout: 30_000 });
  const editorShown = Date.now() - started;
  await page.locator('.cm-content[contenteditable="true"]').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText('// typed');
  await expect.poll(() => editorText(page), { timeout: 30_000, interval: 50 }).toContain('// typed');
  return `the list showed at ${listShown} ms, the puzzle was clicked at ${clicked} ms, its editor showed at ${editorShown} ms`;
}
