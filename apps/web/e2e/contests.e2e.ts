import type { AuthResponse, ClassResponse, Contest, SubmitResult } from '@codequest/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { zonedInputsOf } from '../src/lib/zoned-time';
import { adminAccount, api, logInViaApi, openSignedIn, signUpViaApi, type TestAccount } from './support/api';
import { seriousViolations } from './support/axe';
import { PHONE, pathname, screenshot, sticksOut, toastWith, useBrowser } from './support/browser';
import {
  chooseLanguage,
  editorContent,
  puzzleFiles,
  replaceCode,
  SECOND_LARGEST,
  submitCode,
} from './support/puzzles';

/**
 * A contest through the real server and a real browser, on its real clock: a teacher creates an ICPC
 * contest for their class (one open to everyone would be in every later test's navigation), of two
 * minutes starting about a minute ahead, with a one-minute freeze; two of its learners register (one on a
 * phone); at the start their problems appear without a reload; each solves one in the workspace
 * (no hints or solutions offered) while the organiser's page watches the board change; an announcement
 * reaches a learner's page as it is sent; in the freeze a third solve shows as pending on the learner's
 * board and as solved on the organiser's, until the organiser reveals it and the learner's board shows it,
 * still without a reload. Nothing sticks out on the phone and the contest page has no serious accessibility
 * violation. After the end a third learner, who did not take part, starts a virtual run: their own
 * countdown, a problem solved, their row on the board marked virtual. It takes about three minutes, most of
 * them waiting for the start, the freeze and the end.
 */

const SLOW = { timeout: 30_000 } as const;
const TITLE = `Friday sprint ${Date.now().toString(36)}`;
const CLASS_NAME = `Friday club ${Date.now().toString(36)}`;
const FIRST_COPY = puzzleFiles('algorithms/002-first-copy-on-the-shelf');
const MINUTE_MS = 60_000;
/** The least time between the form's start and now: enough to create the contest and register two learners. */
const LEAD_MS = 45_000;

/** Waits until the wall clock (the server's: one machine) reaches `epochMs`. */
async function waitUntil(epochMs: number): Promise<void> {
  const wait = epochMs - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

const cell = (page: Page, username: string, label: string) =>
  page.locator(`[data-participant="${username}"] [data-cell="${label}"]`);

const cellState = (page: Page, username: string, label: string) =>
  cell(page, username, label)
    .getAttribute('data-state', { timeout: 5000 })
    .catch(() => null);

/** Opens problem `label` from the contest page and submits `code` in Python; the server's answer. */
async function solve(page: Page, label: string, code: string): Promise<SubmitResult> {
  await page.locator(`[data-problem="${label}"] a`).click();
  await editorContent(page).waitFor({ state: 'attached' });
  if (await page.getByRole('tab', { name: 'Code' }).isVisible())
    await page.getByRole('tab', { name: 'Code' }).click();
  await chooseLanguage(page, 'python');
  await replaceCode(page, code);
  const response = await submitCode(page);
  return (await response.json()) as SubmitResult;
}

describe('contests', { timeout: 360_000 }, () => {
  const { openPage } = useBrowser();
  let teacher: TestAccount & AuthResponse;
  let ann: TestAccount & AuthResponse;
  let ben: TestAccount & AuthResponse;
  let cid: TestAccount & AuthResponse;
  /** The contest the first test makes, and its start, for the virtual run after its end. */
  let contestId = 0;
  let startsAt = 0;

  beforeAll(async () => {
    const account = adminAccount();
    const admin = await logInViaApi(account.email, account.password);
    teacher = await signUpViaApi();
    ann = await signUpViaApi();
    ben = await signUpViaApi();
    cid = await signUpViaApi();
    await api(admin.token, 'POST', `/api/admin/users/${teacher.user.id}/teacher`);
    const created = await api<ClassResponse>(teacher.token, 'POST', '/api/classes', { name: CLASS_NAME });
    for (const learner of [ann, ben, cid])
      await api(learner.token, 'POST', '/api/classes/join', { code: created.teaching?.joinCode });
  });

  it('runs a contest: registration, problems at the start, a live board, the freeze and its reveal', async () => {
    // The teacher finds Contests in the sidebar and creates the contest, starting on the next minute at
    // least LEAD_MS away (the form takes minutes).
    const organiser = await openPage();
    await openSignedIn(organiser, teacher, '/puzzles');
    await organiser
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('link', { name: 'Contests' })
      .click();
    await organiser.getByRole('heading', { name: 'Create a contest' }).waitFor();
    await organiser.getByLabel('Title').fill(TITLE);
    await organiser.getByLabel('Description (optional)').fill('Two warm-ups, two minutes. Good luck!');
    for (const title of [SECOND_LARGEST.title, FIRST_COPY.title]) {
      await organiser.getByRole('searchbox', { name: 'Search puzzles' }).fill(title);
      await organiser.getByRole('checkbox', { name: title }).check();
    }
    startsAt = Math.ceil((Date.now() + LEAD_MS) / MINUTE_MS) * MINUTE_MS;
    const start = zonedInputsOf(startsAt, teacher.user.timeZone);
    await organiser.getByLabel('Start: Date').fill(start.date);
    await organiser.getByLabel('Start: Time').fill(start.time);
    await organiser.getByLabel('Duration (minutes)').fill('2');
    await organiser.getByLabel('Freeze (minutes)').fill('1');
    await organiser.getByRole('combobox', { name: 'Who may take part' }).click();
    await organiser.getByRole('option', { name: `Members of ${CLASS_NAME}`, exact: true }).click();
    expect(await organiser.getByLabel('Penalty (minutes)').inputValue()).toBe('20');
    await organiser.getByRole('button', { name: 'Create Contest' }).click();
    await organiser.getByRole('heading', { name: TITLE, level: 1 }).waitFor(SLOW);
    expect(pathname(organiser)).toMatch(/^\/contests\/\d+$/);
    contestId = Number(pathname(organiser).split('/').pop());
    const contest = await api<Contest>(teacher.token, 'GET', `/api/contests/${contestId}`);
    expect(Date.parse(contest.startsAt)).toBe(startsAt);
    expect(contest.classId).not.toBeNull();
    expect(contest.problems.map((problem) => problem.title)).toEqual([
      SECOND_LARGEST.title,
      FIRST_COPY.title,
    ]);
    await organiser.getByRole('timer', { name: /^Starts in / }).waitFor();

    // Ann registers from the contests list; Ben on a phone, through the account menu.
    const annPage = await openPage();
    await openSignedIn(annPage, ann, '/puzzles');
    await annPage
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('link', { name: 'Contests' })
      .click();
    await annPage.locator(`[data-contest="${TITLE}"] a`).click();
    await annPage.getByRole('button', { name: 'Register' }).click();
    await annPage.getByTestId('registered').waitFor();
    await annPage.getByText('The problems appear here when the contest starts.').waitFor();

    const benPage = await openPage({ viewport: PHONE });
    await openSignedIn(benPage, ben, '/puzzles');
    expect(await benPage.locator('[data-bottom-nav] li').count()).toBe(4);
    await benPage.getByRole('button', { name: 'Account menu' }).click();
    await benPage.getByRole('menuitem', { name: 'Contests' }).click();
    await benPage.locator(`[data-contest="${TITLE}"] a`).click();
    await benPage.getByRole('button', { name: 'Register' }).click();
    await benPage.getByTestId('registered').waitFor();
    expect(await sticksOut(benPage), 'the upcoming contest on a phone').toEqual([]);
    expect(Date.now(), 'both registered before the start').toBeLessThan(startsAt);

    // The organiser's board lists both as they register, without a reload.
    await cell(organiser, ann.username, 'A').waitFor(SLOW);
    await cell(organiser, ben.username, 'A').waitFor(SLOW);

    // At the start the problems appear on both learners' pages, without a reload.
    const untilStart = { timeout: startsAt - Date.now() + 30_000 };
    await annPage.locator('[data-problem="A"]').waitFor(untilStart);
    await benPage.locator('[data-problem="B"]').waitFor(untilStart);
    await annPage.getByRole('timer', { name: /^Ends in / }).waitFor();

    // Each solves one in the workspace, where hints and solutions are not offered during the contest.
    const annFirst = await solve(annPage, 'A', SECOND_LARGEST.solution.python);
    expect(annFirst.success).toBe(true);
    await annPage.getByRole('heading', { name: `A. ${SECOND_LARGEST.title}`, level: 1 }).waitFor();
    expect(await annPage.getByRole('button', { name: 'Hint' }).count()).toBe(0);
    expect(await annPage.getByRole('button', { name: 'Show Solution' }).count()).toBe(0);
    expect(await annPage.getByRole('tab', { name: 'Solutions' }).count()).toBe(0);
    await annPage.getByRole('timer', { name: /^Ends in / }).waitFor();

    const benFirst = await solve(benPage, 'B', FIRST_COPY.solution.python);
    expect(benFirst.success).toBe(true);
    expect(await sticksOut(benPage), 'a contest problem on a phone').toEqual([]);
    await screenshot(benPage, 'contest-problem-phone');

    // The organiser's page follows both solves, without a reload.
    await expect.poll(() => cellState(organiser, ann.username, 'A'), SLOW).toBe('solved');
    await expect.poll(() => cellState(organiser, ben.username, 'B'), SLOW).toBe('solved');
    expect(await cell(organiser, ann.username, 'A').getAttribute('data-first-solve')).toBe('true');
    expect(
      await organiser.locator(`[data-participant="${ann.username}"] [data-total="solved"]`).textContent(),
    ).toBe('1');

    // While waiting for the freeze: Ben's board on the phone, and the contest page's accessibility.
    await benPage.getByRole('link', { name: /Back to the contest/ }).click();
    await expect.poll(() => cellState(benPage, ben.username, 'B'), SLOW).toBe('solved');
    expect(await sticksOut(benPage), 'the running contest on a phone').toEqual([]);
    await annPage.getByRole('link', { name: /Back to the contest/ }).click();
    await expect.poll(() => cellState(annPage, ann.username, 'A'), SLOW).toBe('solved');
    expect(await seriousViolations(annPage), 'the contest page').toEqual([]);
    await screenshot(annPage, 'contest-page');

    // An announcement reaches the participants' pages as it is sent.
    await organiser.getByLabel('New announcement').fill('Problem B: the shelf may hold one book only.');
    await organiser.getByRole('button', { name: 'Send Announcement' }).click();
    await toastWith(organiser, 'The announcement was sent to every participant').waitFor(SLOW);
    await toastWith(annPage, 'New announcement').waitFor(SLOW);
    await annPage
      .getByRole('list', { name: 'Announcements' })
      .getByText('the shelf may hold one book only')
      .waitFor();

    // In the freeze (its last minute) Ann solves B: pending on her board, solved on the organiser's.
    await waitUntil(startsAt + MINUTE_MS + 1000);
    await annPage.getByTestId('frozen').waitFor(SLOW);
    const annSecond = await solve(annPage, 'B', FIRST_COPY.solution.python);
    expect(annSecond.success).toBe(true);
    await annPage.getByRole('link', { name: /Back to the contest/ }).click();
    await expect.poll(() => cellState(annPage, ann.username, 'B'), SLOW).toBe('pending');
    await expect.poll(() => cellState(organiser, ann.username, 'B'), SLOW).toBe('solved');
    expect(Date.now(), 'still before the end, when the board would show everything anyway').toBeLessThan(
      startsAt + 2 * MINUTE_MS,
    );

    // The organiser reveals the board: Ann's page shows her solve, without a reload.
    await organiser.getByRole('button', { name: 'Reveal Scoreboard' }).click();
    const dialog = organiser.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Reveal Scoreboard' }).click();
    await toastWith(organiser, 'The scoreboard is revealed').waitFor();
    await expect.poll(() => cellState(annPage, ann.username, 'B'), SLOW).toBe('solved');
    await annPage.getByTestId('frozen').waitFor({ state: 'detached' });
    expect(await annPage.locator(`[data-participant="${ann.username}"]`).getAttribute('data-rank')).toBe('1');
    await screenshot(organiser, 'contest-organiser');
  });

  it('after the end, one who did not take part sits it as a virtual run, marked so on the board', async () => {
    expect(contestId, 'the contest of the first test').toBeGreaterThan(0);
    await waitUntil(startsAt + 2 * MINUTE_MS + 1000);
    const page = await openPage();
    await openSignedIn(page, cid, `/contests/${contestId}`);
    await page.getByText('This contest has ended: its problems are open for practice.').waitFor(SLOW);
    await page.getByRole('button', { name: 'Start Virtual Run' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Start Virtual Run' }).click();
    await page.getByRole('timer', { name: /^Your virtual run ends in / }).waitFor(SLOW);
    expect(await page.getByText('Virtual run', { exact: true }).count()).toBeGreaterThan(0);

    const solved = await solve(page, 'A', SECOND_LARGEST.solution.python);
    expect(solved).toMatchObject({ success: true, xpGained: 0 });
    await page.getByRole('link', { name: /Back to the contest/ }).click();
    await expect.poll(() => cellState(page, cid.username, 'A'), SLOW).toBe('solved');
    const row = page.locator(`[data-participant="${cid.username}"]`);
    await row.getByText('virtual', { exact: true }).waitFor(SLOW);
    // The board's JSON shows it too: a watched board's copy, at most a gathering and a reading behind.
    const cidRow = async () =>
      (
        await api<{ rows: Array<{ username: string; virtual: boolean; solved: number }> }>(
          cid.token,
          'GET',
          `/api/contests/${contestId}/scoreboard`,
        )
      ).rows.find((entry) => entry.username === cid.username);
    await expect.poll(cidRow, SLOW).toMatchObject({ virtual: true, solved: 1 });
  });
});
