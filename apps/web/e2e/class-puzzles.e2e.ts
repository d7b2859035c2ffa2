import type { AuthResponse, ClassResponse, PuzzleSummary } from '@codequest/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAccount, api, logInViaApi, openSignedIn, signUpViaApi, type TestAccount } from './support/api';
import { PHONE, sticksOut, toastWith, useBrowser } from './support/browser';
import { fillPairSumForm, importWeakPackage } from './support/packages';

/**
 * A class's own puzzles and the teacher's edit forms, through the real server, judge and browser: the
 * teacher renames the class, makes a puzzle for it with the panel's form (proven on save), assigns it, then
 * edits the assignment; a member finds the puzzle in their list, someone outside the class does not; a
 * problem package imported into the class, kept as a draft and published from the class's list; the class
 * page on a phone, with its forms open, has nothing sticking out.
 */

const SLOW = { timeout: 30_000 } as const;
const JUDGED = { timeout: 90_000 } as const;
const stamp = Date.now().toString(36);
const PUZZLE = `Class Pair Sum ${stamp}`;
const RENAMED = `Renamed seminar ${stamp}`;

describe('a class’s own puzzles', { timeout: 240_000 }, () => {
  const { openPage } = useBrowser();
  let teacher: TestAccount & AuthResponse;
  let ann: TestAccount & AuthResponse;
  let zed: TestAccount & AuthResponse;
  let classId: number;

  beforeAll(async () => {
    const account = adminAccount();
    const admin = await logInViaApi(account.email, account.password);
    teacher = await signUpViaApi();
    ann = await signUpViaApi();
    zed = await signUpViaApi();
    await api(admin.token, 'POST', `/api/admin/users/${teacher.user.id}/teacher`);
    const created = await api<ClassResponse>(teacher.token, 'POST', '/api/classes', {
      name: `Seminar ${stamp}`,
    });
    classId = created.id;
    await api(ann.token, 'POST', '/api/classes/join', { code: created.teaching?.joinCode });
  });

  it('a teacher renames the class, makes a puzzle for it and assigns it; only members see it', async () => {
    const page = await openPage();
    await openSignedIn(page, teacher, `/classes/${classId}`);

    await page.getByRole('button', { name: 'Edit Class' }).click();
    const classForm = page.getByRole('form', { name: 'Edit the class' });
    await classForm.getByLabel('Class name').fill(RENAMED);
    await classForm.getByRole('button', { name: 'Save Changes' }).click();
    await toastWith(page, 'Class saved').waitFor(SLOW);
    await page.getByRole('heading', { name: RENAMED, level: 1 }).waitFor(SLOW);

    await page.getByRole('link', { name: 'New Puzzle' }).click();
    await page.getByRole('heading', { name: `New puzzle for ${RENAMED}` }).waitFor(SLOW);
    const form = await fillPairSumForm(page, PUZZLE, 'Add the numbers, for this class.');
    await form.getByRole('button', { name: 'Create Puzzle' }).click();
    await toastWith(page, 'Puzzle created successfully').waitFor(JUDGED);
    // Back on the class page, the puzzle in the class's list.
    const listed = page.getByRole('list', { name: 'Class puzzles' }).getByText(PUZZLE);
    await listed.waitFor(SLOW);

    await page.getByRole('button', { name: 'New assignment' }).click();
    await page.getByLabel('Title', { exact: true }).fill(`Own work ${stamp}`);
    await page.getByRole('searchbox', { name: 'Search puzzles' }).fill(PUZZLE);
    await page.getByRole('checkbox', { name: PUZZLE }).check();
    await page.getByRole('button', { name: 'Publish assignment' }).click();
    await toastWith(page, 'Assignment published: every member got a message').waitFor(SLOW);

    // The assignment edited: a new title, saved in place.
    const assignment = page.locator(`[data-assignment="Own work ${stamp}"]`);
    await assignment.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('form', { name: 'Edit assignment' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill(`Own work, revised ${stamp}`);
    expect(await page.getByRole('checkbox', { name: PUZZLE }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toastWith(page, 'Assignment saved').waitFor(SLOW);
    await page.locator(`[data-assignment="Own work, revised ${stamp}"]`).waitFor(SLOW);

    // A member finds it in the puzzle list; someone outside the class does not.
    const seen = async (learner: AuthResponse) =>
      (await api<PuzzleSummary[]>(learner.token, 'GET', '/api/puzzles')).find(
        (puzzle) => puzzle.title === PUZZLE,
      );
    expect(await seen(ann)).toMatchObject({ classId, isUnlocked: true });
    expect(await seen(zed)).toBeUndefined();
    const learnerPage = await openPage();
    await openSignedIn(learnerPage, ann, '/puzzles');
    await learnerPage.getByText(PUZZLE).first().waitFor(SLOW);
  });

  it('a teacher imports a package into the class and publishes its draft; then members see it', async () => {
    const title = `Imported Sum ${stamp}`;
    const page = await openPage();
    await openSignedIn(page, teacher, `/classes/${classId}`);
    const report = await importWeakPackage(page, title);
    await report.getByText('Draft', { exact: true }).waitFor(JUDGED);

    // In the class's list as a draft, out of the members' sight until it is published from there.
    const row = page
      .getByRole('list', { name: 'Class puzzles' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await row.getByText('Draft', { exact: true }).waitFor(SLOW);
    const seen = async () =>
      (await api<PuzzleSummary[]>(ann.token, 'GET', '/api/puzzles')).find((puzzle) => puzzle.title === title);
    expect(await seen()).toBeUndefined();
    await row.getByRole('button', { name: `Publish ${title}` }).click();
    await toastWith(page, 'Puzzle published').waitFor(JUDGED);
    await expect.poll(() => row.getByText('Draft', { exact: true }).count(), SLOW).toBe(0);
    expect(await seen()).toMatchObject({ classId, isUnlocked: true });
  });

  it('the class page on a phone, its forms open, has nothing sticking out', async () => {
    const phone = await openPage({ viewport: PHONE });
    await openSignedIn(phone, teacher, `/classes/${classId}`);
    await phone.getByRole('list', { name: 'Class puzzles' }).waitFor(SLOW);
    await phone.getByRole('button', { name: 'Edit Class' }).click();
    await phone.getByRole('form', { name: 'Edit the class' }).waitFor();
    expect(await sticksOut(phone)).toEqual([]);
    await phone.getByRole('button', { name: 'Import package' }).click();
    await phone.getByLabel('Package (.zip)').waitFor(SLOW);
    expect(await sticksOut(phone)).toEqual([]);
    await phone.getByRole('link', { name: 'New Puzzle' }).click();
    await phone.getByRole('form', { name: 'Create Puzzle' }).waitFor(SLOW);
    expect(await sticksOut(phone)).toEqual([]);
  });
});
