import { rmSync } from 'node:fs';
import type {
  ErrorResponse,
  ExecutionResult,
  Puzzle,
  Submission,
  SubmitResult,
  User,
} from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../catalogue/files';
import { seedCatalogue } from '../../commands/seed-catalogue';
import { writePuzzle } from '../../test/catalogue-fixture';
import { buildUser, type TestUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { until } from '../../test/waiting';

const SUM = {
  c: '#include <stdio.h>\nint main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); return 0; }\n',
  java: 'import java.util.*;\npublic class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); System.out.println(s.nextLong() + s.nextLong()); } }\n',
  python: 'a, b = map(int, input().split())\nprint(a + b)\n',
};

describe.each(testDatabaseKinds())('run and submit on %s', (kind) => {
  let server: TestServer;
  let content: string;
  let easy: Puzzle;
  let medium: Puzzle;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { LOG_LEVEL: 'error' },
      logStream: (line) => process.stderr.write(`LOG ${line}`),
    });
    content = server.contentDir;
    writePuzzle(content, { order: 1, slug: 'easy-one' });
    writePuzzle(content, { order: 2, slug: 'medium-one', difficulty: 'medium' });
    await seedCatalogue(server.app.ctx, loadCatalogue(content));
    [easy, medium] = (await server.request<Puzzle[]>('GET', '/api/puzzles')).body as [Puzzle, Puzzle];
  }, 60_000);
  afterAll(async () => {
    await server.close();
    rmSync(content, { recursive: true, force: true });
  });

  const run = (user: TestUser | undefined, body: Record<string, unknown>) =>
    server.request<ExecutionResult & ErrorResponse>('POST', '/api/code/run', {
      token: user?.token,
      body: { puzzleId: easy.id, ...body },
    });
  const submit = (user: TestUser, body: Record<string, unknown>, query = '') =>
    server.request<SubmitResult & ErrorResponse>('POST', `/api/code/submit${query}`, {
      token: user.token,
      body: { puzzleId: easy.id, ...body },
    });

  it('runs the visible tests and shows each one', async () => {
    const learner = await buildUser(server);
    const response = await run(learner, { code: SUM.c, language: 'c' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ passedCount: 2, totalCount: 2, verdict: 'ACCEPTED', error: null });
    expect(response.body.results[0]).toMatchObject({
      hidden: false,
      input: '1 2\n',
      expected: '3\n',
      output: '3\n',
      passed: true,
      verdict: 'ACCEPTED',
    });
    expect(response.body.memoryKb).toBeGreaterThan(0);
    const puzzle = (await server.request<Puzzle[]>('GET', '/api/puzzles', { token: learner.token })).body[0];
    expect(puzzle?.progress.status).toBe('in_progress');
  });

  it('reports a wrong answer, a compile error and custom input', async () => {
    const learner = await buildUser(server);
    const wrong = await run(learner, { code: 'print(0)', language: 'python' });
    expect(wrong.body).toMatchObject({ passedCount: 0, verdict: 'WRONG_ANSWER' });
    expect(wrong.body.results[0]).toMatchObject({ output: '0\n', passed: false, verdict: 'WRONG_ANSWER' });

    const broken = await run(learner, { code: 'int main(void) { return x; }', language: 'c' });
    expect(broken.body.verdict).toBe('COMPILATION_ERROR');
    expect(broken.body.error).toMatch(/x. undeclared/);
    expect(broken.body.results).toEqual([]);

    const custom = await run(learner, { code: SUM.python, language: 'python', stdin: '40 2\n' });
    expect(custom.body.custom).toMatchObject({ input: '40 2\n', output: '42\n', verdict: 'ACCEPTED' });
  });

  it('refuses blank code, unknown languages, unknown or locked puzzles, huge sources and strangers', async () => {
    const learner = await buildUser(server);
    const expectRefusal = async (body: Record<string, unknown>, status: number, message: string) => {
      const response = await run(learner, body);
      expect(response.status).toBe(status);
      expect(response.body.message).toBe(message);
    };
    await expectRefusal({ code: '  \n', language: 'c' }, 400, 'Please write some code before running');
    await expectRefusal(
      { code: 'x', language: 'rust' },
      400,
      'language must be c, cpp, java, javascript or python',
    );
    await expectRefusal({ code: 'x', language: 'c', puzzleId: 99999 }, 404, 'No such puzzle');
    await expectRefusal(
      { code: 'x', language: 'c', puzzleId: medium.id },
      403,
      'This puzzle is locked: solve 3 easy puzzles of its track to unlock it',
    );
    const huge = await run(learner, { code: `// ${'x'.repeat(70 * 1024)}\n`, language: 'c' });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await run(undefined, { code: SUM.c, language: 'c' })).status).toBe(401);
    const blankSubmit = await submit(learner, { code: '', language: 'c' });
    expect(blankSubmit.body.message).toBe('Please write some code before submitting');
  });

  it('accepts a solution, pays once, and keeps hidden tests hidden', async () => {
    const learner = await buildUser(server);
    const other = await buildUser(server);
    const response = await submit(
      learner,
      { code: SUM.python, language: 'python', elapsedSeconds: 900 },
      `?userId=${other.user.id}`,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Solution accepted!',
      passedCount: 8,
      totalCount: 8,
      verdict: 'ACCEPTED',
    });
    // 50 for the puzzle; 25 for the first solve, 50 for the first try, 150 for every easy puzzle of the track.
    expect(response.body.xpGained).toBe(275);
    expect(response.body.newAchievements.map((a) => a.key).sort()).toEqual([
      'all-easy-algorithms',
      'first-try',
      'solves-1',
    ]);
    const hidden = response.body.results.filter((test) => test.hidden);
    expect(hidden).toHaveLength(6);
    expect(Object.keys(hidden[0] ?? {}).sort()).toEqual(['hidden', 'passed', 'verdict']);
    expect(JSON.stringify(response.body)).not.toContain('2000000000');

    const again = await submit(learner, { code: SUM.c, language: 'c' });
    expect(again.body).toMatchObject({ success: true, xpGained: 0, newAchievements: [] });
    const me = (await server.request<User>('GET', '/api/profile/current', { token: learner.token })).body;
    expect(me).toMatchObject({ totalXP: 275, solvedCount: 1, streak: 1 });
    expect(me.recentSolves[0]).toMatchObject({ puzzleId: easy.id, xpAwarded: 50 });
    const stranger = (await server.request<User>('GET', '/api/profile/current', { token: other.token })).body;
    expect(stranger.totalXP).toBe(0);
  });

  it('pays once when two accepts race', async () => {
    const learner = await buildUser(server);
    const [a, b] = await Promise.all([
      submit(learner, { code: SUM.c, language: 'c' }),
      submit(learner, { code: SUM.python, language: 'python' }),
    ]);
    expect([a.body.success, b.body.success]).toEqual([true, true]);
    expect([a.body.xpGained > 0, b.body.xpGained > 0].filter(Boolean)).toHaveLength(1);
    const me = (await server.request<User>('GET', '/api/profile/current', { token: learner.token })).body;
    expect(me.solvedCount).toBe(1);
    expect(me.totalXP).toBe(a.body.xpGained + b.body.xpGained);
  });

  it('judges Java and keeps every submission with its code', async () => {
    const learner = await buildUser(server);
    const wrong = await submit(learner, {
      code: SUM.java.replace('s.nextLong() + s.nextLong()', '0'),
      language: 'java',
    });
    expect(wrong.body).toMatchObject({ success: false, verdict: 'WRONG_ANSWER', xpGained: 0 });
    expect(wrong.body.message).toMatch(/^Wrong Answer on test 1: \d test case\(s\) failed$/);
    const right = await submit(learner, { code: SUM.java, language: 'java' });
    expect(right.body.success).toBe(true);
    const history = await server.request<Submission[]>('GET', `/api/puzzles/${easy.id}/submissions`, {
      token: learner.token,
    });
    expect(history.body.map((s) => s.verdict)).toEqual(['ACCEPTED', 'WRONG_ANSWER']);
    expect(history.body[0]?.code).toBe(SUM.java);
    expect(history.body[0]?.tests).toHaveLength(8);
  }, 60_000);

  it('accepts a Java class of any name: public class Sum', async () => {
    const learner = await buildUser(server);
    const code = SUM.java.replace('public class Main', 'public class Sum');
    const response = await submit(learner, { code, language: 'java' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, verdict: 'ACCEPTED' });
  }, 60_000);

  it('lets one learner have at most two runs in flight', async () => {
    const learner = await buildUser(server);
    const slow = 'import time\ntime.sleep(1.5)\nprint(3)\n';
    const responses = await Promise.all(
      [1, 2, 3].map(() => run(learner, { code: slow, language: 'python' })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 429]);
    const refused = responses.find((response) => response.status === 429);
    expect(refused?.body.code).toBe('RATE_LIMITED');
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('keeps answering health while every judge slot is busy', async () => {
    const learners = [await buildUser(server), await buildUser(server)];
    const slow = 'import time\ntime.sleep(1.5)\nprint(3)\n';
    const runs = learners.flatMap((learner) =>
      [1, 2].map(() => run(learner, { code: slow, language: 'python' })),
    );
    // The judge is busy once its first job runs (on a loaded machine that may take well over 300 ms).
    await until(() => expect(server.app.ctx.judge.stats().running).toBeGreaterThan(0), 10_000);
    const started = performance.now();
    const health = await server.request('GET', '/api/health');
    const elapsed = performance.now() - started;
    expect(health.status).toBe(200);
    expect(elapsed).toBeLessThan(1000);
    await Promise.all(runs);
  });
});
