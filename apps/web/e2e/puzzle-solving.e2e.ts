import type { ExecutionResult, Language, SubmitResult, User } from '@codequest/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fetchProfile, openSignedIn, signUpViaApi } from './support/api';
import { screenshot, toastWith, url, useBrowser } from './support/browser';
import {
  chooseLanguage,
  closeAchievementDialogs,
  editorText,
  listItem,
  openPuzzle,
  outputTab,
  puzzleByTitle,
  replaceCode,
  runButton,
  runCode,
  SECOND_LARGEST,
  submitButton,
  submitCode,
  visibleToastWith,
  WRONG_SECOND_LARGEST,
} from './support/puzzles';

/** The accept's toast: what it earned, and why nothing when a puzzle solved before (in another language) earns nothing. */
const earned = (accepted: SubmitResult) =>
  accepted.xpGained === 0
    ? 'Earned 0 XP: you had solved this puzzle already'
    : `Earned ${accepted.xpGained} XP`;

/**
 * A learner solves a real puzzle of the catalogue (Second Largest) in the browser, against the real judge:
 * a wrong solution then the right one in each language, the per-test output, the submit and what it earns.
 * Java compiles slowly on a busy machine, hence the long timeouts.
 */
describe('solving a puzzle', () => {
  const { openPage } = useBrowser();
  let learner: Awaited<ReturnType<typeof signUpViaApi>>;
  const title = SECOND_LARGEST.title;

  beforeAll(async () => {
    learner = await signUpViaApi();
  });

  async function openKnownPuzzle(viewport?: { width: number; height: number }): Promise<Page> {
    const page = await openPage(viewport ? { viewport } : {});
    await openSignedIn(page, learner, '/puzzles');
    await openPuzzle(page, title);
    return page;
  }

  async function wrongThenRight(page: Page, language: Language) {
    await replaceCode(page, WRONG_SECOND_LARGEST[language]);
    const wrong = (await (await runCode(page)).json()) as ExecutionResult;
    expect(wrong.error).toBeNull();
    expect(wrong.passedCount).toBeLessThan(wrong.totalCount);
    // The toast names what went wrong: never "Code Executed Successfully!" over a failed test.
    expect(wrong.verdict).toBe('WRONG_ANSWER');
    await toastWith(page, 'Wrong Answer').waitFor();
    await toastWith(page, `Passed ${wrong.passedCount}/${wrong.totalCount} visible test cases`).waitFor();
    expect(await toastWith(page, 'Code Executed Successfully!').count()).toBe(0);
    const output = outputTab(page);
    const firstTest = output.getByRole('article', { name: 'Test 1' });
    await firstTest.getByText('Wrong Answer').waitFor();
    const visible = wrong.results[0];
    if (!visible || visible.hidden) throw new Error('The first visible test is missing');
    expect(await firstTest.locator('dd pre').allTextContents()).toEqual([
      visible.input,
      visible.expected,
      visible.output,
    ]);

    await replaceCode(page, SECOND_LARGEST.solution[language]);
    const right = (await (await runCode(page)).json()) as ExecutionResult;
    expect(right.passedCount).toBe(right.totalCount);
    await toastWith(page, 'Code Executed Successfully!').waitFor();
    await toastWith(page, `Passed ${right.totalCount}/${right.totalCount} visible test cases`).waitFor();
    expect(await output.getByRole('article', { name: /^Test \d+$/ }).count()).toBe(right.totalCount);
    expect(await output.locator('article[data-passed="true"]').count()).toBe(right.totalCount);
    // The static "Memory 12.3 MB / Runtime 2ms" of the spec shows the last run's real figures.
    await page.getByText(`${right.runtime} ms`, { exact: true }).first().waitFor();
  }

  it('shows the problem: bold and code statement parts, examples, constraints, difficulty, points, stars, Java starter', async () => {
    const page = await openKnownPuzzle();
    const puzzle = await puzzleByTitle(learner.token, title);
    const problem = page.getByRole('tabpanel', { name: 'Problem' });
    await problem.locator('strong', { hasText: 'second largest distinct' }).waitFor();
    await problem.locator('strong', { hasText: /^Input$/ }).waitFor();
    // Nothing but **x** and `x` is markup: the rest of the statement's text is shown as written.
    expect(await problem.locator('code').allTextContents()).toEqual(['NONE']);
    expect(await problem.locator('em, a, script').count()).toBe(0);
    await problem.getByRole('heading', { name: 'Examples' }).waitFor();
    for (const [index, example] of puzzle.examples.entries()) {
      const card = problem.getByRole('article', { name: `Example ${index + 1}` });
      expect(await card.locator('pre').allTextContents()).toEqual([example.input, example.output]);
      await card.getByText(example.explanation).waitFor();
    }
    for (const line of puzzle.constraints.split('\n').filter(Boolean)) {
      await problem.getByText(line, { exact: true }).waitFor();
    }
    await page.getByText('Easy', { exact: true }).first().waitFor();
    await page.getByText(`${puzzle.points} XP`, { exact: true }).first().waitFor();
    await page.getByRole('img', { name: `${puzzle.stars} of 3 stars` }).waitFor();

    // Java by default, with the starter code; the timer counts up.
    await page.getByRole('combobox', { name: 'Language' }).filter({ hasText: 'Java' }).waitFor();
    expect(await editorText(page)).toContain('public class Main');
    await page.waitForFunction(
      () => Number(document.querySelector('[role="timer"]')?.getAttribute('data-seconds')) >= 2,
    );
    await screenshot(page, 'workspace-desktop', { fullPage: false });
  });

  it('asks for code before running or submitting (No Code Entered)', async () => {
    const page = await openKnownPuzzle();
    await replaceCode(page, '   \n  ');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/code/')) calls.push(request.url());
    });
    await runButton(page).click();
    await toastWith(page, 'No Code Entered').waitFor();
    await toastWith(page, 'Please write some code before running').waitFor();
    await submitButton(page).click();
    await toastWith(page, 'Please write some code before submitting').waitFor();
    expect(calls).toEqual([]);
  });

  it("says Connection Error when running or submitting fails, and shows a busy judge's own message", async () => {
    const page = await openKnownPuzzle();
    await page.route('**/api/code/run', (route) => route.abort());
    let submits = 0;
    await page.route('**/api/code/submit', (route) => {
      submits += 1;
      // First no answer at all, then the server's own refusal while its judge is busy.
      if (submits === 1) return route.abort();
      return route.fulfill({
        status: 503,
        headers: { 'retry-after': '5' },
        json: { message: 'The judge is busy: try again shortly', code: 'UNAVAILABLE' },
      });
    });
    // Some code (an earlier test left a blank Java draft for this learner).
    await replaceCode(page, WRONG_SECOND_LARGEST.java);
    await runButton(page).click();
    await toastWith(page, 'Connection Error').waitFor();
    await toastWith(page, 'Failed to execute code. Please try again.').waitFor();
    await page.getByRole('button', { name: 'Run Code', exact: true }).and(page.locator(':enabled')).waitFor();
    await submitButton(page).click();
    await toastWith(page, 'Failed to submit solution. Please try again.').waitFor();
    await submitButton(page).and(page.locator(':enabled')).waitFor();
    await submitButton(page).click();
    await toastWith(page, 'The judge is busy: try again shortly').waitFor();
  });

  it('Python: a wrong then the right solution, per-test output, Solution Incorrect, then Solution Accepted! with the XP', {
    timeout: 120_000,
  }, async () => {
    const page = await openKnownPuzzle();
    await chooseLanguage(page, 'python');
    expect(await editorText(page)).toContain('def second_largest');
    await wrongThenRight(page, 'python');
    await screenshot(page, 'workspace-output', { fullPage: false });

    // A wrong submit: how many tests failed.
    await replaceCode(page, WRONG_SECOND_LARGEST.python);
    const refused = (await (await submitCode(page)).json()) as SubmitResult;
    expect(refused.success).toBe(false);
    await toastWith(page, 'Solution Incorrect').waitFor();
    await toastWith(
      page,
      `${refused.totalCount - refused.passedCount} test case(s) failed. Keep trying!`,
    ).waitFor();
    // Hidden tests show only whether they passed: no data, and no time or memory of their own.
    const hidden = outputTab(page).getByRole('article', { name: /^Hidden test \d+$/ });
    expect(await hidden.count()).toBe(refused.results.filter((test) => test.hidden).length);
    expect(await hidden.first().locator('pre').count()).toBe(0);
    expect(await hidden.first().textContent()).not.toMatch(/\d+ ms|\d MB/);

    await replaceCode(page, SECOND_LARGEST.solution.python);
    let sentBody: Record<string, unknown> = {};
    page.on('request', (request) => {
      if (request.url().endsWith('/api/code/submit'))
        sentBody = request.postDataJSON() as Record<string, unknown>;
    });
    const before = (await (await fetchProfile(learner.token)).json()) as User;
    await page.evaluate(() => {
      const counted = window as unknown as { tokenChanges: number };
      counted.tokenChanges = 0;
      window.addEventListener('tokenChanged', () => {
        counted.tokenChanges += 1;
      });
    });
    const accepted = (await (await submitCode(page)).json()) as SubmitResult;
    expect(accepted.success).toBe(true);
    expect(accepted.xpGained).toBeGreaterThanOrEqual(50);
    // The time taken is the server's to measure: the submit does not claim one.
    expect(sentBody).toMatchObject({ language: 'python' });
    expect(sentBody).not.toHaveProperty('elapsedSeconds');
    await visibleToastWith(page, 'Solution Accepted!').waitFor();
    await visibleToastWith(page, earned(accepted)).waitFor();
    // The app is told to reload the user (product spec, section 4).
    await page.waitForFunction(() => (window as unknown as { tokenChanges: number }).tokenChanges > 0);
    // Each new achievement opens a dialog.
    const dialogs = await closeAchievementDialogs(page);
    expect(dialogs).toEqual(accepted.newAchievements.map((achievement) => achievement.name));
    expect(dialogs).toContain('Hello, World');

    // The check mark in the list (after the refetch), the Solved badge and the header's XP.
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(listItem(page, title).getAttribute('data-status')).resolves.toBe('completed');
    const after = before.totalXP + accepted.xpGained;
    await page.getByRole('banner').getByText(`${after} XP`).first().waitFor();
    await screenshot(page, 'puzzles-after-solve', { fullPage: false });
  });

  it('C: a compile error in full, a wrong then the right solution, and custom input', {
    timeout: 120_000,
  }, async () => {
    const page = await openKnownPuzzle();
    await chooseLanguage(page, 'c');
    expect(await editorText(page)).toContain('#include <stdio.h>');

    await replaceCode(page, '#include <stdio.h>\nint main(void) { printf("x") return 0; }\n');
    const broken = (await (await runCode(page)).json()) as ExecutionResult;
    expect(broken.error).toContain('error');
    await toastWith(page, 'Compilation Error').waitFor();
    await toastWith(page, 'Check the Output tab for details').waitFor();
    expect(await outputTab(page).getByTestId('compile-error').textContent()).toBe(broken.error);
    await screenshot(page, 'workspace-compile-error', { fullPage: false });

    await wrongThenRight(page, 'c');

    const customBox = outputTab(page).getByRole('textbox', { name: 'Custom input' });
    await customBox.fill('4\n10 -3 10 7\n');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/code/run'));
    await outputTab(page).getByRole('button', { name: 'Run with Custom Input' }).click();
    const custom = (await (await answer).json()) as ExecutionResult;
    expect(custom.custom?.output.trim()).toBe('7');
    const customResult = outputTab(page).getByRole('region', { name: 'Custom input result' });
    // Its output and, beside it, the reference solution's on the same input: both 7.
    expect(custom.custom?.expected).toEqual({ status: 'ran', output: custom.custom?.output, same: true });
    await customResult
      .locator('pre', { hasText: /^7\s*$/ })
      .first()
      .waitFor();
    await customResult.getByText('Same as expected').waitFor();
    await toastWith(page, 'Ran your code on the custom input').waitFor();

    // A run that does not compile leaves no figures of the run before it under the editor.
    const editorFigures = page.locator('dl', { has: page.locator('dt', { hasText: /^Runtime$/ }) }).last();
    expect(await editorFigures.locator('dd').first().textContent()).not.toBe('—');
    await replaceCode(page, '#include <stdio.h>\nint main(void) { printf("x") return 0; }\n');
    await runCode(page);
    await toastWith(page, 'Compilation Error').waitFor();
    expect(await editorFigures.locator('dd').allTextContents()).toEqual(['—', '—']);
    await replaceCode(page, SECOND_LARGEST.solution.c);

    const accepted = (await (await submitCode(page)).json()) as SubmitResult;
    expect(accepted.success).toBe(true);
    await visibleToastWith(page, 'Solution Accepted!').waitFor();
    await visibleToastWith(page, earned(accepted)).waitFor();
    await closeAchievementDialogs(page);
  });

  it('Java: a wrong then the right solution, and the accept', { timeout: 180_000 }, async () => {
    const page = await openKnownPuzzle();
    await chooseLanguage(page, 'java');
    await wrongThenRight(page, 'java');
    const accepted = (await (await submitCode(page, 150_000)).json()) as SubmitResult;
    expect(accepted.success).toBe(true);
    await visibleToastWith(page, 'Solution Accepted!').waitFor();
    await visibleToastWith(page, earned(accepted)).waitFor();
    await closeAchievementDialogs(page);
  });

  it('C++ and JavaScript: each starter, a wrong then the right solution, and the accept', {
    timeout: 180_000,
  }, async () => {
    const page = await openKnownPuzzle();
    for (const language of ['cpp', 'javascript'] as const) {
      await chooseLanguage(page, language);
      expect((await editorText(page)).trim()).toBe(SECOND_LARGEST.starter[language].trim());
      await wrongThenRight(page, language);
      const accepted = (await (await submitCode(page, 150_000)).json()) as SubmitResult;
      expect([language, accepted.success, accepted.passedCount]).toEqual([
        language,
        true,
        accepted.totalCount,
      ]);
      await visibleToastWith(page, 'Solution Accepted!').waitFor();
      await closeAchievementDialogs(page);
    }
  });

  it('the leaderboard shows the learner’s row and the progress page the solve', async () => {
    const profile = (await (await fetchProfile(learner.token)).json()) as User;
    const page = await openPage();
    await openSignedIn(page, learner, '/leaderboard');
    const own = page.getByTestId('leaderboard-you');
    await own.waitFor();
    expect(await own.getAttribute('aria-current')).toBe('true');
    await own.getByText(learner.username).waitFor();
    await own.getByText(`#${profile.rank}`).waitFor();
    expect((await own.locator('td').last().textContent())?.replace(/,/g, '')).toBe(String(profile.totalXP));

    await page.goto(url('/progress'));
    const recent = page.getByRole('list', { name: 'Recent solves' });
    await recent.getByText(title).waitFor();
    await expect(page.getByTestId('rank-tier').textContent()).resolves.toBe(profile.tier);
    await page
      .getByRole('region', { name: 'Level' })
      .getByText(`Level ${profile.level}`, { exact: true })
      .waitFor();
  });
});
