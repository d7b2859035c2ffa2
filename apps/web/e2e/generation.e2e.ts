import { type AdminPuzzle, GENERATION, type PuzzleSummary, type SubmitResult } from '@codequest/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAccount, api, logInViaApi, openSignedIn, signUpViaApi } from './support/api';
import { PHONE, screenshot, sticksOut, url, useBrowser } from './support/browser';
import {
  chooseLanguage,
  listItem,
  puzzlesViaApi,
  replaceCode,
  submitCode,
  visibleToastWith,
} from './support/puzzles';

/**
 * Puzzle generation in the browser, against the real server and judge: a learner's generator on the welcome
 * view with its progress, then solving one of the new puzzles; an admin's Auto-Update; and a generation the
 * network drops, which says Generation Failed.
 */

// Every new puzzle is proven in three languages first, on a machine that may be busy.
const GENERATING = { timeout: 240_000 } as const;

/** A choice in the generator's panel (the puzzle list's filters have a Difficulty of their own). */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page
    .getByRole('region', { name: 'AI Puzzle Generator' })
    .getByRole('combobox', { name: label })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('puzzle generation', () => {
  const { openPage } = useBrowser();
  let adminToken: string;

  beforeAll(async () => {
    const admin = adminAccount();
    adminToken = (await logInViaApi(admin.email, admin.password)).token;
  });

  it(
    'a learner generates three practice puzzles, watches them being proven, and solves one',
    GENERATING,
    async () => {
      const learner = await signUpViaApi();
      const page = await openPage();
      await openSignedIn(page, learner, '/puzzles');
      const panel = page.getByRole('region', { name: 'AI Puzzle Generator' });
      await panel.getByText(`up to ${GENERATION.learnerDailyQuota} a day`, { exact: false }).waitFor();
      await choose(page, 'Track', 'Algorithms');
      await choose(page, 'Difficulty', 'Easy');

      const answer = page.waitForResponse((response) => response.url().endsWith('/api/puzzles/generate'));
      await panel.getByRole('button', { name: `Generate ${GENERATION.manualCount}` }).click();
      // The progress while the judge proves them.
      const status = panel.getByRole('status');
      await status.getByText(/^Generating…/).waitFor();
      await status.getByText(`of ${GENERATION.manualCount} ready`, { exact: false }).waitFor();
      await screenshot(page, 'generator-progress');
      expect((await answer).headers()['content-type']).toContain('application/x-ndjson');

      await visibleToastWith(page, `${GENERATION.manualCount} new puzzles ready`).waitFor(GENERATING);
      const mine = (await puzzlesViaApi(learner.token)).filter((puzzle: PuzzleSummary) => puzzle.personal);
      expect(mine).toHaveLength(GENERATION.manualCount);
      // The first new puzzle opens; all three are in the sidebar, marked as practice puzzles.
      const [first] = mine.sort((a, b) => a.id - b.id);
      if (!first) throw new Error('no generated puzzle');
      await page.getByRole('heading', { level: 1 }).filter({ hasText: /\S/ }).waitFor();
      const opened = await page.getByRole('heading', { level: 1 }).textContent();
      expect(mine.map((puzzle) => puzzle.title)).toContain(opened);
      for (const puzzle of mine)
        expect(puzzle).toMatchObject({ difficulty: 'easy', points: 10, isUnlocked: true });

      // Another learner never sees them.
      const other = await signUpViaApi();
      const theirs = await puzzlesViaApi(other.token);
      expect(theirs.some((puzzle) => mine.some((own) => own.id === puzzle.id))).toBe(false);

      // Solve the open one with its reference solution: it pays an easy puzzle's points.
      const openedPuzzle = mine.find((puzzle) => puzzle.title === opened);
      if (!openedPuzzle) throw new Error('the opened puzzle is not one of the new ones');
      const detail = await api<AdminPuzzle>(adminToken, 'GET', `/api/admin/puzzles/${openedPuzzle.id}`);
      await chooseLanguage(page, 'python');
      await replaceCode(page, detail.solution.python ?? '');
      const verdict = (await (await submitCode(page)).json()) as SubmitResult;
      expect(verdict).toMatchObject({ success: true, verdict: 'ACCEPTED' });
      expect(verdict.xpGained).toBeGreaterThanOrEqual(10);
      await visibleToastWith(page, `Earned ${verdict.xpGained} XP`).waitFor({ timeout: 30_000 });

      // Back on the puzzle list, all three are there, marked as the learner's practice puzzles.
      await page.goto(url('/puzzles'));
      await screenshot(page, 'generator-practice-puzzles');
      for (const puzzle of mine)
        await expect(listItem(page, puzzle.title).textContent()).resolves.toContain('Practice');

      // On a phone, the generator and the new puzzles' titles (often long) fit the screen.
      const phone = await openPage({ viewport: PHONE });
      await openSignedIn(phone, learner, '/puzzles');
      const phonePanel = phone.getByRole('region', { name: 'AI Puzzle Generator' });
      await phonePanel.getByRole('button', { name: `Generate ${GENERATION.manualCount}` }).waitFor();
      await listItem(phone, first.title).waitFor();
      expect(await sticksOut(phone)).toEqual([]);
      await screenshot(phone, 'generator-phone');
    },
  );

  it('a generation the network drops says Generation Failed, and the panel can try again', async () => {
    const learner = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, learner, '/puzzles');
    await page.route('**/api/puzzles/generate', (route) => route.abort('connectionreset'));
    const panel = page.getByRole('region', { name: 'AI Puzzle Generator' });
    await panel.getByRole('button', { name: `Generate ${GENERATION.manualCount}` }).click();
    await visibleToastWith(page, 'Generation Failed').waitFor();
    await visibleToastWith(page, 'Failed to generate new puzzles. Please try again.').waitFor();
    await panel.getByRole('button', { name: `Generate ${GENERATION.manualCount}` }).waitFor();
    expect(await panel.getByRole('button', { name: `Generate ${GENERATION.manualCount}` }).isEnabled()).toBe(
      true,
    );
    expect((await puzzlesViaApi(learner.token)).some((puzzle) => puzzle.personal)).toBe(false);
  });

  it("an admin's Auto-Update adds proven puzzles to every track of the catalogue", GENERATING, async () => {
    const page = await openPage();
    const admin = await logInViaApi(adminAccount().email, adminAccount().password);
    await openSignedIn(page, admin, '/admin');
    await page.getByRole('tab', { name: 'Puzzles' }).click();
    const before = await api<Array<{ id: number; source: string }>>(adminToken, 'GET', '/api/admin/puzzles');
    await page.getByRole('button', { name: 'Auto-Update' }).click();
    await page.getByRole('button', { name: 'Updating…' }).waitFor();
    await visibleToastWith(page, `${3 * GENERATION.autoUpdatePerTrack} new puzzles generated`).waitFor(
      GENERATING,
    );
    const after = await api<Array<{ id: number; source: string; categoryId: number }>>(
      adminToken,
      'GET',
      '/api/admin/puzzles',
    );
    const added = after.filter((puzzle) => !before.some((old) => old.id === puzzle.id));
    expect(added).toHaveLength(3 * GENERATION.autoUpdatePerTrack);
    expect(new Set(added.map((puzzle) => puzzle.categoryId)).size).toBe(3);
    expect(added.every((puzzle) => puzzle.source === 'generated')).toBe(true);
    // Learners see them at once.
    const learner = await signUpViaApi();
    const seen = await puzzlesViaApi(learner.token);
    expect(added.every((puzzle) => seen.some((entry) => entry.id === puzzle.id && !entry.personal))).toBe(
      true,
    );
  });
});
