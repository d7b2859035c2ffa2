import type { ActivityCalendar, PublicProfile } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { api, openSignedIn, signUpViaApi } from './support/api';
import { seriousViolations } from './support/axe';
import { PHONE, pathname, screenshot, sticksOut, url, useBrowser } from './support/browser';
import { solveEasyPuzzles } from './support/puzzles';

/** Public profiles (/u/:username): from the leaderboard and the account menu, and for visitors signed out. */

const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${day}T00:00:00Z`));

describe('public profiles', () => {
  const { openPage } = useBrowser();

  it('opens a learner’s profile from the leaderboard: level, XP, solves, achievements, the calendar', async () => {
    const learner = await signUpViaApi();
    await solveEasyPuzzles(learner.token, 1);
    const profile = await api<PublicProfile>(undefined, 'GET', `/api/users/${learner.username}/profile`);
    const viewer = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, viewer, '/leaderboard');

    await page.getByRole('table').getByRole('link', { name: learner.username, exact: true }).click();
    await page.getByRole('heading', { name: learner.username, level: 1 }).waitFor();
    expect(pathname(page)).toBe(`/u/${learner.username}`);
    await page.getByText(`Level ${profile.level} · ${profile.tier}`, { exact: false }).waitFor();
    await page.getByRole('list', { name: 'Achievements earned' }).getByText('Hello, World').waitFor();
    const today = page.getByRole('listitem', { name: `1 solve on ${longDate(profile.activity.to)}` });
    expect(await today.getAttribute('data-count')).toBe('1');
    expect(await page.getByTestId('current-streak').textContent()).toBe('1 day');
    // Nothing private on the page.
    const text = (await page.locator('body').textContent()) ?? '';
    expect(text).not.toContain(learner.email);
    expect(text).not.toContain(learner.mobile);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'public-profile-desktop', { fullPage: true });
  });

  it('is open to visitors signed out, and says so when there is no such learner', async () => {
    const learner = await signUpViaApi();
    await solveEasyPuzzles(learner.token, 1);
    const page = await openPage();
    await page.goto(url(`/u/${learner.username.toUpperCase()}`));
    await page.getByRole('heading', { name: learner.username, level: 1 }).waitFor();
    await page.getByTestId('activity-calendar').waitFor();
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('codequest_token'))).toBeNull();

    await page.goto(url('/u/nobody-goes-by-this'));
    await page.getByRole('heading', { name: 'No such learner', level: 1 }).waitFor();

    const phone = await openPage({ viewport: PHONE });
    await phone.goto(url(`/u/${learner.username}`));
    await phone.getByTestId('activity-calendar').waitFor();
    expect(await sticksOut(phone)).toEqual([]);
    await screenshot(phone, 'public-profile-phone', { fullPage: false });
  });

  it('the account button is named after the username first, and its menu leads to one’s own profile', async () => {
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/progress');
    const button = page.getByRole('button', { name: `${account.username}, account menu`, exact: true });
    await button.click();
    await page.getByRole('menuitem', { name: 'My public profile' }).click();
    await page.getByRole('heading', { name: account.username, level: 1 }).waitFor();
    expect(pathname(page)).toBe(`/u/${account.username}`);
  });
});

describe('motivation on the learner’s own screens', () => {
  const { openPage } = useBrowser();

  it('the progress screen’s calendar shows today’s solve, with the streaks beside it', async () => {
    const account = await signUpViaApi();
    await solveEasyPuzzles(account.token, 2);
    const activity = await api<ActivityCalendar>(account.token, 'GET', '/api/profile/activity');
    const page = await openPage();
    await openSignedIn(page, account, '/progress');
    const calendar = page.getByTestId('activity-calendar');
    const today = calendar.getByRole('listitem', { name: `2 solves on ${longDate(activity.to)}` });
    await today.waitFor();
    expect(await today.getAttribute('title')).toBe(`2 solves on ${longDate(activity.to)}`);
    expect(await calendar.getByTestId('current-streak').textContent()).toBe('1 day');
    expect(await calendar.getByTestId('longest-streak').textContent()).toBe('1 day');
    await calendar.getByText('2 solves in the last year').waitFor();
    await calendar.getByRole('list', { name: 'Legend' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'progress-activity-calendar', { fullPage: false });

    const phone = await openPage({ viewport: PHONE });
    await openSignedIn(phone, account, '/progress');
    await phone.getByTestId('activity-calendar').waitFor();
    expect(await sticksOut(phone)).toEqual([]);
  });

  it('a locked achievement shows how far the learner is', async () => {
    const account = await signUpViaApi();
    await solveEasyPuzzles(account.token, 1);
    const page = await openPage();
    await openSignedIn(page, account, '/achievements');
    const card = page.getByRole('article', { name: 'Getting Started, locked' });
    const progress = card.getByTestId('achievement-progress');
    await progress.getByText('1 / 5 solved').waitFor();
    const bar = card.getByRole('progressbar', { name: 'Getting Started: 1 / 5 solved' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('20');
    // A one-off has no bar; an unlocked one neither.
    const noBar = async (name: string) => {
      const other = page.getByRole('article', { name });
      await other.waitFor();
      return other.getByTestId('achievement-progress').count();
    };
    expect(await noBar('Polyglot, locked')).toBe(0);
    expect(await noBar('Hello, World, unlocked')).toBe(0);
    await screenshot(page, 'achievements-progress', { fullPage: false });
  });
});
