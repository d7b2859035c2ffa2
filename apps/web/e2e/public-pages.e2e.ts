import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, pathname, screenshot, sticksOut, url, useBrowser } from './support/browser';

const LANDING_JS_BUDGET_BYTES = 150 * 1024;

describe('landing page', () => {
  const { openPage } = useBrowser();

  it('shows the top bar, hero, features, three tracks, closing call to action and footer', async () => {
    const page = await openPage();
    await page.goto(url('/'));

    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('link', { name: 'Login' }).getAttribute('href')).resolves.toBe('/login');
    await expect(topBar.getByRole('link', { name: 'Get Started' }).getAttribute('href')).resolves.toBe(
      '/signup',
    );

    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(
      'one quest at a time',
    );
    await expect(page.getByRole('link', { name: 'Start Your Quest' }).getAttribute('href')).resolves.toBe(
      '/signup',
    );
    await expect(page.getByRole('link', { name: 'View Demo' }).getAttribute('href')).resolves.toBe('/demo');
    for (const claim of ['150+', 'Languages: Java, Python, C', 'Real-time', 'Instant']) {
      expect(await page.getByText(claim, { exact: true }).count()).toBeGreaterThan(0);
    }

    await page.getByRole('heading', { name: 'Everything you need to level up' }).waitFor();
    await page.getByRole('heading', { name: 'Real-time Compiler' }).waitFor();
    await page.getByRole('heading', { name: 'Instant Feedback' }).waitFor();

    const tracks = page.locator('#tracks');
    for (const [track, topics] of Object.entries({
      Algorithms: [
        'Sorting & Searching',
        'Dynamic Programming',
        'Graph Algorithms',
        'Recursion & Backtracking',
      ],
      'Data Structures': [
        'Arrays & Linked Lists',
        'Trees & Binary Search',
        'Stacks & Queues',
        'Hash Tables & Graphs',
      ],
      'Logic Puzzles': ['Mathematical Logic', 'Pattern Recognition', 'Brain Teasers', 'Critical Thinking'],
    })) {
      await tracks.getByRole('heading', { name: track }).waitFor();
      for (const topic of topics) await tracks.getByText(topic, { exact: true }).waitFor();
    }
    expect(await tracks.getByText('50 Challenges').count()).toBe(3);

    await expect(page.getByRole('link', { name: 'Start Coding Now' }).getAttribute('href')).resolves.toBe(
      '/signup',
    );
    await expect(page.getByRole('contentinfo').textContent()).resolves.toContain('© 2025 CodeQuest');
    await screenshot(page, 'landing');
  });

  it('takes Get Started to /signup and View Demo to /demo', async () => {
    const page = await openPage();
    await page.goto(url('/'));
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
    expect(pathname(page)).toBe('/signup');

    await page.goto(url('/'));
    await page.getByRole('link', { name: 'View Demo' }).click();
    await page.getByText('Demo Mode').waitFor();
    expect(pathname(page)).toBe('/demo');
  });

  it('shows the landing page for unknown paths', async () => {
    const page = await openPage();
    await page.goto(url('/no/such/page'));
    await page.getByRole('link', { name: 'Start Your Quest' }).waitFor();
    expect(pathname(page)).toBe('/no/such/page');
  });

  it('sends signed-out visitors of signed-in pages to the landing page', async () => {
    const page = await openPage();
    for (const signedInPath of [
      '/dashboard',
      '/puzzles',
      '/leaderboard',
      '/progress',
      '/achievements',
      '/admin',
      '/admin-test',
    ]) {
      await page.goto(url(signedInPath));
      await page.getByRole('link', { name: 'Start Your Quest' }).waitFor();
      expect(pathname(page), signedInPath).toBe('/');
      expect(await page.getByText('Loading your profile').count()).toBe(0);
    }
  });

  it('looks right on a phone', async () => {
    const page = await openPage({ viewport: PHONE });
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'Start Your Quest' }).waitFor();
    expect(await sticksOut(page)).toEqual([]);
    await screenshot(page, 'landing-phone');
  });

  it('loads at most 150 KB of gzipped JavaScript', async () => {
    const page = await openPage();
    const bodies: Promise<[string, Buffer]>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === 'script' && response.ok()) {
        bodies.push(response.body().then((body) => [response.url(), body]));
      }
    };
    page.on('response', onResponse);
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    // No read may start after those awaited below: one still running when the page closes rejects unheard.
    page.off('response', onResponse);
    // A body is read after its response event: wait for every read, or a busy machine counts none.
    const scripts = new Map(await Promise.all(bodies));
    const gzipped = [...scripts.values()].reduce(
      (total, body) => total + gzipSync(body, { level: 9 }).length,
      0,
    );
    expect(scripts.size).toBeGreaterThan(0);
    expect(gzipped).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
    // The signed-in app and the other public pages are separate chunks that the landing page never loads.
    expect([...scripts.keys()].some((script) => /\/(root|demo|login|signup)-/.test(script))).toBe(false);
  });
});
