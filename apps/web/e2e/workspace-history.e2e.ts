import {
  CODE_MESSAGES,
  type ExecutionResult,
  SOLUTION_MESSAGES,
  type SolutionsResponse,
  type SubmitResult,
} from '@codequest/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccount, api, createEchoPuzzle, logInViaApi, openSignedIn, signUpViaApi } from './support/api';
import { seriousViolations } from './support/axe';
import { PHONE, screenshot, toastWith, url, useBrowser } from './support/browser';
import {
  closeAchievementDialogs,
  editorContent,
  openPuzzle,
  outputTab,
  replaceCode,
  submitCode,
} from './support/puzzles';

/**
 * The workspace's Submissions and Solutions tabs and custom input's expected output, on a puzzle of its own
 * (the echo puzzle an admin makes: Python only, its reference prints the line it reads), so that no other
 * file's solutions or submissions mix in.
 */

const ECHO = 'print(input())\n';
const ECHO_OTHER = 'import sys\nprint(sys.stdin.readline().strip())\n';
const WRONG = 'print(0)\n';

describe('submission history, solutions and custom input', () => {
  const { openPage } = useBrowser();
  let adminToken = '';
  let puzzle: { id: number; title: string };

  beforeAll(async () => {
    const { email, password } = adminAccount();
    adminToken = (await logInViaApi(email, password)).token;
    const title = `Echo History ${Date.now().toString(36)}`;
    const created = await createEchoPuzzle(adminToken, title);
    puzzle = { id: created.id, title };
  }, 120_000);

  afterAll(async () => {
    if (puzzle) await api(adminToken, 'DELETE', `/api/admin/puzzles/${puzzle.id}`);
  });

  async function openEcho(page: Page, token: Awaited<ReturnType<typeof signUpViaApi>>) {
    await openSignedIn(page, token, '/puzzles');
    await openPuzzle(page, puzzle.title);
    await page.locator('.cm-content[aria-label="Code editor, Python"]').waitFor({ state: 'attached' });
  }

  /** The editor's text (a comparison open beside it is a CodeMirror view too: not that one). */
  const codeInEditor = (page: Page) =>
    page
      .locator('.cm-content[aria-label="Code editor, Python"]')
      .evaluate((element) =>
        [...element.querySelectorAll('.cm-line')].map((line) => line.textContent ?? '').join('\n'),
      );

  const submitViaApi = (token: string, code: string) =>
    api<SubmitResult>(token, 'POST', '/api/code/submit', { code, language: 'python', puzzleId: puzzle.id });

  it('lists each submission, shows its code, compares it and loads it into the editor', {
    timeout: 180_000,
  }, async () => {
    const learner = await signUpViaApi();
    const page = await openPage();
    await openEcho(page, learner);

    await replaceCode(page, WRONG);
    expect(((await (await submitCode(page)).json()) as SubmitResult).success).toBe(false);
    await toastWith(page, 'Solution Incorrect').waitFor();
    await replaceCode(page, ECHO);
    expect(((await (await submitCode(page)).json()) as SubmitResult).success).toBe(true);
    await closeAchievementDialogs(page);

    // Refreshed after each submit: newest first, with verdict, time, language and figures.
    await page.getByRole('tab', { name: 'Submissions' }).click();
    const list = page.getByRole('list', { name: 'Your submissions' });
    const entries = list.getByRole('listitem');
    await entries.nth(1).waitFor();
    expect(await entries.count()).toBe(2);
    expect(
      await list.locator('button').evaluateAll((buttons) => buttons.map((b) => b.dataset.verdict)),
    ).toEqual(['ACCEPTED', 'WRONG_ANSWER']);
    const newest = entries.first();
    await newest.getByText('Accepted', { exact: true }).waitFor();
    await newest.getByText('Python', { exact: true }).waitFor();
    await newest.getByText(/^\d+ ms$/).waitFor();
    await newest.getByText(/^\d+\.\d MB$/).waitFor();
    const when = newest.locator('time');
    expect(await when.textContent()).toMatch(/just now|minute/);
    expect(await when.getAttribute('title')).toMatch(/\d{4}, \d{1,2}:\d{2} [AP]M$/);
    await screenshot(page, 'workspace-submissions', { fullPage: false });

    // The wrong one, read-only.
    await entries.nth(1).getByRole('button').click();
    const submission = page.getByRole('region', { name: 'Submission' });
    await submission.getByText('Wrong Answer', { exact: true }).waitFor();
    expect(await submission.getByTestId('submission-code').textContent()).toBe(WRONG);

    // Compared with the editor's code (the accepted one): a diff loaded on demand.
    const diffChunk = page.waitForRequest((request) => /submission-diff.*\.js$/.test(request.url()));
    await submission.getByRole('button', { name: 'Compare with my code' }).click();
    await diffChunk;
    const diff = submission.getByTestId('submission-diff');
    await diff.locator('.cm-deletedChunk').waitFor();
    expect(await diff.locator('.cm-deletedChunk').textContent()).toContain('print(0)');
    expect(await diff.locator('.cm-changedLine').textContent()).toContain('print(input())');
    await screenshot(page, 'workspace-submission-diff', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);

    // Loading it would lose the editor's code: asked first; cancelling keeps it.
    await submission.getByRole('button', { name: 'Load into editor' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Load this submission?' });
    await confirm.getByText('Your Python code for this puzzle will be replaced').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect((await codeInEditor(page)).trim()).toBe(ECHO.trim());
    await submission.getByRole('button', { name: 'Load into editor' }).click();
    await confirm.getByRole('button', { name: 'Load Code' }).click();
    await toastWith(page, 'Your Python submission is in the editor.').waitFor();
    await expect.poll(async () => (await codeInEditor(page)).trim()).toBe(WRONG.trim());
    // It is the draft now: a reload opens on it.
    await page.getByTestId('draft-state').getByText('Draft saved').waitFor();
    await page.reload();
    await editorContent(page).waitFor();
    await expect.poll(async () => (await codeInEditor(page)).trim()).toBe(WRONG.trim());
  });

  it("opens other learners' solutions after one's own accept, and marks them", {
    timeout: 120_000,
  }, async () => {
    const author = await signUpViaApi();
    const reader = await signUpViaApi();
    expect((await submitViaApi(author.token, ECHO_OTHER)).success).toBe(true);

    const page = await openPage();
    await openEcho(page, reader);
    await page.getByRole('tab', { name: 'Solutions' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Solutions' });
    const locked = panel.getByTestId('solutions-locked');
    await locked.getByText(SOLUTION_MESSAGES.locked).waitFor();
    expect(await panel.getByRole('article').count()).toBe(0);

    await replaceCode(page, ECHO);
    expect(((await (await submitCode(page)).json()) as SubmitResult).success).toBe(true);
    await closeAchievementDialogs(page);
    await page.getByRole('tab', { name: 'Solutions' }).click();
    const card = panel.getByRole('article', { name: `${author.username}'s Python solution` });
    await card.waitFor();
    expect(await card.locator('pre').textContent()).toBe(ECHO_OTHER);
    await card.getByText('just now').waitFor();
    // The reader's own solution is not among the others'.
    expect(await panel.getByRole('article', { name: `${reader.username}'s Python solution` }).count()).toBe(
      0,
    );

    const clever = card.getByRole('button', { name: /^Clever: \d+$/ });
    await card.getByRole('button', { name: 'Clever: 0' }).click();
    await card.getByRole('button', { name: 'Clever: 1' }).waitFor();
    expect(await clever.getAttribute('aria-pressed')).toBe('true');
    await card.getByRole('button', { name: 'Best practice: 0' }).click();
    await card.getByRole('button', { name: 'Best practice: 1' }).waitFor();
    // A second click withdraws the mark.
    await card.getByRole('button', { name: 'Clever: 1' }).click();
    await card.getByRole('button', { name: 'Clever: 0' }).waitFor();
    expect(await clever.getAttribute('aria-pressed')).toBe('false');
    await screenshot(page, 'workspace-solutions', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);

    // The server kept them; an author cannot mark their own solution.
    const listed = await api<SolutionsResponse>(reader.token, 'GET', `/api/puzzles/${puzzle.id}/solutions`);
    expect(listed.items.find((item) => item.author.username === author.username)?.marks).toEqual({
      clever: 0,
      best_practice: 1,
    });
    const own = await api<SolutionsResponse>(author.token, 'GET', `/api/puzzles/${puzzle.id}/solutions`);
    const readersSolution = own.items.find((item) => item.author.username === reader.username);
    if (!readersSolution) throw new Error("The reader's solution is not listed to the author");
    const ownMark = await fetch(
      url(`/api/puzzles/${puzzle.id}/solutions/${readersSolution.id}/marks/clever`),
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${reader.token}` },
      },
    );
    expect(ownMark.status).toBe(403);
  });

  it('a learner who has not solved the puzzle sees the Solutions tab locked, on a phone too', async () => {
    const learner = await signUpViaApi();
    const page = await openPage({ viewport: PHONE });
    await openEcho(page, learner);
    await page.getByRole('tab', { name: 'Submissions' }).click();
    await page.getByText('Your submissions of this puzzle will be listed here, newest first.').waitFor();
    await page.getByRole('tab', { name: 'Solutions' }).click();
    await page.getByTestId('solutions-locked').getByText('Solutions are locked').waitFor();
    await screenshot(page, 'workspace-solutions-locked-phone', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("a custom-input run shows the output beside the reference's, and says when the reference cannot run", {
    timeout: 120_000,
  }, async () => {
    const learner = await signUpViaApi();
    const page = await openPage();
    await openEcho(page, learner);
    await replaceCode(
      page,
      'import sys\nline = sys.stdin.readline().strip()\nprint(int(line) + 1 if line else "nothing")\n',
    );
    await page.getByRole('tab', { name: 'Output' }).click();
    const output = outputTab(page);
    const run = async (stdin: string) => {
      await output.getByRole('textbox', { name: 'Custom input' }).fill(stdin);
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/code/run'));
      await output.getByRole('button', { name: 'Run with Custom Input' }).click();
      return (await (await answer).json()) as ExecutionResult;
    };
    const result = output.getByRole('region', { name: 'Custom input result' });
    const block = (label: string) =>
      result
        .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('pre');

    const different = await run('41\n');
    expect(different.custom?.expected).toEqual({ status: 'ran', output: '41\n', same: false });
    await result.getByText('Different from expected').waitFor();
    expect(await block('Your output').textContent()).toBe('42\n');
    expect(await block('Expected output').textContent()).toBe('41\n');
    // Nothing compared against an empty expected output any more.
    expect(await result.getByText(/Expected 0 lines/).count()).toBe(0);
    await screenshot(page, 'workspace-custom-expected', { fullPage: false });

    // The reference reads a line: on empty input it fails, and only our words say so.
    const broken = await run('');
    expect(broken.custom?.output).toBe('nothing\n');
    expect(broken.custom?.expected).toEqual({ status: 'failed', message: CODE_MESSAGES.referenceFailed });
    await result.getByText(CODE_MESSAGES.referenceFailed).waitFor();
    expect(await block('Your output').textContent()).toBe('nothing\n');
    expect(await block('Expected output').count()).toBe(0);
    expect(await result.getByText(/EOFError|Traceback/).count()).toBe(0);
  });
});
