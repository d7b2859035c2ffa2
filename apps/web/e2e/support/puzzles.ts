import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  byLanguage,
  LANGUAGE_TABLE,
  type Language,
  type Puzzle,
  type PuzzleSummary,
  type SubmitResult,
} from '@codequest/contracts';
import type { Page } from 'playwright-core';
import { api } from './api';
import { CONTENT_DIR } from './paths';

/**
 * The puzzle workspace in tests: the catalogue's files (the server seeds content/, which others keep adding
 * to: puzzles are found by title, never by position), the API for set-up, and the editor.
 */

export interface PuzzleFiles {
  dir: string;
  title: string;
  solution: Record<Language, string>;
  starter: Record<Language, string>;
}

function readCode(dir: string, kind: 'solution' | 'starter', language: Language): string {
  const { extension } = LANGUAGE_TABLE[language];
  const names = [
    `${kind}.${extension}`,
    ...(language === 'java' ? [`${kind[0]?.toUpperCase()}${kind.slice(1)}.java`] : []),
  ];
  for (const name of names) {
    try {
      return readFileSync(path.join(dir, name), 'utf8');
    } catch {
      // Try the next spelling.
    }
  }
  throw new Error(`${dir} has no ${names.join(' or ')}`);
}

export function puzzleFiles(relativeDir: string): PuzzleFiles {
  const dir = path.join(CONTENT_DIR, relativeDir);
  const yaml = readFileSync(path.join(dir, 'puzzle.yaml'), 'utf8');
  const title = /^title:\s*(.+?)\s*$/m.exec(yaml)?.[1]?.replace(/^['"]|['"]$/g, '');
  if (!title) throw new Error(`${dir}/puzzle.yaml has no title`);
  const code = (kind: 'solution' | 'starter') => byLanguage((language) => readCode(dir, kind, language));
  return { dir, title, solution: code('solution'), starter: code('starter') };
}

/** The stable puzzle the browser tests solve (content/algorithms/001-second-largest). */
export const SECOND_LARGEST = puzzleFiles('algorithms/001-second-largest');

/** Wrong on purpose: prints the largest value instead of the second largest (passes no visible test). */
export const WRONG_SECOND_LARGEST: Record<Language, string> = {
  python: 'import sys\ndata = sys.stdin.read().split()\nprint(max(int(x) for x in data[1:]))\n',
  c: '#include <stdio.h>\nint main(void) { int n; long long best = -2000000000, v; scanf("%d", &n); for (int i = 0; i < n; i++) { scanf("%lld", &v); if (v > best) best = v; } printf("%lld\\n", best); return 0; }\n',
  java: 'import java.util.*;\npublic class Main { public static void main(String[] args) { Scanner in = new Scanner(System.in); int n = in.nextInt(); long best = Long.MIN_VALUE; for (int i = 0; i < n; i++) best = Math.max(best, in.nextLong()); System.out.println(best); } }\n',
  cpp: '#include <bits/stdc++.h>\nint main() { int n; std::cin >> n; long long best = LLONG_MIN, v; while (n-- > 0 && std::cin >> v) best = std::max(best, v); std::cout << best << "\\n"; }\n',
  javascript:
    "const [n, ...values] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(Math.max(...values.slice(0, n)));\n",
};

/** Every puzzle folder of a track whose title the server serves, by title. */
export function catalogueFolders(track: string): Map<string, string> {
  const folders = new Map<string, string>();
  for (const name of readdirSync(path.join(CONTENT_DIR, track))) {
    try {
      folders.set(puzzleFiles(path.join(track, name)).title, path.join(track, name));
    } catch {
      // A folder someone is still writing: not a puzzle yet.
    }
  }
  return folders;
}

export const puzzlesViaApi = (token: string) => api<PuzzleSummary[]>(token, 'GET', '/api/puzzles');

/** A puzzle in full (the list has summaries only), as the learner sees it. */
export async function puzzleByTitle(token: string, title: string): Promise<Puzzle> {
  const summary = (await puzzlesViaApi(token)).find((candidate) => candidate.title === title);
  if (!summary) throw new Error(`The server does not serve a puzzle titled "${title}" (is content/ valid?)`);
  return api<Puzzle>(token, 'GET', `/api/puzzles/${summary.id}`);
}

/** Solves a puzzle through the API with its reference Python solution. */
export async function solveViaApi(
  token: string,
  puzzle: PuzzleSummary,
  folder: string,
): Promise<SubmitResult> {
  const code = puzzleFiles(folder).solution.python;
  const result = await api<SubmitResult>(token, 'POST', '/api/code/submit', {
    code,
    language: 'python',
    puzzleId: puzzle.id,
  });
  if (!result.success)
    throw new Error(`The reference solution of "${puzzle.title}" was refused: ${result.message}`);
  return result;
}

/** Solves `count` open, unsolved easy puzzles of the Algorithms track through the API. */
export async function solveEasyPuzzles(
  token: string,
  count: number,
  except: string[] = [],
): Promise<PuzzleSummary[]> {
  const folders = catalogueFolders('algorithms');
  const candidates = (await puzzlesViaApi(token)).filter(
    (puzzle) =>
      puzzle.difficulty === 'easy' &&
      puzzle.progress.status !== 'completed' &&
      folders.has(puzzle.title) &&
      !except.includes(puzzle.title),
  );
  const solved: PuzzleSummary[] = [];
  const refused: string[] = [];
  for (const puzzle of candidates) {
    if (solved.length === count) break;
    try {
      await solveViaApi(token, puzzle, folders.get(puzzle.title) as string);
      solved.push(puzzle);
    } catch (error) {
      // A puzzle someone is still writing (its files and the seeded copy may disagree): take the next one.
      refused.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (solved.length < count) {
    throw new Error(`Only ${solved.length} of ${count} easy puzzles could be solved:\n${refused.join('\n')}`);
  }
  return solved;
}

// The editor.

export const puzzleList = (page: Page) => page.getByRole('region', { name: 'Puzzle list' }).first();

/** A puzzle's entry in the (visible) sidebar list, by title. */
export const listItem = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Puzzles' }).locator(`button:visible[data-title="${title}"]`);

/** The titles of the (visible) sidebar list, in order. */
export const listTitles = (page: Page) =>
  page
    .getByRole('list', { name: 'Puzzles' })
    .locator('button:visible')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-title') ?? ''));

export const editorContent = (page: Page) => page.locator('.cm-content');

/**
 * Opens a puzzle from the sidebar and waits for its editor (with the draft or starter code loaded). On a
 * phone the editor is behind the Code tab: it is loaded, not shown.
 */
export async function openPuzzle(page: Page, title: string): Promise<void> {
  await listItem(page, title).click();
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await editorContent(page).waitFor({ state: 'attached' });
}

/**
 * Chooses the workspace's language from its list. Twice in full runs on a busy machine the list opened,
 * showed its options, and closed before the click on one (Radix's Select closes on the window's blur or
 * resize, and on a remount; which one it was is not known): the list is opened again when that happens,
 * three times at most.
 */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  const trigger = page.getByRole('combobox', { name: 'Language' });
  const option = page.getByRole('option', { name: LANGUAGE_TABLE[language].name, exact: true });
  const openAndChoose = async (timeout?: number) => {
    if (!(await option.isVisible())) await trigger.click();
    await option.click({ timeout });
  };
  const quickly = () =>
    openAndChoose(5000).then(
      () => true,
      () => false,
    );
  if (!(await quickly()) && !(await quickly())) await openAndChoose();
  await trigger.filter({ hasText: LANGUAGE_TABLE[language].name }).waitFor();
  await editorContent(page).waitFor();
  await page.locator(`.cm-content[aria-label="Code editor, ${LANGUAGE_TABLE[language].name}"]`).waitFor();
}

/**
 * Replaces the editor's code the way typing does: select all, then insert the text as keyboard input
 * (Input.insertText: no paste event, which the editor blocks, and no auto-indent or bracket closing).
 */
export async function replaceCode(page: Page, code: string): Promise<void> {
  await editorContent(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

/** The editor's text (the editor draws every line of short programs). */
export async function editorText(page: Page): Promise<string> {
  return editorContent(page).evaluate((element) =>
    [...element.querySelectorAll('.cm-line')].map((line) => line.textContent ?? '').join('\n'),
  );
}

export const runButton = (page: Page) => page.getByRole('button', { name: /^(Run Code|Running\.\.\.)$/ });
export const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true });

/** Clicks Run Code and waits for the run to finish; returns the server's answer. */
export async function runCode(page: Page, timeout = 90_000) {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/code/run'), { timeout });
  await runButton(page).click();
  const response = await answer;
  await page.getByRole('button', { name: 'Run Code', exact: true }).waitFor({ timeout });
  return response;
}

/** Clicks Submit and waits for the verdict; returns the server's answer (an accept may open dialogs). */
export async function submitCode(page: Page, timeout = 90_000) {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/code/submit'), { timeout });
  await submitButton(page).click();
  return answer;
}

/** Closes every "Achievement Unlocked!" dialog an accepted submit opened, and returns their names. */
export async function closeAchievementDialogs(page: Page): Promise<string[]> {
  const names: string[] = [];
  const dialog = page.getByRole('dialog').filter({ hasText: 'Achievement Unlocked!' });
  while (await dialog.isVisible()) {
    names.push((await dialog.getByRole('heading').first().textContent()) ?? '');
    await dialog.getByRole('button', { name: /^(Awesome!|Next Achievement)$/ }).click();
    await page.waitForTimeout(150);
  }
  return names;
}

export const outputTab = (page: Page) => page.getByRole('tabpanel', { name: 'Output' });

/**
 * A toast's text, even while a modal dialog is open (an accept opens "Achievement Unlocked!" dialogs; the
 * profile dialog is one): the dialog hides the rest of the page from assistive technology, toasts included,
 * which are still announced through their live region.
 */
export const visibleToastWith = (page: Page, text: string) =>
  page.locator('[role="region"][aria-label^="Notifications"] li').getByText(text, { exact: true });
