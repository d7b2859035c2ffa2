import type { AdminPuzzle, Category, EditorSettings } from '@codequest/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminAccount, api, logInViaApi, openSignedIn, signUpViaApi } from './support/api';
import { box, PHONE, screenshot, sticksOut, toastWith, useBrowser } from './support/browser';
import {
  chooseLanguage,
  editorContent,
  editorText,
  openPuzzle,
  puzzleByTitle,
  replaceCode,
  runButton,
  SECOND_LARGEST,
  solveViaApi,
  submitButton,
  WRONG_SECOND_LARGEST,
} from './support/puzzles';

/**
 * The workspace's editor: what it remembers (language, code, the accepted solution), its shortcuts, its
 * settings (kept on the account), vim and emacs with paste still refused, errors marked at their line, the
 * resizable split and full screen, and a phone with a long starter line.
 */
describe('workspace editor', () => {
  const { openPage } = useBrowser();
  const title = SECOND_LARGEST.title;
  const folder = 'algorithms/001-second-largest';

  const draftSaved = (page: Page) => page.getByTestId('draft-state').getByText('Draft saved').waitFor();
  const languageShown = (page: Page, name: string) =>
    page.getByRole('combobox', { name: 'Language' }).filter({ hasText: name }).waitFor();

  it('reopens each puzzle in its last language and code; a solved one on the accepted code', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/puzzles');
    await openPuzzle(page, title);
    await languageShown(page, 'Java');
    await chooseLanguage(page, 'python');
    const mine = '# my own attempt\nprint(0)\n';
    await replaceCode(page, mine);
    await draftSaved(page);

    await page.reload();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await languageShown(page, 'Python');
    await page.locator('.cm-content[aria-label="Code editor, Python"]').waitFor();
    expect(await editorText(page)).toBe(mine);

    // Solved (through the API, in Python) and opened in a browser that remembers nothing: Python, on the
    // accepted code, although the language the screen would choose is Java.
    const solver = await signUpViaApi();
    const puzzle = await puzzleByTitle(solver.token, title);
    await solveViaApi(solver.token, puzzle, folder);
    const fresh = await openPage();
    await openSignedIn(fresh, solver, '/puzzles');
    await openPuzzle(fresh, title);
    await languageShown(fresh, 'Python');
    await fresh.locator('.cm-content[aria-label="Code editor, Python"]').waitFor();
    expect(await editorText(fresh)).toBe(SECOND_LARGEST.solution.python);

    // Edited since: the draft wins over the accepted code.
    const edited = '# edited after the accept\n';
    await replaceCode(fresh, edited);
    await draftSaved(fresh);
    const another = await openPage();
    await openSignedIn(another, solver, '/puzzles');
    await openPuzzle(another, title);
    await languageShown(another, 'Python');
    expect(await editorText(another)).toBe(edited);
  });

  it('Ctrl+Enter runs and Ctrl+Shift+Enter submits, shown in the buttons’ tooltips and the help', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/puzzles');
    await openPuzzle(page, title);
    await chooseLanguage(page, 'python');
    expect(await runButton(page).getAttribute('title')).toBe('Run Code (Ctrl+Enter)');
    expect(await submitButton(page).getAttribute('title')).toBe('Submit (Ctrl+Shift+Enter)');

    await replaceCode(page, WRONG_SECOND_LARGEST.python);
    const before = await editorText(page);
    const ran = page.waitForResponse((response) => response.url().endsWith('/api/code/run'));
    await page.keyboard.press('Control+Enter');
    expect((await ran).status()).toBe(200);
    await page.getByRole('button', { name: 'Run Code', exact: true }).waitFor();
    // The key ran the code: it typed no newline.
    expect(await editorText(page)).toBe(before);

    await editorContent(page).click();
    const submitted = page.waitForResponse((response) => response.url().endsWith('/api/code/submit'));
    await page.keyboard.press('Control+Shift+Enter');
    expect((await submitted).status()).toBe(200);
    await toastWith(page, 'Solution Incorrect').waitFor();
    expect(await editorText(page)).toBe(before);

    // "?" outside the editor opens the help, which lists the editor's keys too.
    await page.getByRole('heading', { name: title, level: 1 }).click();
    await page.keyboard.press('Shift+Slash');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    await help.getByText('Run the code on the visible tests').waitFor();
    await help.getByText('Ctrl+Shift+Enter', { exact: true }).waitFor();
    await help.getByText('Undo', { exact: true }).waitFor();
    await screenshot(page, 'workspace-shortcuts', { fullPage: false });
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    // Typed in the editor, "?" is a character.
    await editorContent(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('?');
    expect(await help.count()).toBe(0);
    // And from the toolbar.
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await help.waitFor();
  });

  it('keeps a setting on the account: after a reload and in another browser signed in as the same learner', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/puzzles');
    await openPuzzle(page, title);
    const fontSize = () =>
      page.locator('.cm-editor').evaluate((element) => getComputedStyle(element).fontSize);
    expect(await fontSize()).toBe('14px');

    await page.getByRole('button', { name: 'Editor settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editor settings' });
    await dialog.waitFor();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/profile/editor-settings') && response.request().method() === 'PUT',
    );
    await dialog.getByRole('combobox', { name: 'Font size' }).click();
    await page.getByRole('option', { name: '18 px' }).click();
    expect((await saved).status()).toBe(200);
    // Applied at once, behind the dialog.
    expect(await fontSize()).toBe('18px');
    await dialog.getByRole('checkbox', { name: 'Wrap long lines' }).check();
    await dialog.getByRole('radio', { name: '2 spaces' }).check();
    await expect
      .poll(() => api<EditorSettings>(account.token, 'GET', '/api/profile/editor-settings'))
      .toEqual({ fontSize: 18, lineWrap: true, tabWidth: 2, keymap: 'default' });
    await page.keyboard.press('Escape');

    await page.reload();
    await editorContent(page).waitFor();
    expect(await fontSize()).toBe('18px');
    expect(await page.getByTestId('code-editor').getAttribute('data-line-wrap')).toBe('true');

    // Another browser, signed in anew: no cache of this one's, the account's settings.
    const session = await logInViaApi(account.email, account.password);
    const other = await openPage();
    await openSignedIn(other, session, '/puzzles');
    await openPuzzle(other, title);
    await expect
      .poll(() => other.locator('.cm-editor').evaluate((element) => getComputedStyle(element).fontSize))
      .toBe('18px');
    expect(await other.getByTestId('code-editor').getAttribute('data-line-wrap')).toBe('true');
  });

  async function chooseKeymap(page: Page, name: 'Vim' | 'Emacs', id: string) {
    await page.getByRole('button', { name: 'Editor settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editor settings' });
    await dialog.getByRole('radio', { name: new RegExp(`^${name}`) }).check();
    await page.keyboard.press('Escape');
    await page.locator(`[data-testid="code-editor"][data-keymap="${id}"]`).waitFor();
  }

  it('types in vim mode, and neither vim nor emacs puts the clipboard in', async () => {
    const account = await signUpViaApi();
    const page = await openPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await openSignedIn(page, account, '/puzzles');
    await openPuzzle(page, title);
    await chooseLanguage(page, 'python');
    await page.evaluate(() => navigator.clipboard.writeText('FROM_THE_CLIPBOARD'));

    await chooseKeymap(page, 'Vim', 'vim');
    await editorContent(page).click();
    await page.keyboard.press('Escape');
    // Normal mode: delete everything, then insert a line and a second one below it.
    await page.keyboard.type('ggdG');
    await page.keyboard.type('iprint(1)');
    await page.keyboard.press('Escape');
    await page.keyboard.type('oprint(2)');
    await page.keyboard.press('Escape');
    expect(await editorText(page)).toBe('print(1)\nprint(2)');
    await page.locator('.cm-vim-panel').waitFor();

    // vim's clipboard register is refused both ways; the browser's paste stays out as with any keymap.
    await page.keyboard.type('"+p');
    await toastWith(page, 'Paste Disabled').waitFor();
    await page.keyboard.type('"+yy');
    await page.keyboard.press('Control+V');
    await page.keyboard.press('Escape');
    expect(await editorText(page)).toBe('print(1)\nprint(2)');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('FROM_THE_CLIPBOARD');
    // A line yanked in the editor itself is put back as vim does it.
    await page.keyboard.type('ggyyp');
    expect(await editorText(page)).toBe('print(1)\nprint(1)\nprint(2)');

    await chooseKeymap(page, 'Emacs', 'emacs');
    await editorContent(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Control+Y');
    await page.keyboard.press('Control+V');
    expect(await editorText(page)).not.toContain('FROM_THE_CLIPBOARD');
    // M-w would copy the region to the clipboard: refused like any copy.
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Control+Space');
    await page.keyboard.press('Control+E');
    await page.keyboard.press('Alt+W');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('FROM_THE_CLIPBOARD');
  });

  it('marks a compile error at its line, with the message on hover, until the next edit', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/puzzles');
    await openPuzzle(page, title);
    await chooseLanguage(page, 'python');
    await replaceCode(page, 'n = int(input())\nprint((n\nprint(n)\n');
    const ran = page.waitForResponse((response) => response.url().endsWith('/api/code/run'));
    await runButton(page).click();
    await ran;
    await page.getByRole('button', { name: 'Run Code', exact: true }).waitFor();

    const marker = page.locator('.cm-lint-marker-error');
    await marker.waitFor();
    expect(await marker.count()).toBe(1);
    const underlined = page.locator('.cm-lintRange-error');
    await underlined.first().waitFor();
    // The judge names line 2 (the bracket never closed) or line 3 (where Python noticed): both are the learner's.
    const markedLine = await underlined
      .first()
      .evaluate((element) => element.closest('.cm-line')?.textContent);
    expect(['print((n', 'print(n)']).toContain(markedLine);
    const [markerBox, lineBox] = await Promise.all([
      box(marker),
      box(
        page
          .locator('.cm-line')
          .filter({ hasText: markedLine ?? '' })
          .first(),
      ),
    ]);
    expect(Math.abs(markerBox.y + markerBox.height / 2 - (lineBox.y + lineBox.height / 2))).toBeLessThan(6);
    await underlined.first().hover();
    const tooltip = page.locator('.cm-tooltip-lint');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toMatch(/SyntaxError/);
    await screenshot(page, 'workspace-error-line', { fullPage: false });

    await editorContent(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('#');
    await marker.waitFor({ state: 'detached' });
    expect(await underlined.count()).toBe(0);
  });

  it('resizes the split with the keyboard and keeps it; full screen, left with Escape', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/puzzles');
    await openPuzzle(page, title);
    const editorPane = page.getByRole('region', { name: 'Code editor' });
    const separator = page.getByRole('separator', { name: 'Resize the problem and the editor' });
    await separator.waitFor();
    const before = (await box(editorPane)).width;
    await separator.focus();
    for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await box(editorPane)).width).toBeGreaterThan(before + 60);
    const widened = (await box(editorPane)).width;
    // Dragged with the mouse too.
    const handle = await box(separator);
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2 + 80, handle.y + handle.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await box(editorPane)).width).toBeLessThan(widened - 40);
    const dragged = (await box(editorPane)).width;

    await page.reload();
    await editorContent(page).waitFor();
    await separator.waitFor();
    await expect.poll(async () => Math.abs((await box(editorPane)).width - dragged)).toBeLessThan(4);

    await page.getByRole('button', { name: 'Full screen editor' }).click();
    const full = await box(editorPane);
    const viewport = page.viewportSize();
    expect(full.width).toBeGreaterThanOrEqual((viewport?.width ?? 0) - 2);
    expect(full.height).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 2);
    await screenshot(page, 'workspace-full-screen', { fullPage: false });
    await page.getByRole('button', { name: 'Leave full screen' }).focus();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Full screen editor' }).waitFor();
    expect((await box(editorPane)).width).toBeLessThan(full.width - 100);
  });

  it('on a phone, a 120-character starter line scrolls inside the editor and every action stays reachable', async () => {
    const { email, password } = adminAccount();
    const admin = await logInViaApi(email, password);
    const [track] = await api<Category[]>(admin.token, 'GET', '/api/categories');
    const longLine = `# ${'a long starter comment '.repeat(6)}`.padEnd(120, '=').slice(0, 120);
    expect(longLine).toHaveLength(120);
    const created = await api<AdminPuzzle>(admin.token, 'POST', '/api/admin/puzzles', {
      title: `Wide Starter ${Date.now().toString(36)}`,
      description: 'Print the number you read.',
      problemStatement: 'Read one integer and print it.',
      categoryId: track?.id,
      difficulty: 'easy',
      testCases: [{ input: '5\n', expected: '5', hidden: false }],
      solution: { python: 'print(input())\n' },
      starterCode: { python: `${longLine}\nn = int(input())\n` },
    });
    try {
      const learner = await signUpViaApi();
      const page = await openPage({ viewport: PHONE });
      await openSignedIn(page, learner, `/puzzles?puzzle=${created.slug}`);
      await page.getByRole('heading', { name: created.title, level: 1 }).waitFor();
      await page.getByRole('tab', { name: 'Code', exact: true }).click();
      await editorContent(page).waitFor();
      expect(await editorText(page)).toContain(longLine);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      expect(await sticksOut(page)).toEqual([]);
      // The long line scrolls inside the editor's own box.
      expect(
        await page.locator('.cm-scroller').evaluate((element) => element.scrollWidth > element.clientWidth),
      ).toBe(true);
      for (const tab of ['Problem', 'Code', 'Output']) {
        const { x, width } = await box(page.getByRole('tab', { name: tab, exact: true }));
        expect(x + width).toBeLessThanOrEqual(PHONE.width);
      }
      for (const name of ['Run Code', 'Submit', 'Hint', 'Show Solution']) {
        const button = page.getByRole('button', { name, exact: true });
        const found = await box(button);
        expect(found.x).toBeGreaterThanOrEqual(0);
        expect(found.x + found.width).toBeLessThanOrEqual(PHONE.width);
        expect(found.y + found.height).toBeLessThanOrEqual(PHONE.height);
        await button.click({ trial: true });
      }
      const bottomBar = page.getByRole('navigation').filter({ hasText: 'Leaderboard' }).last();
      const bar = await box(bottomBar);
      expect(bar.y + bar.height).toBeLessThanOrEqual(PHONE.height + 1);
      await screenshot(page, 'workspace-phone-long-line', { fullPage: false });

      // With wrapping on, the line wraps instead.
      await page.getByRole('button', { name: 'Editor settings' }).click();
      await page
        .getByRole('dialog', { name: 'Editor settings' })
        .getByRole('checkbox', { name: 'Wrap long lines' })
        .check();
      await page.keyboard.press('Escape');
      await expect
        .poll(() =>
          page.locator('.cm-scroller').evaluate((element) => element.scrollWidth > element.clientWidth),
        )
        .toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await page.getByRole('button', { name: 'Run Code', exact: true }).click();
      await page.getByRole('tabpanel', { name: 'Output' }).waitFor();
    } finally {
      await api(admin.token, 'DELETE', `/api/admin/puzzles/${created.id}`);
    }
  });
});
