import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AuthResponse,
  CODE_MESSAGES,
  type ErrorResponse,
  type ExecutionResult,
  type HealthResponse,
  type SubmitResult,
} from '@codequest/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, signUpViaApi } from './support/api';
import { screenshot, useBrowser } from './support/browser';
import {
  chooseLanguage,
  openPuzzle,
  outputTab,
  replaceCode,
  runCode,
  SECOND_LARGEST,
  submitCode,
  visibleToastWith,
} from './support/puzzles';
import { freePort, type RunningServer, startServer, stopServer, waitForHealth } from './support/server';

/**
 * When the judge fails, the learner is told it is our problem, never shown it as their compiler output:
 * a judge that cannot run programs at all (503 JUDGE_UNAVAILABLE, on a server of its own whose bubblewrap is
 * missing), and a judge that failed on one run (an Internal Error verdict).
 */
describe('judge problems, as the learner sees them', () => {
  const { openPage } = useBrowser();
  const title = SECOND_LARGEST.title;

  describe('a server whose sandbox cannot run (bubblewrap missing)', () => {
    const BWRAP = '/nonexistent/bwrap';
    let server: RunningServer;
    let dataDir: string;
    let baseUrl: string;

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'codequest-e2e-nojudge-'));
      const port = await freePort();
      baseUrl = `http://127.0.0.1:${port}`;
      server = startServer({ port, baseUrl, dataDir, env: { JUDGE_BWRAP: BWRAP } });
      await waitForHealth(baseUrl, server);
    });

    afterAll(async () => {
      if (server) await stopServer(server.process);
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    async function settledHealth(): Promise<HealthResponse> {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const health = (await (await fetch(`${baseUrl}/api/health`)).json()) as HealthResponse;
        const states = Object.values(health.judge.languages).map((language) => language.status);
        if (!states.includes('checking') && !states.includes('unchecked')) return health;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`The judge's self-test did not finish within 30 s:\n${server.output()}`);
    }

    it('health says the judge is not ready and why; run and submit answer 503 with the message', async () => {
      const health = await settledHealth();
      expect(health.ok).toBe(false);
      expect(health.judge.ready).toBe(false);
      for (const language of Object.values(health.judge.languages)) {
        expect(language.status).toBe('failed');
        expect(language.reason).toContain(`bubblewrap is not at ${BWRAP}`);
      }

      const signup = await fetch(`${baseUrl}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: `nojudge_${Date.now().toString(36)}`,
          email: `nojudge.${Date.now().toString(36)}@example.com`,
          mobile: '9876543210',
          password: 'quest-pass-1',
          confirmPassword: 'quest-pass-1',
        }),
      });
      expect(signup.ok).toBe(true);
      const account = (await signup.json()) as AuthResponse;
      const puzzles = (await (
        await fetch(`${baseUrl}/api/puzzles`, { headers: { authorization: `Bearer ${account.token}` } })
      ).json()) as { id: number; title: string }[];
      const puzzle = puzzles.find((candidate) => candidate.title === title);
      if (!puzzle) throw new Error(`The second server does not serve "${title}"`);

      for (const route of ['run', 'submit']) {
        const response = await fetch(`${baseUrl}/api/code/${route}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            puzzleId: puzzle.id,
            code: SECOND_LARGEST.solution.python,
            language: 'python',
          }),
        });
        expect(response.status).toBe(503);
        expect((await response.json()) as ErrorResponse).toEqual({
          message: CODE_MESSAGES.judgeUnavailable,
          code: 'JUDGE_UNAVAILABLE',
        });
      }

      // In the browser: Run and Submit say the server's sentence; the code stays in the editor.
      const page = await openPage({ baseURL: baseUrl });
      await page.goto('/demo');
      await page.evaluate(({ token, user }) => {
        localStorage.setItem('codequest_token', token);
        localStorage.setItem('codequest_user_data', JSON.stringify(user));
      }, account);
      await page.goto('/puzzles');
      await page.getByText('Loading your profile').waitFor({ state: 'detached' });
      await openPuzzle(page, title);
      await chooseLanguage(page, 'python');
      await replaceCode(page, SECOND_LARGEST.solution.python);

      expect((await runCode(page)).status()).toBe(503);
      await visibleToastWith(page, 'Code Runner Unavailable').waitFor();
      await visibleToastWith(page, CODE_MESSAGES.judgeUnavailable).waitFor();
      await screenshot(page, 'judge-unavailable-run', { fullPage: false });
      expect((await submitCode(page)).status()).toBe(503);
      await expect.poll(() => page.getByText(CODE_MESSAGES.judgeUnavailable).count()).toBeGreaterThan(0);
      expect(await page.getByText('Compiler output').count()).toBe(0);
      expect(await page.getByText('Connection Error').count()).toBe(0);
    }, 90_000);
  });

  describe('a judge that failed on one run (Internal Error)', () => {
    // The server's side (an Internal Error is never compiler output, nor a stored attempt) is tested through
    // the API with a sandbox that fails; here the browser gets the answer such a server gives.
    const internalError: ExecutionResult = {
      results: [],
      passedCount: 0,
      totalCount: 2,
      runtime: 0,
      memoryKb: 0,
      verdict: 'INTERNAL_ERROR',
      error: null,
    };
    const internalSubmit: SubmitResult = {
      ...internalError,
      success: false,
      message: 'Internal Error',
      xpGained: 0,
      newAchievements: [],
      submissionId: null,
    };

    async function openWithFailingJudge(page: Page, account: AuthResponse) {
      await page.route('**/api/code/run', (route) => route.fulfill({ json: internalError }));
      await page.route('**/api/code/submit', (route) => route.fulfill({ json: internalSubmit }));
      await openSignedIn(page, account, '/puzzles');
      await openPuzzle(page, title);
      await chooseLanguage(page, 'python');
      await replaceCode(page, SECOND_LARGEST.solution.python);
    }

    async function expectJudgeProblem(page: Page) {
      const panel = outputTab(page);
      const problem = panel.getByTestId('judge-problem');
      await problem.waitFor();
      expect(await problem.textContent()).toContain('We could not judge your code');
      expect(await problem.textContent()).toContain(CODE_MESSAGES.internalError);
      expect(CODE_MESSAGES.internalError).toMatch(/could not judge your code this time/);
      expect(CODE_MESSAGES.internalError).toMatch(/problem on our side/);
      expect(CODE_MESSAGES.internalError).toMatch(/try again/);
      expect(await panel.getByText('Compiler output').count()).toBe(0);
      expect(await panel.getByTestId('compile-error').count()).toBe(0);
      expect(await panel.getByText('Internal Error', { exact: true }).count()).toBe(0);
    }

    it('Run: the output says we could not judge the code, on our side, try again; no compiler output', async () => {
      const account = await signUpViaApi();
      const page = await openPage();
      await openWithFailingJudge(page, account);

      expect((await runCode(page)).status()).toBe(200);
      await expectJudgeProblem(page);
      await visibleToastWith(page, 'Could Not Judge Your Code').waitFor();
      await screenshot(page, 'judge-internal-error-run', { fullPage: false });
    });

    it('Submit: the same words, and no "Solution Incorrect"', async () => {
      const account = await signUpViaApi();
      const page = await openPage();
      await openWithFailingJudge(page, account);

      expect((await submitCode(page)).status()).toBe(200);
      await expectJudgeProblem(page);
      await visibleToastWith(page, 'Could Not Judge Your Code').waitFor();
      expect(await page.getByText('Solution Incorrect').count()).toBe(0);
    });
  });
});
