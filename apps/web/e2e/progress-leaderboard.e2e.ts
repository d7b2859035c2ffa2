import type { LeaderboardEntry, User } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import {
  adminAccount,
  api,
  fetchProfile,
  logInViaApi,
  newAccount,
  openSignedIn,
  signUpViaApi,
} from './support/api';
import { PHONE, screenshot, sticksOut, useBrowser } from './support/browser';
import { solveEasyPuzzles } from './support/puzzles';

async function profileOf(token: string): Promise<User> {
  return (await (await fetchProfile(token)).json()) as User;
}

const leaderboardOf = (token: string) => api<LeaderboardEntry[]>(token, 'GET', '/api/leaderboard');

describe('leaderboard', () => {
  const { openPage } = useBrowser();

  it('puts the top three on a podium, ranks everyone, and highlights the learner’s own row', async () => {
    const account = await signUpViaApi();
    await solveEasyPuzzles(account.token, 1);
    const board = await leaderboardOf(account.token);
    const page = await openPage();
    await openSignedIn(page, account, '/leaderboard');

    const podium = page.getByRole('list', { name: 'Top three' });
    const first = board[0];
    if (!first) throw new Error('The leaderboard is empty');
    // Counting is instant: wait until the board has arrived before counting what it shows.
    await podium
      .getByRole('listitem', { name: `1st place: ${first.user.username}, ${first.totalXP} XP` })
      .waitFor();
    expect(await podium.getByRole('listitem').count()).toBe(Math.min(3, board.length));

    const rows = page.getByRole('table').locator('tbody tr');
    expect(await rows.count()).toBe(board.length);
    const own = page.getByTestId('leaderboard-you');
    expect(await own.getAttribute('aria-current')).toBe('true');
    await own.getByText(account.username).waitFor();
    await own.getByText('You', { exact: true }).waitFor();
    await screenshot(page, 'leaderboard-desktop', { fullPage: false });

    const phone = await openPage({ viewport: PHONE });
    await openSignedIn(phone, account, '/leaderboard');
    await phone.getByTestId('leaderboard-you').waitFor();
    expect(await sticksOut(phone)).toEqual([]);
    await screenshot(phone, 'leaderboard-phone-ranking', { fullPage: false });
  });

  it('shows the learner’s own row below the top 100 when they are outside it', {
    timeout: 120_000,
  }, async () => {
    // Enough learners who signed up earlier (so rank ahead at equal XP) to push a new one out of the top 100.
    const ahead = await leaderboardOf((await signUpViaApi()).token);
    const missing = Math.max(0, 101 - ahead.length);
    for (let start = 0; start < missing; start += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, missing - start) }, () => signUpViaApi(newAccount('crowd'))),
      );
    }
    const account = await signUpViaApi();
    const page = await openPage();
    await openSignedIn(page, account, '/leaderboard');
    const own = page.getByTestId('leaderboard-you');
    await own.waitFor();
    const rank = Number((await own.locator('td').first().textContent())?.replace('#', ''));
    expect(rank).toBeGreaterThan(100);
    expect(await page.getByRole('table').locator('tbody tr').count()).toBe(102);
    await page.getByText('Your position, outside the top 100').waitFor({ state: 'attached' });
    await own.scrollIntoViewIfNeeded();
    await screenshot(page, 'leaderboard-outside-top', { fullPage: false });
  });
});

describe('progress', () => {
  const { openPage } = useBrowser();

  it('shows level, XP bar, streak, solves by difficulty and track, the 5 latest solves and the tier; polls', async () => {
    const account = await signUpViaApi();
    const solved = await solveEasyPuzzles(account.token, 6);
    const profile = await profileOf(account.token);
    const page = await openPage();
    await openSignedIn(page, account, '/progress');

    const level = page.getByRole('region', { name: 'Level' });
    await level.getByText(`Level ${profile.level}`, { exact: true }).waitFor();
    const next = (Math.floor(profile.currentXP / 1000) + 1) * 1000;
    await level.getByText(`${next - profile.currentXP} XP`, { exact: true }).waitFor();
    const bar = level.getByRole('progressbar', { name: 'XP towards the next milestone' });
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeCloseTo((profile.currentXP / next) * 100, 5);
    await expect(page.getByTestId('rank-tier').textContent()).resolves.toBe('Getting Started');
    // The streak, and the activity calendar's current and longest streaks beside it.
    await page
      .getByTestId('current-streak')
      .filter({ hasText: /^1 day$/ })
      .waitFor();
    expect(await page.getByText('1 day', { exact: true }).count()).toBe(3);
    await page.getByText(`#${profile.rank}`, { exact: true }).waitFor();

    const byDifficulty = page.getByRole('region', { name: 'Solved by difficulty' });
    await expect(byDifficulty.locator('dd').first().textContent()).resolves.toBe('6');
    const byTrack = page.getByRole('region', { name: 'Solved by track' });
    await byTrack.getByRole('progressbar', { name: /^Algorithms: 6 of \d+ solved$/ }).waitFor();

    const recent = page.getByRole('list', { name: 'Recent solves' }).getByRole('listitem');
    expect(await recent.count()).toBe(5);
    const newest = solved.at(-1);
    await expect(recent.first().textContent()).resolves.toContain(newest?.title);
    await screenshot(page, 'progress-desktop', { fullPage: false });

    // The screen polls every 5 s: a solve elsewhere shows up without a reload.
    await solveEasyPuzzles(account.token, 1);
    await byDifficulty.locator('dd').first().filter({ hasText: /^7$/ }).waitFor({ timeout: 12_000 });

    const phone = await openPage({ viewport: PHONE });
    await openSignedIn(phone, account, '/progress');
    await phone.getByTestId('rank-tier').waitFor();
    expect(await sticksOut(phone)).toEqual([]);
    await screenshot(phone, 'progress-phone', { fullPage: false });
  });

  it('?userId= shows that user’s progress to admins, and is ignored for everyone else', async () => {
    const learner = await signUpViaApi();
    const solved = await solveEasyPuzzles(learner.token, 2);
    const admin = adminAccount();
    const adminAuth = await logInViaApi(admin.email, admin.password);

    const page = await openPage();
    await openSignedIn(page, adminAuth, `/progress?userId=${learner.user.id}`);
    await page.getByText(`You are viewing ${learner.username}'s progress as an admin.`).waitFor();
    await expect(page.getByTestId('rank-tier').textContent()).resolves.toBe('First Steps');
    const recent = page.getByRole('list', { name: 'Recent solves' });
    for (const puzzle of solved) await recent.getByText(puzzle.title).waitFor();
    await screenshot(page, 'progress-admin-view', { fullPage: false });

    const other = await signUpViaApi();
    const regular = await openPage();
    await openSignedIn(regular, other, `/progress?userId=${learner.user.id}`);
    await regular.getByText('Your journey so far.').waitFor();
    await regular.getByText('No solves yet: your accepted solutions will show up here.').waitFor();
    expect(await regular.getByText(learner.username).count()).toBe(0);
  });
});
