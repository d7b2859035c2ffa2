import { rmSync } from 'node:fs';
import {
  byLanguage,
  CODE_MESSAGES,
  type ErrorResponse,
  type ExecutionResult,
  type HealthResponse,
  type Puzzle,
  type Submission,
  type SubmitResult,
} from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../catalogue/files';
import { seedCatalogue } from '../../commands/seed-catalogue';
import { writePuzzle } from '../../test/catalogue-fixture';
import { buildUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * The judge proving itself at start, through the real sandbox: health says what it found, run and submit
 * answer 503 with the learner's sentence while it cannot run code, and the log says cause and fix. The judge
 * does not depend on the database, so these run on SQLite only.
 */

const PYTHON_SUM = 'a, b = map(int, input().split())\nprint(a + b)\n';

async function settledHealth(server: TestServer): Promise<HealthResponse> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const { body } = await server.request<HealthResponse>('GET', '/api/health');
    const states = Object.values(body.judge.languages).map((language) => language.status);
    if (!states.includes('checking') && !states.includes('unchecked')) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the judge self-test never finished');
}

async function withPuzzle(server: TestServer): Promise<{ puzzle: Puzzle; cleanup: () => void }> {
  const content = server.contentDir;
  writePuzzle(content, { order: 1, slug: 'easy-one' });
  await seedCatalogue(server.app.ctx, loadCatalogue(content));
  const [puzzle] = (await server.request<Puzzle[]>('GET', '/api/puzzles')).body as [Puzzle];
  return { puzzle, cleanup: () => rmSync(content, { recursive: true, force: true }) };
}

describe('health of a working judge', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { judgeSelfTest: true });
  });
  afterAll(() => server.close());

  it('reports every language ok once the self-test ran a program through the sandbox', async () => {
    const health = await settledHealth(server);
    expect(health.ok).toBe(true);
    expect(health.judge).toEqual({
      mode: health.sandbox,
      ready: true,
      languages: byLanguage(() => ({ status: 'ok' })),
    });
  }, 120_000);
});

describe('health of a judge that cannot run programs', () => {
  let server: TestServer;
  let cleanup: () => void;
  let puzzle: Puzzle;
  const log: string[] = [];
  beforeAll(async () => {
    server = await startTestServer('sqlite', {
      judgeSelfTest: true,
      env: { JUDGE_BWRAP: '/nonexistent/bwrap', LOG_LEVEL: 'info' },
      logStream: (line) => log.push(line),
    });
    ({ puzzle, cleanup } = await withPuzzle(server));
  });
  afterAll(async () => {
    await server.close();
    cleanup();
  });

  it('says so in health, in the log (cause and fix), and with a 503 to run and submit', async () => {
    const health = await settledHealth(server);
    expect(health.ok).toBe(false);
    expect(health.judge.ready).toBe(false);
    for (const language of Object.values(health.judge.languages)) {
      expect(language.status).toBe('failed');
      expect(language.reason).toContain('bubblewrap is not at /nonexistent/bwrap');
      expect(language.reason).toContain('set JUDGE_BWRAP');
    }
    const line = log.find((entry) => entry.includes('judge NOT ready'));
    expect(line).toBeDefined();
    expect(JSON.parse(line as string).msg).toMatch(
      /^judge NOT ready, runs and submits answer 503: c, cpp, java, javascript, python: bubblewrap is not at \/nonexistent\/bwrap: install it .* or set JUDGE_BWRAP/,
    );

    const learner = await buildUser(server);
    for (const route of ['run', 'submit']) {
      const response = await server.request<ErrorResponse>('POST', `/api/code/${route}`, {
        token: learner.token,
        body: { puzzleId: puzzle.id, code: PYTHON_SUM, language: 'python' },
      });
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ message: CODE_MESSAGES.judgeUnavailable, code: 'JUDGE_UNAVAILABLE' });
    }
  }, 60_000);
});

describe('a judge failure during a run', () => {
  let server: TestServer;
  let cleanup: () => void;
  let puzzle: Puzzle;
  beforeAll(async () => {
    // A "bubblewrap" that exits at once: every sandbox fails, and no self-test ran to refuse the runs.
    server = await startTestServer('sqlite', { env: { JUDGE_BWRAP: '/bin/false' } });
    ({ puzzle, cleanup } = await withPuzzle(server));
  });
  afterAll(async () => {
    await server.close();
    cleanup();
  });

  it('is never compiler output, and a submit is not stored: no attempt counted', async () => {
    const learner = await buildUser(server);
    const body = { puzzleId: puzzle.id, code: PYTHON_SUM, language: 'python' };
    const run = await server.request<ExecutionResult>('POST', '/api/code/run', {
      token: learner.token,
      body,
    });
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ verdict: 'INTERNAL_ERROR', error: null });

    const submit = await server.request<SubmitResult>('POST', '/api/code/submit', {
      token: learner.token,
      body,
    });
    expect(submit.status).toBe(200);
    expect(submit.body).toMatchObject({
      verdict: 'INTERNAL_ERROR',
      error: null,
      success: false,
      message: CODE_MESSAGES.internalError,
      xpGained: 0,
      submissionId: null,
    });
    const stored = await server.request<Submission[]>('GET', `/api/puzzles/${puzzle.id}/submissions`, {
      token: learner.token,
    });
    expect(stored.body).toEqual([]);
  }, 60_000);
});
