import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
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
import { screenshot, useBrowser } from './support/browser';
import {
  chooseLanguage,
  editorText,
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
 * a judge that cannot run programs at all (503 JUDGE_UNAVAILABLE: bubblewrap missing), and a judge that failed
 * on one run (an Internal Error verdict: bubblewrap broken after the self-test). Each runs on a server of its
 * own, started as the run's is.
 */
describe('judge problems, as the learner sees them', () => {
  const { openPage } = useBrowser();
  const title = SECOND_LARGEST.title;

  describe('a server whose sandbox cannot run (bubblewrap missing)', () => {
    const BWRAP = '/nonexistent/bwrap';
    let server: TestServer;

    beforeAll(async () => {
      server = await startJudgeServer({ JUDGE_BWRAP: BWRAP });
    });

    afterAll(() => server?.stop());

    it('health says the judge is not ready and why; run and submit answer 503 with the message', async () => {
      const health = await server.settledHealth();
      expect(health.ok).toBe(false);
      expect(health.judge.ready).toBe(false);
      for (const language of Object.values(health.judge.languages)) {
        expect(language.status).toBe('failed');
        expect(language.reason).toContain(`bubblewrap is not at ${BWRAP}`);
      }

      const account = await server.signUp('nojudge');
      const puzzles = (await (
        await fetch(`${server.baseUrl}/api/puzzles`, {
          headers: { authorization: `Bearer ${account.token}` },
        })
      ).json()) as { id: number; title: string }[];
      const puzzle = puzzles.find((candidate) => candidate.title === title);
      if (!puzzle) throw new Error(`The server does not serve "${title}"`);
      for (const route of ['run', 'submit']) {
        const response = await fetch(`${server.baseUrl}/api/code/${route}`, {
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
      const page = await openPage({ baseURL: server.baseUrl });
      await server.openSignedIn(page, account);
      await openPuzzle(page, title);
      await chooseLanguage(page, 'python');
      await replaceCode(page, SECOND_LARGEST.solution.python);

      expect((await runCode(page)).status()).toBe(503);
      await visibleToastWith(page, 'Code Runner Unavailable').waitFor();
      await visibleToastWith(page, CODE_MESSAGES.judgeUnavailable).waitFor();
      await screenshot(page, 'judge-unavailable-run', { fullPage: false });
      // The server answered: the banner for a server that cannot be reached would be wrong.
      expect(await page.getByText(UNREACHABLE_BANNER).count()).toBe(0);
      expect((await submitCode(page)).status()).toBe(503);
      await expect.poll(() => page.getByText(CODE_MESSAGES.judgeUnavailable).count()).toBeGreaterThan(0);
      expect(await page.getByText('Compiler output').count()).toBe(0);
      expect(await page.getByText('Connection Error').count()).toBe(0);
      expect(await editorText(page)).toContain('def second_largest');
    }, 90_000);
  });

  describe('a judge that failed on one run (Internal Error)', () => {
    // A bubblewrap that works (the self-test passes, the judge is ready) until the test breaks it: from then
    // on every new sandbox exits without a status, which the judge reports as an Internal Error. The sandboxes
    // the slots keep from one submission to the next are killed with it, so the next run needs a new one.
    let server: TestServer;
    let account: AuthResponse;
    let breakSandbox: () => Promise<void>;

    beforeAll(async () => {
      const binDir = await mkdtemp(path.join(tmpdir(), 'codequest-e2e-bwrap-'));
      // The launcher execs bubblewrap as a slot's unprivileged uid: the folder and script must be theirs to run.
      await chmod(binDir, 0o755);
      const marker = path.join(binDir, 'broken');
      const wrapper = path.join(binDir, 'bwrap');
      await writeFile(wrapper, `#!/bin/sh\n[ -e ${marker} ] && exit 1\nexec ${REAL_BWRAP} "$@"\n`, {
        mode: 0o755,
      });
      server = await startJudgeServer({ JUDGE_BWRAP: wrapper }, [binDir]);
      breakSandbox = async () => {
        await writeFile(marker, '');
        for (const pid of descendants(server.pid, 'bwrap')) process.kill(pid, 'SIGKILL');
      };
      const health = await server.settledHealth();
      expect(health.judge.ready).toBe(true);
      account = await server.signUp('failedrun');
      await breakSandbox();
    });

    afterAll(() => server?.stop());

    async function openWorkspace(page: Page) {
      await server.openSignedIn(page, account);
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
      const page = await openPage({ baseURL: server.baseUrl });
      await openWorkspace(page);

      const response = await runCode(page);
      expect(response.status()).toBe(200);
      expect(((await response.json()) as ExecutionResult).verdict).toBe('INTERNAL_ERROR');
      await expectJudgeProblem(page);
      await visibleToastWith(page, 'Could Not Judge Your Code').waitFor();
      await screenshot(page, 'judge-internal-error-run', { fullPage: false });
    }, 90_000);

    it('Submit: the same words, and no "Solution Incorrect"', async () => {
      const page = await openPage({ baseURL: server.baseUrl });
      await openWorkspace(page);

      const response = await submitCode(page);
      expect(response.status()).toBe(200);
      const result = (await response.json()) as SubmitResult;
      expect(result.verdict).toBe('INTERNAL_ERROR');
      expect(result.submissionId).toBeNull();
      await expectJudgeProblem(page);
      await visibleToastWith(page, 'Could Not Judge Your Code').waitFor();
      expect(await page.getByText('Solution Incorrect').count()).toBe(0);
    }, 90_000);
  });
});

/** The connection banner's words (config/messages.ts). */
const UNREACHABLE_BANNER = 'Cannot reach the CodeQuest server';

/** bubblewrap as installed; the Internal Error test wraps it. */
const REAL_BWRAP =
  ['/usr/bin/bwrap', '/usr/local/bin/bwrap'].find((file) => existsSync(file)) ?? '/usr/bin/bwrap';

interface TestServer {
  baseUrl: string;
  /** The server's process. */
  pid: number;
  /** Health once the judge's start-up self-test has finished. */
  settledHealth: () => Promise<HealthResponse>;
  signUp: (prefix: string) => Promise<AuthResponse>;
  /** Puts the session in the page's storage as the login screen does, and opens the Puzzles screen. */
  openSignedIn: (page: Page, auth: AuthResponse) => Promise<void>;
  stop: () => Promise<void>;
}

/** A server of this file's own beside the run's, with judge settings `env`; `extraDirs` go with it. */
async function startJudgeServer(env: Record<string, string>, extraDirs: string[] = []): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'codequest-e2e-judge-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const running: RunningServer = startServer({ port, baseUrl, dataDir, env });
  const stop = async () => {
    await stopServer(running.process);
    for (const dir of [dataDir, ...extraDirs]) await rm(dir, { recursive: true, force: true });
  };
  await waitForHealth(baseUrl, running).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  let counter = 0;
  return {
    baseUrl,
    pid: running.process.pid ?? 0,
    stop,
    async settledHealth() {
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        const health = (await (await fetch(`${baseUrl}/api/health`)).json()) as HealthResponse;
        const states = Object.values(health.judge.languages).map((language) => language.status);
        if (!states.includes('checking') && !states.includes('unchecked')) return health;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`The judge's self-test did not finish within 60 s:\n${running.output()}`);
    },
    async signUp(prefix) {
      counter += 1;
      const id = `${Date.now().toString(36)}${counter}`;
      const response = await fetch(`${baseUrl}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: `${prefix}_${id}`,
          email: `${prefix}.${id}@example.com`,
          mobile: '9876543210',
          password: 'quest-pass-1',
          confirmPassword: 'quest-pass-1',
        }),
      });
      if (!response.ok) throw new Error(`signup answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as AuthResponse;
    },
    async openSignedIn(page, auth) {
      await page.goto(`${baseUrl}/demo`);
      await page.evaluate(({ token, user }) => {
        localStorage.setItem('codequest_token', token);
        localStorage.setItem('codequest_user_data', JSON.stringify(user));
      }, auth);
      await page.goto(`${baseUrl}/puzzles`);
      await page.getByText('Loading your profile').waitFor({ state: 'detached' });
    },
  };
}

/** The processes under `root` (its children, theirs…) whose command is `name`. */
function descendants(root: number, name: string): number[] {
  const children = new Map<number, number[]>();
  const names = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'latin1');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      names.set(Number(entry), stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')));
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const found: number[] = [];
  const waiting = [root];
  for (let pid = waiting.pop(); pid !== undefined; pid = waiting.pop()) {
    for (const child of children.get(pid) ?? []) {
      if (names.get(child) === name) found.push(child);
      waiting.push(child);
    }
  }
  return found;
}
