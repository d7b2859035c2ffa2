import type { AuthResponse, ClassResponse, SubmitResult } from '@codequest/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAccount, api, logInViaApi, openSignedIn, signUpViaApi, type TestAccount } from './support/api';
import { PHONE, readDownload, sticksOut, toastWith, useBrowser } from './support/browser';
import { puzzleByTitle, puzzleList, SECOND_LARGEST, WRONG_SECOND_LARGEST } from './support/puzzles';

/**
 * Assignments through the real server and a real browser: a teacher publishes an assignment from the class
 * page; a learner sees "due" on the puzzle in their list; two learners solve (one wrong, then right); the
 * teacher reads the grid (statuses and tries), opens a cell's submissions with their code, downloads the
 * CSV and checks its rows; the grid page on a phone, with nothing sticking out of the page.
 */

const SLOW = { timeout: 30_000 } as const;
const TITLE = `Week one ${Date.now().toString(36)}`;

async function submit(learner: AuthResponse, puzzleId: number, code: string): Promise<SubmitResult> {
  return api<SubmitResult>(learner.token, 'POST', '/api/code/submit', { code, language: 'python', puzzleId });
}

describe('assignments', { timeout: 180_000 }, () => {
  const { openPage } = useBrowser();
  let teacher: TestAccount & AuthResponse;
  let ann: TestAccount & AuthResponse;
  let ben: TestAccount & AuthResponse;
  let classId: number;

  beforeAll(async () => {
    const account = adminAccount();
    const admin = await logInViaApi(account.email, account.password);
    teacher = await signUpViaApi();
    // Sorted by username in the grid and the CSV: ann's row first.
    ann = await signUpViaApi();
    ben = await signUpViaApi();
    if (ann.username.toLowerCase() > ben.username.toLowerCase()) [ann, ben] = [ben, ann];
    await api(admin.token, 'POST', `/api/admin/users/${teacher.user.id}/teacher`);
    const created = await api<ClassResponse>(teacher.token, 'POST', '/api/classes', {
      name: `Homework ${Date.now().toString(36)}`,
    });
    classId = created.id;
    for (const learner of [ann, ben])
      await api(learner.token, 'POST', '/api/classes/join', { code: created.teaching?.joinCode });
  });

  it('a teacher publishes an assignment, learners solve, the teacher reads the grid and its CSV', async () => {
    const teacherPage = await openPage({ acceptDownloads: true });
    await openSignedIn(teacherPage, teacher, `/classes/${classId}`);
    await teacherPage.getByRole('button', { name: 'New assignment' }).click();
    await teacherPage.getByLabel('Title').fill(TITLE);
    await teacherPage.getByRole('searchbox', { name: 'Search puzzles' }).fill(SECOND_LARGEST.title);
    await teacherPage.getByRole('checkbox', { name: SECOND_LARGEST.title }).check();
    await teacherPage.getByRole('button', { name: 'Publish assignment' }).click();
    await toastWith(teacherPage, 'Assignment published: every member got a message').waitFor(SLOW);
    const listed = teacherPage.locator(`[data-assignment="${TITLE}"]`);
    await listed.getByText('Due', { exact: false }).first().waitFor();

    // The learner sees the assignment's mark in the puzzle list, then both solve (ben wrong, then right).
    const learnerPage = await openPage();
    await openSignedIn(learnerPage, ann, '/puzzles');
    const item = puzzleList(learnerPage).locator(`[data-title="${SECOND_LARGEST.title}"]`);
    await item.getByText(/^due /).waitFor(SLOW);
    const puzzleId = (await puzzleByTitle(ann.token, SECOND_LARGEST.title)).id;
    expect((await submit(ann, puzzleId, SECOND_LARGEST.solution.python)).success).toBe(true);
    expect((await submit(ben, puzzleId, WRONG_SECOND_LARGEST.python)).success).toBe(false);
    expect((await submit(ben, puzzleId, SECOND_LARGEST.solution.python)).success).toBe(true);

    // The learner's class page: their status per puzzle.
    await learnerPage.goto(new URL(`/classes/${classId}`, learnerPage.url()).toString());
    await learnerPage.locator(`[data-assignment="${TITLE}"]`).getByText('Solved on time').waitFor(SLOW);

    // The grid: both solved on time, ben in two tries; his cell opens his two submissions with their code.
    await listed.getByRole('link', { name: 'Progress' }).click();
    await teacherPage.getByRole('heading', { name: TITLE, level: 1 }).waitFor(SLOW);
    const annRow = teacherPage.locator(`[data-learner="${ann.username}"]`);
    const benRow = teacherPage.locator(`[data-learner="${ben.username}"]`);
    expect(await annRow.locator('[data-status]').getAttribute('data-status')).toBe('on_time');
    expect(await annRow.locator('[data-status]').textContent()).toContain('1 try');
    expect(await benRow.locator('[data-status]').textContent()).toContain('Solved on time');
    expect(await benRow.locator('[data-status]').textContent()).toContain('2 tries');
    expect(await benRow.locator('[data-total]').textContent()).toBe('1/1');
    await benRow.locator('[data-status]').click();
    const dialog = teacherPage.getByRole('dialog');
    await dialog.getByText(`${ben.username} · ${SECOND_LARGEST.title}`).waitFor();
    expect(
      await dialog
        .locator('[data-verdict]')
        .evaluateAll((items) => items.map((li) => li.getAttribute('data-verdict'))),
    ).toEqual(['WRONG_ANSWER', 'ACCEPTED']);
    expect(await dialog.locator('[data-verdict="ACCEPTED"] code').textContent()).toBe(
      SECOND_LARGEST.solution.python,
    );
    await teacherPage.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The CSV: a header and a row per learner.
    const [download] = await Promise.all([
      teacherPage.waitForEvent('download'),
      teacherPage.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^assignment-\d+-progress\.csv$/);
    const rows = (await readDownload(download)).trimEnd().split('\r\n');
    expect(rows[0]).toBe(`username,${SECOND_LARGEST.title},solved,on time,late`);
    expect(rows.slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(`^${ann.username},Solved on time \\d{4}-\\d{2}-\\d{2}T[0-9:.]+Z,1,1,0$`),
      ),
      expect.stringMatching(
        new RegExp(`^${ben.username},Solved on time \\d{4}-\\d{2}-\\d{2}T[0-9:.]+Z,1,1,0$`),
      ),
    ]);

    // Each puzzle's column leads to its similarity report.
    const gridUrl = teacherPage.url();
    await teacherPage
      .getByRole('link', { name: /^Similar solutions/ })
      .first()
      .click();
    await teacherPage
      .getByRole('heading', { name: `Similarity report: ${SECOND_LARGEST.title}` })
      .waitFor(SLOW);
    await teacherPage.goto(gridUrl);

    // On a phone: the grid scrolls in its own box, nothing sticks out of the page.
    const phone = await openPage({ viewport: PHONE });
    await openSignedIn(phone, teacher, new URL(teacherPage.url()).pathname);
    await phone.getByRole('heading', { name: TITLE, level: 1 }).waitFor(SLOW);
    await phone.getByTestId('progress-grid').waitFor();
    expect(await sticksOut(phone)).toEqual([]);
    // The class page with its list, the form open, and the learner's view: nothing sticks out either.
    await openSignedIn(phone, teacher, `/classes/${classId}`);
    await phone.locator(`[data-assignment="${TITLE}"]`).waitFor(SLOW);
    await phone.getByRole('button', { name: 'New assignment' }).click();
    await phone.getByRole('button', { name: 'Publish assignment' }).waitFor();
    expect(await sticksOut(phone)).toEqual([]);
    const learnerPhone = await openPage({ viewport: PHONE });
    await openSignedIn(learnerPhone, ben, '/classes');
    await learnerPhone.locator(`[data-assignment="${TITLE}"]`).getByText('Solved on time').waitFor(SLOW);
    expect(await sticksOut(learnerPhone)).toEqual([]);
  });
});
