import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Download,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { SCREENSHOT_DIR } from './paths';
import './context';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export const baseUrl = (): string => inject('baseUrl');
export const url = (pathname: string): string => new URL(pathname, baseUrl()).toString();

/**
 * How long a page action or wait may take. Generous: two shards share two cores with their servers and
 * judges, and a slow machine runs them well over twice as slowly as a quiet one.
 */
const ACTION_TIMEOUT_MS = 20_000;

/**
 * Connects the file to the run's one Chromium for its tests; every `openPage` gets a fresh context (its own
 * localStorage), closed when its test ends: a page left open keeps polling and rendering, and a test that
 * timed out may leave work running in it (an axe scan) that would slow every test after it.
 */
export function useBrowser(): { openPage: (options?: BrowserContextOptions) => Promise<Page> } {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  const closeContexts = async () => {
    const open = contexts.splice(0);
    await Promise.all(open.map((context) => context.close().catch(() => undefined)));
  };

  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });

  afterEach(closeContexts);

  afterAll(async () => {
    await closeContexts();
    await browser?.close();
  });

  return {
    async openPage(options = {}) {
      if (!browser)
        throw new Error('useBrowser(): the browser is not connected yet (call openPage inside a test)');
      const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce', ...options });
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      contexts.push(context);
      return context.newPage();
    },
  };
}

/**
 * Whether the run keeps screenshots of what it sees (`E2E_SCREENSHOTS=1`), to look the screens over. Off
 * in `npm test`: a full-page screenshot costs the browser about a second of CPU, and the suite takes about a
 * hundred, on a machine the two shards already keep busy.
 */
const KEEP_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** A screenshot of the page into test-results/screenshots/, when the run keeps them. */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}.png`),
    fullPage: options.fullPage ?? true,
  });
}

/** The pathname the page is on now. */
export const pathname = (page: Page): string => new URL(page.url()).pathname;

export async function storedSession(page: Page): Promise<{ token: string | null; user: string | null }> {
  return page.evaluate(() => ({
    token: localStorage.getItem('codequest_token'),
    user: localStorage.getItem('codequest_user_data'),
  }));
}

/** A toast's text. Radix also repeats toasts in a live announcer; this looks in the visible toast list only. */
export const toastWith = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

/** Where the element is drawn, in the viewport's pixels; a failure if it is not drawn at all. */
export async function box(
  locator: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box (not visible)`);
  return found;
}

/**
 * What sticks out of the screen on the right: the outermost elements that end past the viewport's edge, each
 * named with its tag, class, span and text (the first five). Empty when the page does not scroll sideways.
 */
export async function sticksOut(page: Page): Promise<string[]> {
  const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  return scrolls ? outermostPast(page.locator('body'), 'viewport') : [];
}

/** What sticks out of `container` on the right (a dialog, a card), named as sticksOut names it. */
export function sticksOutOf(container: Locator): Promise<string[]> {
  return outermostPast(container, 'container');
}

/** The outermost elements inside `root` that end past the viewport's right edge, or past root's own. */
function outermostPast(root: Locator, edge: 'viewport' | 'container'): Promise<string[]> {
  return root.evaluate((element, edgeOf) => {
    const limit = edgeOf === 'viewport' ? window.innerWidth : element.getBoundingClientRect().right;
    const wide = [...element.querySelectorAll('*')].filter(
      (inside) => inside.getBoundingClientRect().right > limit + 0.5,
    );
    return wide
      .filter((inside) => !wide.includes(inside.parentElement as Element))
      .slice(0, 5)
      .map((inside) => {
        const { left, right } = inside.getBoundingClientRect();
        const text = (inside.textContent ?? '').trim().slice(0, 60);
        return `<${inside.tagName.toLowerCase()} class="${inside.getAttribute('class') ?? ''}"> from ${Math.round(left)} to ${Math.round(right)} px: "${text}"`;
      });
  }, edge);
}

/**
 * How far the page scrolls past the end of the app's content (0 when it does not): a visually hidden label
 * positioned outside its scrolling list, say, stretches the page with empty space.
 */
export async function scrollsPastContent(page: Page): Promise<number> {
  return page.evaluate(() => {
    const content = document.getElementById('root')?.getBoundingClientRect().height ?? 0;
    return Math.max(
      0,
      document.documentElement.scrollHeight - Math.max(Math.ceil(content), window.innerHeight),
    );
  });
}

/** A download's text (the browser runs elsewhere: the file is read through Playwright). */
export async function readDownload(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
