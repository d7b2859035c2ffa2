import type {
  AuthResponse,
  ExecutionResult,
  PackageImportResponse,
  PuzzleSummary,
  SubmitResult,
} from '@codequest/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAccount, logInViaApi, openSignedIn, signUpViaApi, type TestAccount } from './support/api';
import { readDownload, screenshot, toastWith, url, useBrowser } from './support/browser';
import {
  GUESS_BISECT_PY,
  GUESS_TESTING_TOOL,
  guessPackage,
  importWeakPackage,
  twoPartsPackage,
} from './support/packages';
import {
  chooseLanguage,
  editorContent,
  puzzlesViaApi,
  replaceCode,
  runCode,
  submitCode,
} from './support/puzzles';

/**
 * Import package in the admin panel against the real server and judge: a zip chosen in the Puzzles tab,
 * the report's table of verdicts, a draft (its weak tests let a wrong submission pass) marked in the list,
 * published from the report, then in a learner's list; the learner opens it, its statement's formula
 * typeset, and solves it. A package judged by its own output validator: the learner's wrong answer shows the
 * validator's words on the visible test, and a right answer other than the answer file's is accepted. An
 * interactive package: the learner is told how to talk with the judge, sees the sample's interaction as the
 * example, and a program that guesses too often is refused where one that halves the range is accepted.
 */

const SLOW = { timeout: 60_000 } as const;

async function openPuzzlesTab(page: Page, admin: AuthResponse): Promise<void> {
  await openSignedIn(page, admin, '/admin');
  await page.getByRole('tab', { name: 'Puzzles' }).click();
  await page.getByRole('tabpanel', { name: 'Puzzles' }).waitFor();
}

describe('problem packages in the admin panel', { timeout: 120_000 }, () => {
  const { openPage } = useBrowser();
  let admin: AuthResponse;
  let learner: TestAccount & AuthResponse;

  beforeAll(async () => {
    const account = adminAccount();
    admin = await logInViaApi(account.email, account.password);
    learner = await signUpViaApi();
  });

  it('imports a zip, shows each verdict, marks the draft, and publishes it for learners', async () => {
    const title = `Weak Sum ${Date.now()}`;
    const page = await openPage();
    await openPuzzlesTab(page, admin);
    const report = await importWeakPackage(page, title);
    await report.waitFor(SLOW);
    await expect.poll(() => report.getByText('Draft', { exact: true }).isVisible()).toBe(true);
    const rows = report.getByTestId('package-submission');
    await expect.poll(() => rows.count()).toBe(2);
    const cells = async (index: number) =>
      (await rows.nth(index).getByRole('cell').allTextContents()).slice(0, 4);
    expect(await cells(0)).toEqual(['submissions/accepted/sum.py', 'Python', 'Accepted', 'Accepted']);
    expect(await cells(1)).toEqual([
      'submissions/wrong_answer/zero.py',
      'Python',
      'Wrong Answer',
      'Accepted',
    ]);
    await report.getByText('submissions/wrong_answer/zero.py: expected Wrong Answer, got Accepted').waitFor();
    expect(await report.getByTestId('package-input-validator').textContent()).toBe(
      'input_validators/validate.py (Python): accepted 2 inputs',
    );

    // Marked in the list, and no learner sees it yet.
    await page.getByRole('searchbox', { name: 'Search puzzles by title' }).fill(title);
    const row = page.getByTestId('admin-puzzle-row').filter({ hasText: title });
    await row.getByText('Draft', { exact: true }).waitFor(SLOW);
    const before = await puzzlesViaApi(learner.token);
    expect(before.some((puzzle: PuzzleSummary) => puzzle.title === title)).toBe(false);
    await screenshot(page, 'package-import-report');

    await report.getByRole('button', { name: 'Publish' }).click();
    await toastWith(page, 'Puzzle published').waitFor(SLOW);
    await report.getByText('Live', { exact: true }).waitFor();
    await expect.poll(() => row.getByText('Draft', { exact: true }).count(), SLOW).toBe(0);
    const after = await puzzlesViaApi(learner.token);
    const published = after.find((puzzle: PuzzleSummary) => puzzle.title === title);
    expect(published).toBeDefined();

    // The learner opens it: its statement's formulas typeset (KaTeX, with MathML beside), and solves it.
    const learnerPage = await openPage();
    await openSignedIn(learnerPage, learner, `/puzzles?puzzle=${published?.slug}`);
    await learnerPage.getByRole('heading', { name: title, level: 1 }).waitFor(SLOW);
    const formula = learnerPage.locator('[data-math="typeset"]').first();
    await formula.waitFor(SLOW);
    expect(await formula.locator('.katex').count()).toBe(1);
    expect(await formula.locator('math annotation').textContent()).toBe('a');
    await screenshot(learnerPage, 'package-imported-statement');
    await editorContent(learnerPage).waitFor({ state: 'attached' });
    if (await learnerPage.getByRole('tab', { name: 'Code' }).isVisible())
      await learnerPage.getByRole('tab', { name: 'Code' }).click();
    await chooseLanguage(learnerPage, 'python');
    await replaceCode(learnerPage, 'a, b = map(int, input().split())\nprint(a + b)\n');
    const verdict = (await (await submitCode(learnerPage)).json()) as SubmitResult;
    expect(verdict).toMatchObject({ success: true, verdict: 'ACCEPTED' });
  });

  it("judges by a package's own output validator: its words on a visible test, any right answer accepted", async () => {
    const title = `Two Parts ${Date.now()}`;
    const response = await fetch(url('/api/admin/packages'), {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/zip' },
      body: new Uint8Array(twoPartsPackage(title)),
    });
    const imported = (await response.json()) as PackageImportResponse;
    expect(imported.problems[0]).toMatchObject({ status: 'live', checker: { type: 'custom' } });
    const slug = (await puzzlesViaApi(learner.token)).find((puzzle) => puzzle.title === title)?.slug;

    const page = await openPage();
    await openSignedIn(page, learner, `/puzzles?puzzle=${slug}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor(SLOW);
    await editorContent(page).waitFor({ state: 'attached' });
    if (await page.getByRole('tab', { name: 'Code' }).isVisible())
      await page.getByRole('tab', { name: 'Code' }).click();
    await chooseLanguage(page, 'python');
    await replaceCode(page, 'n = int(input())\nprint(0, n)\n');
    const ran = (await (await runCode(page)).json()) as ExecutionResult;
    expect(ran.verdict).toBe('WRONG_ANSWER');
    await page.getByText('0 + 10 is no split of 10 into positive parts').waitFor(SLOW);
    await page.getByText("Checker's feedback").waitFor();
    await screenshot(page, 'package-validator-feedback');
    // Another split than the answer file's: right all the same.
    await replaceCode(page, 'n = int(input())\nprint(n - 3, 3)\n');
    const verdict = (await (await submitCode(page)).json()) as SubmitResult;
    expect(verdict).toMatchObject({ success: true, verdict: 'ACCEPTED' });
  });

  it('shows an interactive problem as one, its interaction as the example, and judges the talk', async () => {
    const title = `Guess ${Date.now()}`;
    const response = await fetch(url('/api/admin/packages'), {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/zip' },
      body: new Uint8Array(guessPackage(title)),
    });
    const imported = (await response.json()) as PackageImportResponse;
    expect(imported.problems[0]).toMatchObject({ status: 'live', checker: { interactive: true } });
    const slug = (await puzzlesViaApi(learner.token)).find((puzzle) => puzzle.title === title)?.slug;

    const page = await openPage();
    await openSignedIn(page, learner, `/puzzles?puzzle=${slug}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor(SLOW);
    const note = page.getByRole('complementary', { name: 'Interactive problem' });
    await note.getByText('Flush after each line you print').waitFor();
    const example = page.getByRole('article', { name: 'Example 1' });
    const shown = (await example.textContent())?.replace(/\s+/g, ' ');
    expect(shown).toContain('10 lower higher correct');
    expect(shown).toContain('5 2 3');
    expect(shown).toContain('An interaction: the judge says the lines of the input');
    // The package's testing tool, offered with the statement.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download testing_tool.py' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('testing_tool.py');
    expect(await readDownload(download)).toBe(GUESS_TESTING_TOOL);
    await screenshot(page, 'package-interactive');

    await editorContent(page).waitFor({ state: 'attached' });
    if (await page.getByRole('tab', { name: 'Code' }).isVisible())
      await page.getByRole('tab', { name: 'Code' }).click();
    await chooseLanguage(page, 'python');
    // Counting down from n: more guesses than the judge allows on the hidden test.
    await replaceCode(
      page,
      "n = int(input())\nfor guess in range(n, 0, -1):\n    print(guess, flush=True)\n    if input() == 'correct':\n        break\n",
    );
    const slow = (await (await submitCode(page)).json()) as SubmitResult;
    expect(slow).toMatchObject({ verdict: 'WRONG_ANSWER' });
    await replaceCode(page, GUESS_BISECT_PY);
    const verdict = (await (await submitCode(page)).json()) as SubmitResult;
    expect(verdict).toMatchObject({ success: true, verdict: 'ACCEPTED' });
  });
});
