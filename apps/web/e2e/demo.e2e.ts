import { describe, expect, it } from 'vitest';
import { PHONE, pathname, screenshot, sticksOut, url, useBrowser } from './support/browser';

describe('demo page', () => {
  const { openPage } = useBrowser();

  it('has the header, the Code Editor tab with its canned results, and the bottom call to action', async () => {
    const page = await openPage();
    await page.goto(url('/demo'));
    const header = page.getByRole('banner');
    await header.getByText('CodeQuest').first().waitFor();
    await header.getByText('Demo Mode').waitFor();
    await expect(header.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).resolves.toBe('/');
    await expect(header.getByRole('link', { name: 'Start Your Quest' }).getAttribute('href')).resolves.toBe(
      '/signup',
    );

    const editorTab = page.getByRole('tab', { name: 'Code Editor' });
    await expect(editorTab.getAttribute('aria-selected')).resolves.toBe('true');
    const panel = page.getByRole('tabpanel');
    await panel.getByText('#include <stdio.h>').waitFor();
    await panel.getByRole('heading', { name: 'Two Sum' }).waitFor();
    for (const language of ['C', 'Python', 'Java'])
      await panel.getByText(language, { exact: true }).waitFor();
    await panel.getByText('Test Case 1').waitFor();
    await panel.getByText('Test Case 2').waitFor();
    await panel.getByText('Hidden Test Case').waitFor();
    expect(await panel.getByText('Passed', { exact: true }).count()).toBe(3);
    await panel.getByText('52ms').waitFor();
    await panel.getByText('42MB').waitFor();
    await panel.getByText('+50 XP Earned!').waitFor();

    await expect(page.getByRole('link', { name: 'Create Free Account' }).getAttribute('href')).resolves.toBe(
      '/signup',
    );
    await expect(page.getByRole('link', { name: 'Sign In' }).getAttribute('href')).resolves.toBe('/login');
    await screenshot(page, 'demo-code-editor');
  });

  it('Run Code reads Running... and is disabled for 2 seconds, then returns', async () => {
    const page = await openPage();
    await page.goto(url('/demo'));
    await page.getByRole('button', { name: 'Run Code' }).click();
    const started = Date.now();
    const running = page.getByRole('button', { name: 'Running...' });
    await running.waitFor();
    expect(await running.isDisabled()).toBe(true);
    await screenshot(page, 'demo-running', { fullPage: false });
    await page.getByRole('button', { name: 'Run Code' }).waitFor({ timeout: 5000 });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1800);
    expect(elapsed).toBeLessThan(4000);
    expect(await page.getByRole('button', { name: 'Run Code' }).isEnabled()).toBe(true);
    await page.getByText('+50 XP Earned!').waitFor();
  });

  it('Puzzles: six sample cards, Solve or Review with a check mark, both leading to signup', async () => {
    const page = await openPage();
    await page.goto(url('/demo'));
    await page.getByRole('tab', { name: 'Puzzles' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('heading', { name: 'N-Queens' }).waitFor();
    expect(await panel.getByRole('listitem').count()).toBe(6);
    const solve = await panel.getByRole('link', { name: /^Solve / }).count();
    const review = await panel.getByRole('link', { name: /^Review / }).count();
    expect(solve + review).toBe(6);
    expect(review).toBeGreaterThan(0);
    expect(await panel.getByLabel('Solved').count()).toBe(review);
    for (const points of ['50 XP', '100 XP', '200 XP'])
      expect(await panel.getByText(points).count()).toBeGreaterThan(0);
    await screenshot(page, 'demo-puzzles');

    await panel
      .getByRole('link', { name: /^Review / })
      .first()
      .click();
    await page.getByRole('button', { name: 'Create Account' }).waitFor();
    expect(pathname(page)).toBe('/signup');
    await page.goBack();
    await page.getByRole('tab', { name: 'Puzzles' }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: 'Solve N-Queens' }).click();
    await page.getByRole('button', { name: 'Create Account' }).waitFor();
    expect(pathname(page)).toBe('/signup');
  });

  it('Progress: Level 3 between 250 and 500 XP, 12 solved, 7 day streak, four achievements', async () => {
    const page = await openPage();
    await page.goto(url('/demo'));
    await page.getByRole('tab', { name: 'Progress' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByText('Level 3', { exact: true }).waitFor();
    await panel.getByRole('progressbar').waitFor();
    await panel.getByText('250 XP', { exact: true }).waitFor();
    await panel.getByText('500 XP', { exact: true }).waitFor();
    await panel.getByText('12', { exact: true }).waitFor();
    await panel.getByText('Problems Solved').waitFor();
    await panel.getByText('7 days').waitFor();
    await panel.getByText('Day Streak').waitFor();
    for (const name of ['First Steps', 'Week Warrior', 'Problem Solver', 'Algorithm Master']) {
      await panel.getByText(name, { exact: true }).waitFor();
    }
    await screenshot(page, 'demo-progress');
  });

  it('Leaderboard: five ranks with You (Demo) highlighted at rank 4', async () => {
    const page = await openPage();
    await page.goto(url('/demo'));
    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    const panel = page.getByRole('tabpanel');
    const rows = panel.getByRole('listitem');
    await panel.getByText('You (Demo)').waitFor();
    expect(await rows.count()).toBe(5);
    const fourth = rows.nth(3);
    await expect(fourth.textContent()).resolves.toContain('You (Demo)');
    await expect(fourth.getAttribute('aria-current')).resolves.toBe('true');
    expect(await panel.locator('[aria-current="true"]').count()).toBe(1);
    await screenshot(page, 'demo-leaderboard');
  });

  it('fits a phone screen', async () => {
    const page = await openPage({ viewport: PHONE });
    await page.goto(url('/demo'));
    await page.getByRole('tab', { name: 'Leaderboard' }).waitFor();
    expect(await sticksOut(page)).toEqual([]);
    await screenshot(page, 'demo-phone');
  });
});
