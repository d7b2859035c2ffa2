import type { AuthResponse, Contest } from '@codequest/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAccount, api, logInViaApi, openSignedIn, signUpViaApi, type TestAccount } from './support/api';
import { PHONE, sticksOut, toastWith, useBrowser } from './support/browser';
import { fillPairSumForm, importWeakPackage } from './support/packages';

/**
 * A contest's own problems, through the real server, judge and browser: its organiser makes one with the
 * panel's form on the contest's page (proven on save) and imports a package whose draft is published from
 * the contest's list; each joins the contest's problems as the next label, while a registered learner is
 * shown none of them before the start; the contest page on a phone, the import open, has nothing sticking
 * out.
 */

const SLOW = { timeout: 30_000 } as const;
const JUDGED = { timeout: 90_000 } as const;
const HOUR_MS = 3_600_000;
const stamp = Date.now().toString(36);
const MADE = `Contest Pair Sum ${stamp}`;
const IMPORTED = `Contest Imported Sum ${stamp}`;

describe('a contest’s own problems', { timeout: 240_000 }, () => {
  const { openPage } = useBrowser();
  let teacher: TestAccount & AuthResponse;
  let ann: TestAccount & AuthResponse;
  let contest: Contest;

  beforeAll(async () => {
    const account = adminAccount();
    const admin = await logInViaApi(account.email, account.password);
    teacher = await signUpViaApi();
    ann = await signUpViaApi();
    await api(admin.token, 'POST', `/api/admin/users/${teacher.user.id}/teacher`);
    // Open to the teacher's class alone, so that other suites' learners meet no new contest.
    const created = await api<{ id: number; teaching?: { joinCode: string } }>(
      teacher.token,
      'POST',
      '/api/classes',
      { name: `Contest class ${stamp}` },
    );
    await api(ann.token, 'POST', '/api/classes/join', { code: created.teaching?.joinCode });
    contest = await api<Contest>(teacher.token, 'POST', '/api/contests', {
      title: `Home-made round ${stamp}`,
      startsAt: new Date(Date.now() + HOUR_MS).toISOString(),
      durationMinutes: 60,
      scoring: 'icpc',
      classId: created.id,
    });
    await api(ann.token, 'POST', `/api/contests/${contest.id}/register`);
  });

  it('its organiser makes one with the form and imports another; each joins its problems', async () => {
    const page = await openPage();
    await openSignedIn(page, teacher, `/contests/${contest.id}`);
    const problems = page.getByRole('region', { name: 'Problems', exact: true });
    await problems.getByText('No problems yet').waitFor(SLOW);

    await page.getByRole('link', { name: 'New Problem' }).click();
    await page.getByRole('heading', { name: `New problem for Home-made round ${stamp}` }).waitFor(SLOW);
    const form = await fillPairSumForm(page, MADE, 'Add the numbers, for this contest alone.');
    await form.getByRole('button', { name: 'Create Puzzle' }).click();
    await toastWith(page, 'Puzzle created successfully').waitFor(JUDGED);
    // Back on the contest's page: problem A, and in its own list.
    await problems.locator('[data-problem="A"]').getByText(MADE).waitFor(SLOW);
    await page.getByRole('list', { name: 'Problems of its own' }).getByText(MADE).waitFor(SLOW);

    const report = await importWeakPackage(page, IMPORTED);
    await report.getByText('Draft', { exact: true }).waitFor(JUDGED);
    const row = page
      .getByRole('list', { name: 'Problems of its own' })
      .getByRole('listitem')
      .filter({ hasText: IMPORTED });
    await row.getByRole('button', { name: `Publish ${IMPORTED}` }).click();
    await toastWith(page, 'Puzzle published').waitFor(JUDGED);
    await problems.locator('[data-problem="B"]').getByText(IMPORTED).waitFor(SLOW);

    // Before the start, a registered learner is shown none of them, on the page or through the API.
    const learner = await openPage();
    await openSignedIn(learner, ann, `/contests/${contest.id}`);
    await learner.getByText('The problems appear here when the contest starts.').waitFor(SLOW);
    expect(await learner.getByText(MADE).count()).toBe(0);
    const seen = await api<Contest>(ann.token, 'GET', `/api/contests/${contest.id}`);
    expect(seen.problems).toEqual([]);
  });

  it('the contest page on a phone, the import open, has nothing sticking out', async () => {
    const phone = await openPage({ viewport: PHONE });
    await openSignedIn(phone, teacher, `/contests/${contest.id}`);
    await phone.getByRole('list', { name: 'Problems of its own' }).waitFor(SLOW);
    expect(await sticksOut(phone)).toEqual([]);
    await phone.getByRole('button', { name: 'Import package' }).click();
    await phone.getByLabel('Package (.zip)').waitFor(SLOW);
    expect(await sticksOut(phone)).toEqual([]);
  });
});
