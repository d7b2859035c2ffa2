import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, type TestAccount } from './support/api';
import { PHONE, sticksOut, storedSession, toastWith, useBrowser } from './support/browser';
import { decodeQuotedPrintable } from './support/outbox';
import { freePort, type RunningServer, startServer, stopServer, waitForHealth } from './support/server';

/**
 * Sign-up on a server that confirms addresses by mail (SIGNUP_CONFIRM_EMAIL=on; its mail goes to its outbox):
 * the form gives way to "Check your inbox", the mailed link makes the account and opens the dashboard, and an
 * address that has an account gets the very same screen (its owner a note by mail).
 */

describe('sign-up confirmed by mail', () => {
  const { openPage } = useBrowser();
  let dataDir: string;
  let baseUrl: string;
  let running: RunningServer;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'codequest-e2e-confirm-'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    running = startServer({ port, baseUrl, dataDir, env: { SIGNUP_CONFIRM_EMAIL: 'on' } });
    await waitForHealth(baseUrl, running);
  }, 120_000);

  afterAll(async () => {
    if (running) await stopServer(running.process);
    await rm(dataDir, { recursive: true, force: true });
  });

  async function signUpInPage(page: Page, account: TestAccount): Promise<void> {
    await page.goto(`${baseUrl}/signup`);
    await page.getByLabel('Username', { exact: true }).fill(account.username);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Mobile Number', { exact: true }).fill(account.mobile);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('status').filter({ hasText: 'Check your inbox' }).waitFor();
  }

  /** The newest mail to `recipient` in the server's outbox: its subject and decoded text. */
  async function mailTo(recipient: string): Promise<string> {
    const outbox = path.join(dataDir, 'outbox');
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) =>
        name.endsWith('.eml'),
      );
      for (const name of names.sort().reverse()) {
        const text = decodeQuotedPrintable(await readFile(path.join(outbox, name), 'utf8'));
        if (text.includes(`To: ${recipient}`)) return text;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${recipient} in ${outbox}`);
  }

  it('says to check the inbox, then the mailed link makes the account and opens the dashboard', async () => {
    const account = newAccount('confirm');
    const page = await openPage();
    await signUpInPage(page, account);
    const panel = await page.getByRole('status').filter({ hasText: 'Check your inbox' }).textContent();
    expect(panel).toContain(account.email);
    expect((await storedSession(page)).token).toBeNull();

    const mail = await mailTo(account.email);
    expect(mail).toContain('Subject: Finish creating your CodeQuest account');
    const link = /http:\/\/127\.0\.0\.1:\d+\/confirm-signup\?token=[^\s"<>]+/.exec(mail)?.[0];
    expect(link).toBeDefined();
    await page.goto(link as string);
    await page.waitForURL(`${baseUrl}/dashboard`);
    await toastWith(page, 'Your account has been created successfully').waitFor();
    expect((await storedSession(page)).token).not.toBeNull();

    // The link works once: opened again (signed out), it says so and offers to sign up again.
    const again = await openPage();
    await again.goto(link as string);
    await again.getByText('This sign-up link is not valid, was used already or has expired.').waitFor();
    await again.getByRole('link', { name: 'Sign up again' }).waitFor();
  });

  it('shows an address that has an account the same screen, and mails its owner instead', async () => {
    const owner = newAccount('owner');
    const first = await openPage();
    await signUpInPage(first, owner);
    const confirmLink = /http:\/\/\S+\/confirm-signup\?token=[^\s"<>]+/.exec(await mailTo(owner.email))?.[0];
    await first.goto(confirmLink as string);
    await first.waitForURL(`${baseUrl}/dashboard`);

    const stranger = await openPage({ viewport: PHONE });
    await signUpInPage(stranger, { ...newAccount('stranger'), email: owner.email });
    expect(
      await stranger.getByRole('status').filter({ hasText: 'Check your inbox' }).textContent(),
    ).toContain(owner.email);
    expect(await sticksOut(stranger)).toEqual([]);
    const note = await mailTo(owner.email);
    expect(note).toContain('Subject: You already have a CodeQuest account');
  });
});
