import type { AuthResponse, ClassResponse } from '@codequest/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAccount, api, logInViaApi, openSignedIn, signUpViaApi, type TestAccount } from './support/api';
import { seriousViolations } from './support/axe';
import { PHONE, pathname, screenshot, sticksOut, toastWith, url, useBrowser } from './support/browser';

/**
 * Classes through the real server and a real browser: an administrator makes a user a teacher (after a
 * confirmation), the teacher creates a class and copies its join link, two learners open the link (one
 * signed out, who comes back to it after signing in) and join, the teacher sees both in the roster, one
 * learner leaves; the class page and the join page on a phone, with nothing sticking out and no serious
 * accessibility violation.
 */

const SLOW = { timeout: 30_000 } as const;

/** A name long enough to wrap on a phone. */
const CLASS_NAME = `Algorithms and data structures for the Tuesday evening group ${Date.now().toString(36)}`;

async function searchUser(page: Page, username: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill(username);
  await expect.poll(() => page.getByTestId('user-row').count(), SLOW).toBe(1);
}

async function confirmDialog(page: Page, confirmLabel: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: confirmLabel }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('classes', { timeout: 180_000 }, () => {
  const { openPage } = useBrowser();
  let admin: AuthResponse;
  let teacher: TestAccount & AuthResponse;
  let ann: TestAccount & AuthResponse;
  let ben: TestAccount & AuthResponse;

  beforeAll(async () => {
    const account = adminAccount();
    admin = await logInViaApi(account.email, account.password);
    teacher = await signUpViaApi();
    ann = await signUpViaApi();
    ben = await signUpViaApi();
  });

  it('an admin makes a teacher, who creates a class that two learners join by its link; one leaves', async () => {
    // The admin grants teacher rights, after a confirmation.
    const adminPage = await openPage();
    await openSignedIn(adminPage, admin, '/admin');
    await adminPage.getByRole('tab', { name: 'Users' }).click();
    await searchUser(adminPage, teacher.username);
    const row = adminPage.getByTestId('user-row').filter({ hasText: teacher.username });
    await row.getByRole('button', { name: `Make Teacher: ${teacher.username}` }).click();
    expect(await adminPage.getByRole('alertdialog').textContent()).toContain(
      `Make ${teacher.username} a teacher?`,
    );
    await confirmDialog(adminPage, 'Make Teacher');
    await toastWith(adminPage, 'User is now a teacher').waitFor();
    await row.getByText('Teacher', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Remove Teacher: ${teacher.username}` }).waitFor();

    // The teacher finds Classes in the sidebar, creates a class and copies its link.
    const teacherPage = await openPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await openSignedIn(teacherPage, teacher, '/puzzles');
    await teacherPage
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('link', { name: 'Classes' })
      .click();
    await teacherPage.getByLabel('Class name').fill(CLASS_NAME);
    await teacherPage.getByLabel('Description (optional)').fill('Bring your laptop.');
    await teacherPage.getByRole('button', { name: 'Create Class' }).click();
    await teacherPage.getByRole('heading', { name: CLASS_NAME, level: 1 }).waitFor();
    const code = ((await teacherPage.getByTestId('join-code').textContent()) ?? '').trim();
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    await teacherPage.getByRole('button', { name: 'Copy Link' }).click();
    await toastWith(teacherPage, 'Join link copied').waitFor();
    const link = await teacherPage.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(url(`/join/${code}`));

    // Ann is signed in: the link shows the class and its teacher, and Join opens the class.
    const annPage = await openPage();
    await openSignedIn(annPage, ann, '/puzzles');
    await annPage.goto(link);
    await annPage.getByRole('heading', { name: CLASS_NAME }).waitFor();
    expect(await annPage.getByText(`Taught by ${teacher.username}`).count()).toBe(1);
    await annPage.getByRole('button', { name: 'Join', exact: true }).click();
    await annPage.getByRole('heading', { name: CLASS_NAME, level: 1 }).waitFor();
    expect(pathname(annPage)).toMatch(/^\/classes\/\d+$/);
    expect(await annPage.getByText('Members').count(), 'a learner never sees the roster').toBe(0);

    // Ben is signed out: the link leads through sign-in and back to the join page.
    const benPage = await openPage();
    await benPage.goto(link);
    await benPage.getByText('Sign in or create an account to join this class').waitFor();
    await benPage.getByRole('link', { name: 'Sign In' }).click();
    await benPage.getByLabel('Email').fill(ben.email);
    await benPage.getByLabel('Password', { exact: true }).fill(ben.password);
    await benPage.getByRole('button', { name: 'Sign In' }).click();
    await benPage.waitForURL(url(`/join/${code}`), SLOW);
    await benPage.getByRole('button', { name: 'Join', exact: true }).click();
    await benPage.getByRole('heading', { name: CLASS_NAME, level: 1 }).waitFor();

    // The teacher sees both in the roster.
    await teacherPage.reload();
    const roster = teacherPage.getByTestId('roster-member');
    await expect.poll(() => roster.count(), SLOW).toBe(3);
    const names = await roster.allTextContents();
    expect(names.some((text) => text.includes(ann.username))).toBe(true);
    expect(names.some((text) => text.includes(ben.username))).toBe(true);

    // Ben leaves, after a confirmation; the class is no longer his.
    await benPage.getByRole('button', { name: 'Leave Class' }).click();
    await confirmDialog(benPage, 'Leave Class');
    await toastWith(benPage, 'You left the class').waitFor();
    await benPage.waitForURL(url('/classes'));
    await benPage.getByText('You are not in a class yet.', { exact: false }).waitFor();
    await teacherPage.reload();
    await expect.poll(() => teacherPage.getByTestId('roster-member').count(), SLOW).toBe(2);
    await screenshot(teacherPage, 'class-teacher');
  });

  it('fits a phone: the class page for its teacher and learner, and the join page', async () => {
    // An administrator can do all a teacher can: this class is theirs.
    const created = await api<ClassResponse>(admin.token, 'POST', '/api/classes', {
      name: `${CLASS_NAME} on a phone`,
      description: 'x'.repeat(200),
    });
    const code = created.teaching?.joinCode ?? '';
    const learner = await signUpViaApi({
      username: `phone_${Date.now().toString(36)}`.slice(0, 30),
      email: `a.very.long.email.address.for.a.phone.${Date.now().toString(36)}@example.com`,
      mobile: '9876543210',
      password: 'quest-pass-1',
    });

    const joinPage = await openPage({ viewport: PHONE });
    await openSignedIn(joinPage, learner, `/join/${code}`);
    await joinPage.getByRole('button', { name: 'Join', exact: true }).waitFor();
    expect(await sticksOut(joinPage), 'join page on a phone').toEqual([]);
    expect(await seriousViolations(joinPage), 'join page').toEqual([]);
    await joinPage.getByRole('button', { name: 'Join', exact: true }).click();
    await joinPage.getByRole('button', { name: 'Leave Class' }).waitFor();
    expect(await sticksOut(joinPage), 'learner class page on a phone').toEqual([]);
    expect(await seriousViolations(joinPage), 'learner class page').toEqual([]);
    // On a phone, Classes is in the account menu; the bottom bar keeps its four entries.
    expect(await joinPage.locator('[data-bottom-nav] li').count()).toBe(4);
    await joinPage.getByRole('button', { name: 'Account menu' }).click();
    await joinPage.getByRole('menuitem', { name: 'Classes' }).click();
    await joinPage.waitForURL(url('/classes'));
    expect(await sticksOut(joinPage), 'classes list on a phone').toEqual([]);

    const teacherPage = await openPage({ viewport: PHONE });
    await openSignedIn(teacherPage, admin, `/classes/${created.id}`);
    await teacherPage.getByTestId('roster-member').nth(1).waitFor();
    expect(await sticksOut(teacherPage), 'teacher class page on a phone').toEqual([]);
    expect(await seriousViolations(teacherPage), 'teacher class page').toEqual([]);
    await screenshot(teacherPage, 'class-teacher-phone');
  });
});
