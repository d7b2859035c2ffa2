import { rmSync } from 'node:fs';
import {
  CODE_MESSAGES,
  type ErrorResponse,
  type ExecutionResult,
  type Puzzle,
  type SubmitResult,
} from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../catalogue/files';
import { seedCatalogue } from '../../commands/seed-catalogue';
import { RATE_RULES } from '../../lib/rate-limit';
import { writePuzzle } from '../../test/catalogue-fixture';
import { buildUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * What run and submit let out: a budget of runs and submits per learner and minute, hidden tests that carry
 * their verdict alone, and compiler output without the sandbox's folders. The judge does not
 * depend on the database, so this runs on SQLite only.
 */

describe('run and submit limits', () => {
  let server: TestServer;
  let content: string;
  let puzzle: Puzzle;
  beforeAll(async () => {
    server = await startTestServer('sqlite', {
      rateRules: {
        ...RATE_RULES,
        runsPerLearner: { points: 2, windowSeconds: 60 },
        submitsPerLearner: { points: 1, windowSeconds: 60 },
      },
    });
    content = server.contentDir;
    writePuzzle(content, { order: 1, slug: 'easy-one' });
    await seedCatalogue(server.app.ctx, loadCatalogue(content));
    [puzzle] = (await server.request<Puzzle[]>('GET', '/api/puzzles')).body as [Puzzle];
  }, 60_000);
  afterAll(async () => {
    await server.close();
    rmSync(content, { recursive: true, force: true });
  });

  it('answers 429 with Retry-After and a sentence past a learner budget of runs and of submits', async () => {
    const learner = await buildUser(server);
    const other = await buildUser(server);
    const body = { puzzleId: puzzle.id, code: 'print(0)', language: 'python' };
    const run = (token: string) => server.request<ErrorResponse>('POST', '/api/code/run', { token, body });
    expect((await run(learner.token)).status).toBe(200);
    expect((await run(learner.token)).status).toBe(200);
    const refused = await run(learner.token);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.body.message).toMatch(
      /^You are running code very often\. Please wait \d+ (seconds?|minutes?)/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(1);
    expect((await run(other.token)).status).toBe(200); // a budget per learner

    const submit = () =>
      server.request<SubmitResult & ErrorResponse>('POST', '/api/code/submit', {
        token: learner.token,
        body,
      });
    expect((await submit()).status).toBe(200);
    const again = await submit();
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^You are submitting very often/);
    expect(CODE_MESSAGES.tooManySubmits).toContain('{wait}');
  });

  it('shows hidden tests as their verdict alone, and compiler output without sandbox paths', async () => {
    const learner = await buildUser(server);
    // Exits with the first number of the input: on a hidden test that would be its data.
    const probe = 'import sys\nsys.exit(int(input().split()[0]) % 256)\n';
    const submitted = await server.request<SubmitResult>('POST', '/api/code/submit', {
      token: learner.token,
      body: { puzzleId: puzzle.id, code: probe, language: 'python' },
    });
    const hidden = submitted.body.results.filter((test) => test.hidden);
    expect(hidden.length).toBeGreaterThan(0);
    for (const test of hidden) {
      expect(Object.keys(test).sort()).toEqual(['hidden', 'passed', 'verdict']);
    }

    const broken = await server.request<ExecutionResult>('POST', '/api/code/run', {
      token: learner.token,
      body: { puzzleId: puzzle.id, code: 'public class Main { int x = ; }', language: 'java' },
    });
    expect(broken.body.verdict).toBe('COMPILATION_ERROR');
    expect(broken.body.error).toMatch(/^Main\.java:1: error/m);
    expect(broken.body.error).not.toContain('/src/');
  });
});
