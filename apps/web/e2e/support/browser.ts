import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { SCREENSHOT_DIR } from './paths';
import './context';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export const baseUrl = (): string => inject('baseUrl');
export const url = (pathname: string): string => new URL(pathname, baseUrl()).toString();

/**
 * Connects the file to the run's one Chromium for its tests; every `openPage` gets a fresh context (its own
 * localStorage), closed after the file.
 */
export function useBrowser(): { openPage: (options?: BrowserContextOptions) => Promise<Page> } {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await browser?.close();
  });

  return {
    async openPage(options = {}) {
      if (!browser)
        throw new Error('useBrowser(): the browser is not connected yet (call openPage inside a test)');
      const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce', ...options });
      context.setDefaultTimeout(10_000);
      contexts.push(context);
      return context.newPage();
    },
  };
}

export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
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
 * What makes the page wider than its viewport: nothing when it fits, otherwise the outermost elements whose
 * right edge passes the viewport's (tag, classes and the start of their text), so a failure names the cause.
 */
export async function sticksOut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const wide = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5,
    );
    return wide
      .filter((element) => !wide.includes(element.parentElement as Element))
      .slice(0, 5)
      .map((element) => {
        const { left, right } = element.getBoundingClientRect();
        const text = (element.textContent ?? '').trim().slice(0, 60);
        return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> from ${Math.round(left)} to ${Math.round(right)} px: "${text}"`;
      });
  });
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
