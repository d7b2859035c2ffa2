import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpViaApi } from './support/api';
import { url, useBrowser } from './support/browser';

/**
 * index.html carries the landing page, rendered by the app at build time, so a slow network shows it before
 * any script has arrived; an inline script (allowed by its hash in the CSP) shows it only where the app will
 * show it: at / without a session. Everywhere else the loading screen shows until the app has loaded.
 */

const hero = (page: Page) => page.getByRole('heading', { name: /Level up your code/, level: 1 });
const loadingScreen = (page: Page) => page.getByText('Loading CodeQuest…');

/** The app's own scripts never arrive: what shows is index.html alone. */
async function withoutScripts(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
}

/** Console errors and uncaught exceptions, such as a refused inline script or a hydration mismatch. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Runs in the page: whether React renders `element` (it marks the DOM nodes it owns). */
function isReactElement(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/**
 * Runs in the page: #root's elements after the loading screen as plain data (tag, attributes, text), so
 * markup that the browser parsed and markup that React built compare equal when they are the same page
 * (a parsed `style="a:b"` and a set `style.a = b` serialize differently).
 */
function landingTree(html: string | null): unknown[] {
  const container = document.createElement('div');
  if (html === null) {
    for (const child of document.getElementById('root')?.children ?? []) {
      // The toasts' region joins once the app runs: it is not part of the page.
      const toasts = child.matches('[role="region"]') || child.querySelector('[role="region"]') !== null;
      if (!child.classList.contains('boot') && !toasts) {
        container.append(child.cloneNode(true));
      }
    }
  } else {
    container.innerHTML = html;
  }
  const describe = (node: Node): unknown => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (!(node instanceof Element)) return null;
    const attributes = [...node.attributes]
      .map((attribute) =>
        attribute.name === 'style'
          ? `style=${(node as HTMLElement).style.cssText}`
          : `${attribute.name}=${attribute.value}`,
      )
      .sort();
    const children = [...node.childNodes].map(describe).filter((child) => child !== null && child !== '');
    return [node.tagName, attributes, children];
  };
  return [...container.childNodes].map(describe).filter((child) => child !== null && child !== '');
}

describe('index.html before the app has loaded', () => {
  const { openPage } = useBrowser();

  it('shows the landing page at / without a session, with the inline script allowed by the CSP', async () => {
    const page = await openPage();
    const errors = collectErrors(page);
    await withoutScripts(page);
    await page.goto(url('/'));
    await hero(page).waitFor();
    await page.getByRole('link', { name: 'Start Your Quest' }).waitFor();
    await page.getByRole('heading', { name: 'Everything you need to level up' }).waitFor();
    expect(await loadingScreen(page).isVisible()).toBe(false);
    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
  });

  it('shows the loading screen on the other pages and at / with a session', async () => {
    const page = await openPage();
    await withoutScripts(page);
    for (const pathname of ['/login', '/signup', '/reset-password', '/demo', '/puzzles', '/no/such/page']) {
      await page.goto(url(pathname));
      await loadingScreen(page).waitFor();
      expect(await hero(page).isVisible(), pathname).toBe(false);
    }

    const account = await signUpViaApi();
    await page.evaluate((token) => localStorage.setItem('codequest_token', token), account.token);
    await page.goto(url('/'));
    await loadingScreen(page).waitFor();
    expect(await hero(page).isVisible()).toBe(false);
  });
});

describe("index.html's preloads", () => {
  const { openPage } = useBrowser();

  /** Runs in the page: the chunk names index.html's inline script asked for (modulepreload links it added). */
  function preloadedChunks(): string[] {
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => /\/assets\/([a-z-]+?)-[\w-]{8}\.js$/.exec(link.getAttribute('href') ?? '')?.[1] ?? '',
    );
  }

  it("asks at once for the chunks of the screen a path leads to, and for no other screen's", async () => {
    const page = await openPage();
    await withoutScripts(page);
    await page.goto(url('/login'));
    expect(await page.evaluate(preloadedChunks)).toContain('login');
    expect(await page.evaluate(preloadedChunks)).not.toContain('root');
    await page.goto(url('/'));
    expect(await page.evaluate(preloadedChunks)).not.toContain('login');

    const account = await signUpViaApi();
    await page.evaluate((token) => localStorage.setItem('codequest_token', token), account.token);
    await page.goto(url('/leaderboard'));
    expect(await page.evaluate(preloadedChunks)).toContain('root');
    expect(await page.evaluate(preloadedChunks)).not.toContain('puzzles');
    for (const pathname of ['/', '/puzzles', '/login']) {
      await page.goto(url(pathname));
      const chunks = await page.evaluate(preloadedChunks);
      expect(chunks, pathname).toEqual(expect.arrayContaining(['root', 'puzzles']));
      // No chunk is asked for twice (two chunks may share a name: the bundler names a shared one after a module).
      const hrefs = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
      );
      expect(new Set(hrefs).size, pathname).toBe(hrefs.length);
    }
    await page.goto(url('/demo'));
    expect(await page.evaluate(preloadedChunks)).toEqual(expect.arrayContaining(['demo']));
    expect(await page.evaluate(preloadedChunks)).not.toContain('root');
  });
});

describe('the prerendered landing page', () => {
  const { openPage } = useBrowser();

  it('is taken over by the app as it is: the same elements, no errors', async () => {
    const page = await openPage();
    const errors = collectErrors(page);
    // Hold the app's entry script until the prerendered heading has been marked.
    let releaseEntry: () => void = () => undefined;
    const entryHeld = new Promise<void>((resolve) => {
      releaseEntry = resolve;
    });
    await page.route('**/assets/index-*.js', async (route) => {
      await entryHeld;
      await route.continue();
    });
    await page.goto(url('/'), { waitUntil: 'commit' });
    await hero(page).waitFor();
    await hero(page).evaluate((element) => {
      Object.assign(element, { prerendered: true });
    });
    releaseEntry();

    await expect.poll(() => hero(page).evaluate(isReactElement), { timeout: 10_000 }).toBe(true);
    expect(await hero(page).evaluate((element) => 'prerendered' in element)).toBe(true);
    expect(await page.locator('#root > .boot').count()).toBe(0);
    await page.getByRole('region', { name: /Notifications/ }).waitFor({ state: 'attached' });
    expect(errors).toEqual([]);
  });

  it('is what the app renders at / when it draws the page itself', async () => {
    const page = await openPage();
    const html = await (await fetch(url('/'))).text();
    const prerendered = /<div class="boot"[\s\S]*?<\/noscript>\s*<\/div>([\s\S]*)<\/div>\s*<\/body>/.exec(
      html,
    )?.[1];
    expect(prerendered).toBeDefined();

    // From /login the app renders / itself, in the browser, with nothing prerendered to take over.
    await page.goto(url('/login'));
    await page.getByLabel('Email', { exact: true }).waitFor();
    await page.evaluate(() => {
      history.pushState(null, '', '/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await hero(page).waitFor();
    const rendered = await page.evaluate(landingTree, null);
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered).toEqual(await page.evaluate(landingTree, prerendered ?? ''));
  });
});
