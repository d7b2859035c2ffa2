import type { PuzzleSummary } from '@codequest/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSignedIn, signUpViaApi } from './support/api';
import { seriousViolations } from './support/axe';
import { PHONE, screenshot, sticksOut, useBrowser } from './support/browser';
import { listTitles, puzzleList, puzzlesViaApi, SECOND_LARGEST, solveEasyPuzzles } from './support/puzzles';

/** Finding puzzles in the sidebar: the search, the filters, their place in the address, the empty state. */

const searchBox = (page: Page) => puzzleList(page).getByRole('searchbox', { name: 'Search puzzles' });
const count = (page: Page) => puzzleList(page).getByTestId('puzzle-count');

async function choose(page: Page, filter: string, option: string): Promise<void> {
  await puzzleList(page).getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('finding puzzles', () => {
  const { openPage } = useBrowser();

  it('searches without regard to case or accents, filters by status, and keeps both over a reload', async () => {
    const account = await signUpViaApi();
    const [solved] = await solveEasyPuzzles(account.token, 1, [SECOND_LARGEST.title]);
    if (!solved) throw new Error('No puzzle was solved');
    const all: PuzzleSummary[] = await puzzlesViaApi(account.token);
    const page = await openPage();
    await openSignedIn(page, account, '/puzzles');
    await count(page)
      .filter({ hasText: `${all.length} puzzles` })
      .waitFor();

    // "SÉCOND LARG" finds "Second Largest": case and accents do not matter, nor a word's end.
    await searchBox(page).fill('SÉCOND LARG');
    await count(page)
      .filter({ hasText: `of ${all.length} puzzles` })
      .waitFor();
    const found = await listTitles(page);
    expect(found).toContain(SECOND_LARGEST.title);
    expect(found.every((title) => title.toLowerCase().includes('second larg'))).toBe(true);
    expect(await count(page).textContent()).toBe(`${found.length} of ${all.length} puzzles`);
    expect(await count(page).getAttribute('role')).toBe('status');
    expect(new URL(page.url()).searchParams.get('q')).toBe('SÉCOND LARG');

    // The track's name finds its puzzles too.
    await searchBox(page).fill('data structures');
    await count(page)
      .filter({ hasText: `of ${all.length}` })
      .waitFor();
    const tracks = await listTitles(page);
    expect(tracks.length).toBeGreaterThan(0);
    expect(tracks).not.toContain(SECOND_LARGEST.title);

    // Status: Solved lists what the learner solved, alone; the address keeps it and the search.
    await searchBox(page).fill('');
    await choose(page, 'Status', 'Solved');
    await count(page)
      .filter({ hasText: `1 of ${all.length} puzzles` })
      .waitFor();
    expect(await listTitles(page)).toEqual([solved.title]);
    await choose(page, 'Difficulty', 'Easy');
    await page.waitForURL(/difficulty=easy/);
    expect(new URL(page.url()).searchParams.get('status')).toBe('solved');
    await screenshot(page, 'puzzles-filtered-solved', { fullPage: false });

    await page.reload();
    await count(page)
      .filter({ hasText: `1 of ${all.length} puzzles` })
      .waitFor();
    expect(await listTitles(page)).toEqual([solved.title]);
    await puzzleList(page).getByRole('combobox', { name: 'Status' }).filter({ hasText: 'Solved' }).waitFor();
    await puzzleList(page)
      .getByRole('combobox', { name: 'Difficulty' })
      .filter({ hasText: 'Easy' })
      .waitFor();

    // Unsolved leaves the solved one out.
    await choose(page, 'Status', 'Unsolved');
    await count(page)
      .filter({ hasText: `of ${all.length}` })
      .waitFor();
    const unsolved = await listTitles(page);
    expect(unsolved).not.toContain(solved.title);
    expect(unsolved).toContain(SECOND_LARGEST.title);
  });

  it('says when nothing matches and clears every filter at once', async () => {
    const account = await signUpViaApi();
    const total = (await puzzlesViaApi(account.token)).length;
    const page = await openPage();
    await openSignedIn(page, account, '/puzzles?q=zzqx-no-such-puzzle&status=attempted');
    await puzzleList(page).getByText('No puzzle matches your search and filters.').waitFor();
    expect(await count(page).textContent()).toBe(`0 of ${total} puzzles`);
    expect(await searchBox(page).inputValue()).toBe('zzqx-no-such-puzzle');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'puzzles-no-match', { fullPage: false });

    await puzzleList(page).getByRole('button', { name: 'Clear filters' }).click();
    await count(page)
      .filter({ hasText: `${total} puzzles` })
      .waitFor();
    expect(await count(page).textContent()).toBe(`${total} puzzles`);
    expect(await searchBox(page).inputValue()).toBe('');
    expect(new URL(page.url()).search).toBe('');
    expect((await listTitles(page)).length).toBe(total);
  });

  it('works on a 390 px phone: the search finds the puzzle and nothing sticks out', async () => {
    const account = await signUpViaApi();
    const page = await openPage({ viewport: PHONE });
    await openSignedIn(page, account, '/puzzles');
    await searchBox(page).waitFor();
    await searchBox(page).fill('second largest');
    await count(page).filter({ hasText: ' of ' }).waitFor();
    expect(await listTitles(page)).toContain(SECOND_LARGEST.title);
    expect(await sticksOut(page)).toEqual([]);
    await screenshot(page, 'puzzles-phone-search', { fullPage: false });
    await choose(page, 'Category', 'Algorithms');
    await page.waitForURL(/category=algorithms/);
    expect(await sticksOut(page)).toEqual([]);
  });
});
