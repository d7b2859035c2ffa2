import {
  type AuthResponse,
  type HintResponse,
  LANGUAGE_TABLE,
  LANGUAGES,
  type Puzzle,
  type SubmitResult,
} from '@codequest/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSignedIn, signUpViaApi } from './support/api';
import { pathname, screenshot, toastWith, url, useBrowser } from './support/browser';
import {
  chooseLanguage,
  closeAchievementDialogs,
  editorContent,
  editorText,
  listItem,
  listTitles,
  openPuzzle,
  puzzleByTitle,
  puzzlesViaApi,
  replaceCode,
  SECOND_LARGEST,
  solveEasyPuzzles,
  submitCode,
} from './support/puzzles';

/** Around the editor: hints, the solution, paste and copy, drafts, locked puzzles, the list (phone: phone.e2e.ts). */
describe('puzzle workspace', () => {
  const { openPage } = useBrowser();
  const title = SECOND_LARGEST.title;

  async function openKnownPuzzle(page: Page, account: AuthResponse) {
    await openSignedIn(page, account, '/puzzles');
    await openPuzzle(page, title);
  }

  it('hints: each shows its -10 XP cost before it is revealed, one by one; the server keeps them', async () => {
    const account = await signUpViaApi();
    const puzzle = await puzzleByTitle(account.token, title);
    expect(puzzle.hints).toEqual([]);
    expect(puzzle.hintCount).toBeGreaterThan(0);
    const page = await openPage();
    // What the browser is sent before any hint is revealed: the list and the open puzzle.
    const received: string[] = [];
    page.on('response', (response) => {
      if (/\/api\/puzzles(\/\d+)?$/.test(response.url()))
        void response.text().then(
          (text) => received.push(text),
          () => undefined,
        );
    });
    await openKnownPuzzle(page, account);

    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Hints' });
    await dialog.waitFor();
    // Polls go on while hints are revealed (and then carry them): judge what came before the first one.
    const beforeRevealing = received.join('\n');
    const revealed: string[] = [];
    for (let n = 1; n <= puzzle.hintCount; n++) {
      await dialog.getByText(`Hint ${n} of ${puzzle.hintCount}`).waitFor();
      const reveal = dialog.getByRole('button', { name: new RegExp(`^Reveal Hint ${n}\\s*-10 XP$`) });
      await reveal.waitFor();
      if (n === 1) await screenshot(page, 'hint-dialog-cost', { fullPage: false });
      const [response] = await Promise.all([
        page.waitForResponse((candidate) => candidate.url().endsWith(`/api/puzzles/${puzzle.id}/hints/${n}`)),
        reveal.click(),
      ]);
      const { hint } = (await response.json()) as HintResponse;
      revealed.push(hint);
      await dialog.getByText(hint, { exact: true }).waitFor();
      await dialog.getByText(`Solving this puzzle now earns ${puzzle.points - 10 * n} XP.`).waitFor();
    }
    await dialog.getByText('That was the last hint for this puzzle.').waitFor();
    await screenshot(page, 'hint-dialog', { fullPage: false });
    // The header's reward follows the hints, with why it is less than the puzzle's points.
    const reward = page.getByTestId('puzzle-reward');
    await reward.getByText(`${puzzle.points - 10 * puzzle.hintCount} XP`).waitFor();
    await page.getByText(`after ${puzzle.hintCount} hints`, { exact: true }).waitFor();
    // None of them had reached the browser before it was revealed.
    expect(beforeRevealing).toContain(`"hintCount":${puzzle.hintCount}`);
    for (const hint of revealed) expect(beforeRevealing).not.toContain(JSON.stringify(hint).slice(1, -1));
    await page.keyboard.press('Escape');

    // After a reload the server sends the revealed hints with the puzzle: the dialog shows them all.
    await page.reload();
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    const list = dialog.getByRole('list', { name: 'Revealed hints' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(puzzle.hintCount);
    for (const hint of revealed) await list.getByText(hint, { exact: true }).waitFor();
  });

  it('says "No hints available for this puzzle" when a puzzle has none', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    // Every puzzle of the catalogue has hints: this one is served without them.
    await page.route('**/api/puzzles/*', async (route) => {
      const response = await route.fetch();
      const puzzle = (await response.json()) as Puzzle;
      await route.fulfill({
        response,
        json: puzzle.title === title ? { ...puzzle, hintCount: 0, hints: [] } : puzzle,
      });
    });
    await openKnownPuzzle(page, account);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Hints' })
      .getByText('No hints available for this puzzle')
      .waitFor();
  });

  it('Show Solution warns that a solve afterwards counts for nothing, then shows every language', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openKnownPuzzle(page, account);
    const solutionCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/solution')) solutionCalls.push(request.url());
    });

    await page.getByRole('button', { name: 'Show Solution' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Show the solution?' });
    await warning.getByText('marks it completed but earns no XP, no achievements').waitFor();
    await screenshot(page, 'solution-warning', { fullPage: false });
    await warning.getByRole('button', { name: 'Cancel' }).click();
    expect(solutionCalls).toEqual([]);
    expect(await page.getByRole('tab', { name: 'Solution', exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Show Solution' }).click();
    await warning.getByRole('button', { name: 'Show Solution' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Solution', exact: true });
    for (const language of LANGUAGES) {
      const block = panel.getByRole('region', { name: `${LANGUAGE_TABLE[language].name} solution` });
      expect((await block.locator('pre').textContent())?.trim()).toBe(
        SECOND_LARGEST.solution[language].trim(),
      );
    }
    expect(solutionCalls).toHaveLength(1);
    // The editor's language first (Java, the default), then the others in the language table's order.
    expect(await panel.getByRole('region').first().getAttribute('aria-label')).toBe('Java solution');
    await chooseLanguage(page, 'python');
    expect(await panel.getByRole('region').first().getAttribute('aria-label')).toBe('Python solution');
    await chooseLanguage(page, 'java');
    await screenshot(page, 'solution-shown', { fullPage: false });
    await page.getByTestId('puzzle-reward').getByText('0 XP').waitFor();
    await page.getByText('solution seen: solving it now earns no XP', { exact: true }).waitFor();

    // The toggle hides it again; the reward is now 0.
    await page.getByRole('button', { name: 'Hide Solution' }).click();
    await page.getByRole('tab', { name: 'Solution', exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await page.getByRole('button', { name: /^Reveal Hint 1/ }).click();
    await page.getByText('Solving this puzzle now earns 0 XP.').waitFor();
    await page.keyboard.press('Escape');

    // Solved afterwards, it earns nothing, and says why.
    await replaceCode(page, SECOND_LARGEST.solution.java);
    const accepted = (await (await submitCode(page)).json()) as SubmitResult;
    expect(accepted.xpGained).toBe(0);
    await toastWith(page, 'Earned 0 XP: the solution was seen before solving').waitFor();
    await closeAchievementDialogs(page);
  });

  it('says "Solution not available" for a language without a solution', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await page.route('**/api/puzzles/*/solution', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { solution: Record<string, string | null>; reward: number };
      await route.fulfill({ response, json: { ...body, solution: { ...body.solution, python: null } } });
    });
    await openKnownPuzzle(page, account);
    await page.getByRole('button', { name: 'Show Solution' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Show Solution' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Solution', exact: true });
    await panel
      .getByRole('region', { name: 'Python solution' })
      .getByText('Solution not available')
      .waitFor();
    await panel.getByRole('region', { name: 'Java solution' }).locator('pre').waitFor();
  });

  it('blocks paste and copy in the editor, with the spec’s toasts', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openKnownPuzzle(page, account);
    const before = await editorText(page);

    await page.evaluate(() => navigator.clipboard.writeText('PASTED_FROM_CLIPBOARD'));
    await editorContent(page).click();
    await page.keyboard.press('ControlOrMeta+V');
    await toastWith(page, 'Paste Disabled').waitFor();
    expect(await editorText(page)).toBe(before);

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+C');
    await toastWith(page, 'Copy Disabled').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('PASTED_FROM_CLIPBOARD');

    await page.keyboard.press('ControlOrMeta+X');
    await toastWith(page, 'Copy Disabled').waitFor();
    expect(await editorText(page)).toBe(before);
    await screenshot(page, 'paste-disabled', { fullPage: false });
  });

  it('saves drafts as the learner types and restores them after a reload, per language; Reset', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openKnownPuzzle(page, account);
    const draftState = page.getByTestId('draft-state');

    // Typed at the top of the Java starter code.
    await editorContent(page).click();
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.type('// my java draft 42');
    await page.keyboard.press('Enter');
    await draftState.filter({ hasText: 'Draft saved' }).waitFor();

    await chooseLanguage(page, 'python');
    expect(await editorText(page)).not.toContain('my java draft');
    await editorContent(page).click();
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.type('# my python draft 7');
    await page.keyboard.press('Enter');
    await draftState.filter({ hasText: 'Draft saved' }).waitFor();

    await page.reload();
    await editorContent(page).waitFor();
    expect(pathname(page)).toBe('/puzzles');
    // Back to the language last used on the puzzle (Python), with its draft; Java's is kept too.
    await page.locator('.cm-content[aria-label="Code editor, Python"]').waitFor();
    expect((await editorText(page)).startsWith('# my python draft 7\n')).toBe(true);
    await chooseLanguage(page, 'java');
    expect((await editorText(page)).startsWith('// my java draft 42\n')).toBe(true);
    await chooseLanguage(page, 'python');
    expect((await editorText(page)).startsWith('# my python draft 7\n')).toBe(true);

    // Reset asks first, then loads the starter code again (and saves it).
    await page.getByRole('button', { name: 'Reset to starter code' }).click();
    await page
      .getByRole('alertdialog', { name: 'Reset to the starter code?' })
      .getByRole('button', { name: 'Reset Code' })
      .click();
    await page.waitForFunction(
      () => !document.querySelector('.cm-content')?.textContent?.includes('my python draft'),
    );
    expect((await editorText(page)).trim()).toBe(SECOND_LARGEST.starter.python.trim());
    await draftState.filter({ hasText: 'Draft saved' }).waitFor();
    await page.reload();
    await chooseLanguage(page, 'python');
    expect(await editorText(page)).not.toContain('my python draft');
  });

  it('the timer starts over when the language or the puzzle changes', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openKnownPuzzle(page, account);
    const seconds = () => page.getByRole('timer').getAttribute('data-seconds').then(Number);
    const waitForSeconds = (least: number) =>
      page.waitForFunction(
        (n) => Number(document.querySelector('[role="timer"]')?.getAttribute('data-seconds')) >= n,
        least,
      );
    /**
     * After `change`, a timer that started over shows at most the seconds the change took (+1 for rounding);
     * one that went on shows at least the 4 it had before plus those: true however slow the machine is.
     */
    async function expectStartsOver(change: () => Promise<void>) {
      await waitForSeconds(4);
      const started = Date.now();
      await change();
      const took = Math.floor((Date.now() - started) / 1000);
      expect(await seconds()).toBeLessThanOrEqual(took + 1);
    }

    await expectStartsOver(() => chooseLanguage(page, 'c'));
    expect(await editorText(page)).toContain('#include');

    await expectStartsOver(async () => {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.locator('h1', { hasNotText: title }).waitFor();
    });
  });

  it('Next opens the next puzzle of the filtered list; Close returns to the welcome view', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/puzzles');

    // One category, sorted by progress: the list and its order are what Next follows.
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Algorithms' }).click();
    await page.waitForURL(/category=algorithms/);
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Progress' }).click();
    const titles = await listTitles(page);
    const index = titles.indexOf(title);
    expect(index).toBeGreaterThanOrEqual(0);
    await screenshot(page, 'puzzles-filtered', { fullPage: false });

    await openPuzzle(page, title);
    const next = titles[index + 1];
    if (!next) throw new Error('Second Largest is last in the list: no Next to test');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { name: next, level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get('category')).toBe('algorithms');

    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('heading', { name: 'Puzzles', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Tracks' }).waitFor();
    expect(page.url()).toBe(url('/puzzles'));
    await page.getByRole('combobox', { name: 'Category' }).filter({ hasText: 'All Categories' }).waitFor();
  });

  it('a locked puzzle cannot be opened for solving: it says what unlocks it, and opens once that is done', async () => {
    const account = await signUpViaApi();
    const puzzles = await puzzlesViaApi(account.token);
    const locked = puzzles.find((puzzle) => puzzle.difficulty === 'medium' && !puzzle.isUnlocked);
    if (!locked) throw new Error('The catalogue has no locked medium puzzle');
    const page = await openPage();
    await openSignedIn(page, account, '/puzzles');

    const item = listItem(page, locked.title);
    await expect(item.getAttribute('data-status')).resolves.toBe('locked');
    await item.click();
    await page.getByRole('heading', { name: locked.title, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'This puzzle is locked' }).waitFor();
    await page.getByText('Solve 3 easy puzzles in Algorithms to unlock medium puzzles.').waitFor();
    await page.getByText('0 of 3', { exact: true }).waitFor();
    expect(await editorContent(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Run Code' }).count()).toBe(0);
    await screenshot(page, 'puzzle-locked', { fullPage: false });

    // Three easy solves later (through the API) the list, which polls every 3 s, shows it open.
    await solveEasyPuzzles(account.token, 3);
    await page
      .getByRole('heading', { name: 'This puzzle is locked' })
      .waitFor({ state: 'detached', timeout: 15_000 });
    await editorContent(page).waitFor();
  });
});
