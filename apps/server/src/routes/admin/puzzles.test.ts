import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  ADMIN_MESSAGES,
  ADMIN_TEST_PREVIEW_CHARS,
  type AdminActionResponse,
  type AdminPuzzle,
  type AdminPuzzleSummary,
  type AuditResponse,
  type ErrorResponse,
  type ExecutionResult,
  type Puzzle,
  type PuzzleInput,
  type PuzzleProofResponse,
  type PuzzleSummary,
  STARTER_TEMPLATES,
  type SubmitResult,
  type User,
} from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../catalogue/files';
import { seedCatalogue } from '../../commands/seed-catalogue';
import { writePuzzle } from '../../test/catalogue-fixture';
import { buildAdmin, buildUser, type TestUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * The admin panel's puzzles through HTTP, on each database: the list and detail, validate (the one proof's
 * report), create, edit and retire, each refusal with its message. Over 400 lines because every step of a
 * puzzle's life in the panel shares one server, one seeded catalogue and one admin, and reads as one story.
 */

const SUM = {
  c: '#include <stdio.h>\nint main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); return 0; }\n',
  java: 'import java.util.*;\npublic class Main { public static void main(String[] a) { Scanner s = new Scanner(System.in); System.out.println(s.nextLong() + s.nextLong()); } }\n',
  python: 'a, b = map(int, input().split())\nprint(a + b)\n',
};
/** Right on the first (visible) test only. */
const WRONG_PYTHON = 'a, b = map(int, input().split())\nprint(a + b if a == 1 else 0)\n';

const JUDGE_TIMEOUT = 90_000;

describe.each(testDatabaseKinds())('admin puzzles on %s', (kind) => {
  let server: TestServer;
  let content: string;
  let admin: TestUser;
  let learner: TestUser;
  let categoryId: number;
  let catalogueId: number;
  let created: AdminPuzzle;

  const payload = (overrides: Partial<PuzzleInput> = {}): PuzzleInput => ({
    title: 'Add Two Numbers',
    description: 'Add two integers.',
    problemStatement: 'Print the **sum** of a and b.',
    categoryId,
    difficulty: 'easy',
    hints: ['Read both.', 'Add.'],
    testCases: [
      { input: '1 2\n', expected: '3\n', hidden: false },
      { input: '5 7\n', expected: '12\n', hidden: true },
      { input: '-2 1\n', expected: '-1\n', hidden: true },
    ],
    examples: [],
    starterCode: {},
    solution: { python: SUM.python, c: SUM.c },
    points: 10,
    stars: 1,
    ...overrides,
  });
  const as = (user: TestUser) => ({
    get: <T>(url: string) => server.request<T>('GET', url, { token: user.token }),
    send: <T>(method: string, url: string, body?: unknown) =>
      server.request<T>(method, url, { token: user.token, body }),
  });

  beforeAll(async () => {
    server = await startTestServer(kind);
    content = server.contentDir;
    writePuzzle(content, { order: 1, slug: 'catalogue-one', title: 'Catalogue One' });
    writePuzzle(content, { order: 2, slug: 'catalogue-two', title: 'Catalogue Two' });
    const large = writePuzzle(content, { order: 3, slug: 'catalogue-large', title: 'Catalogue Large' });
    writeFileSync(path.join(large, 'tests', '08.in'), `1 2${' '.repeat(10_000)}\n`);
    await seedCatalogue(server.app.ctx, loadCatalogue(content));
    admin = await buildAdmin(server);
    learner = await buildUser(server);
    const puzzles = (await as(learner).get<Puzzle[]>('/api/puzzles')).body;
    categoryId = puzzles[0]?.categoryId ?? 0;
    catalogueId = puzzles[0]?.id ?? 0;
  });
  afterAll(async () => {
    await server.close();
    rmSync(content, { recursive: true, force: true });
  });

  it('list every puzzle with its source and figures, and show one whole, hidden tests and solutions included', async () => {
    const list = await as(admin).get<AdminPuzzleSummary[]>('/api/admin/puzzles');
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({
      id: catalogueId,
      title: 'Catalogue One',
      source: 'catalogue',
      readOnly: true,
      retired: false,
      testCount: 8,
      hiddenTestCount: 6,
      solutionLanguages: ['c', 'cpp', 'java', 'javascript', 'python'],
      solves: 0,
      submissions: 0,
      acceptanceRate: null,
      points: 50,
    });
    const detail = await as(admin).get<AdminPuzzle>(`/api/admin/puzzles/${catalogueId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.testCases).toHaveLength(8);
    expect(detail.body.testCases[7]).toEqual({
      input: '123 456\n',
      expected: '579\n',
      hidden: true,
      truncated: false,
    });
    expect(detail.body.solution.python).toContain('print(a + b)');

    const missing = await as(admin).get<ErrorResponse>('/api/admin/puzzles/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: ADMIN_MESSAGES.noSuchPuzzle, code: 'NOT_FOUND' });
  });

  it('cut catalogue tests to a preview in the detail, and say so', async () => {
    const large = (await as(admin).get<AdminPuzzleSummary[]>('/api/admin/puzzles')).body.find(
      (puzzle) => puzzle.title === 'Catalogue Large',
    );
    const detail = await as(admin).get<AdminPuzzle>(`/api/admin/puzzles/${large?.id}`);
    expect(detail.body.testCases[7]).toMatchObject({ expected: '579\n', hidden: true, truncated: true });
    expect(detail.body.testCases[7]?.input).toHaveLength(ADMIN_TEST_PREVIEW_CHARS);
    expect(detail.body.testCases[6]?.truncated).toBe(false);
  });

  it(
    'validate a puzzle without storing it: per-language, per-test results and the failure a save would refuse',
    async () => {
      const response = await as(admin).send<PuzzleProofResponse>(
        'POST',
        '/api/admin/puzzles/validate',
        payload({ solution: { python: WRONG_PYTHON, c: SUM.c } }),
      );
      expect(response.status).toBe(200);
      expect(response.body.passed).toBe(false);
      expect(response.body.failure).toEqual({
        language: 'python',
        part: 'solution',
        test: 2,
        message: 'The Python solution fails test 2 (hidden): Wrong Answer',
      });
      const python = response.body.languages.find((language) => language.language === 'python');
      expect(python?.tests.map((test) => [test.test, test.hidden, test.verdict])).toEqual([
        [1, false, 'ACCEPTED'],
        [2, true, 'WRONG_ANSWER'],
        [3, true, 'WRONG_ANSWER'],
      ]);
      expect(python?.tests[1]?.output).toBe('0\n');
      expect(response.body.languages.find((language) => language.language === 'c')?.passed).toBe(true);
      const list = await as(admin).get<AdminPuzzleSummary[]>('/api/admin/puzzles');
      expect(list.body).toHaveLength(3);
    },
    JUDGE_TIMEOUT,
  );

  it(
    'refuse to store a puzzle the judge does not prove, naming the language and the test (400)',
    async () => {
      const failing = await as(admin).send<ErrorResponse>(
        'POST',
        '/api/admin/puzzles',
        payload({ solution: { c: SUM.c, python: WRONG_PYTHON } }),
      );
      expect(failing.status).toBe(400);
      expect(failing.body).toEqual({
        message: 'The Python solution fails test 2 (hidden): Wrong Answer',
        code: 'VALIDATION',
      });
      const broken = await as(admin).send<ErrorResponse>(
        'POST',
        '/api/admin/puzzles',
        payload({ solution: { c: 'int main(void) { return x; }' } }),
      );
      expect(broken.status).toBe(400);
      expect(broken.body.message).toMatch(/^The C solution does not compile: /);

      const refusals: Array<[Partial<PuzzleInput>, string]> = [
        [{ solution: { java: '   ' } }, ADMIN_MESSAGES.solutionRequired],
        [{ testCases: [] }, ADMIN_MESSAGES.testRequired],
        [{ points: 100 }, 'An easy puzzle is worth 10 points'],
        [{ difficulty: 'hard', points: 30, stars: 1 }, 'A hard puzzle has 3 stars'],
        [{ title: '  ' }, 'Title is required'],
      ];
      for (const [change, message] of refusals) {
        const refused = await as(admin).send<ErrorResponse>('POST', '/api/admin/puzzles', payload(change));
        expect([refused.status, refused.body.message]).toEqual([400, message]);
      }
      const noCategory = await as(admin).send<ErrorResponse>(
        'POST',
        '/api/admin/puzzles',
        payload({ categoryId: 999999 }),
      );
      expect([noCategory.status, noCategory.body.message]).toEqual([400, ADMIN_MESSAGES.noSuchCategory]);

      const list = await as(admin).get<AdminPuzzleSummary[]>('/api/admin/puzzles');
      expect(list.body).toHaveLength(3);
      const audit = await as(admin).get<AuditResponse>('/api/admin/audit?action=puzzle.create');
      expect(audit.body.total).toBe(0);
    },
    JUDGE_TIMEOUT,
  );

  it(
    'refuse a puzzle whose given starter code passes every test (400): a starter must fail; validate says why',
    async () => {
      // A Java starter that solves it, though Java has no reference: learners would get the points for nothing.
      const solvedStarter = payload({ starterCode: { java: SUM.java, c: 'int main(void) { return 0; }\n' } });
      const refused = await as(admin).send<ErrorResponse>('POST', '/api/admin/puzzles', solvedStarter);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        message: 'The Java starter code passes every test: it must fail',
        code: 'VALIDATION',
      });

      const report = await as(admin).send<PuzzleProofResponse>(
        'POST',
        '/api/admin/puzzles/validate',
        solvedStarter,
      );
      expect(report.status).toBe(200);
      expect(report.body.passed).toBe(false);
      expect(report.body.failure).toEqual({
        language: 'java',
        part: 'starter',
        test: null,
        message: 'The Java starter code passes every test: it must fail',
      });
      expect(report.body.languages.map((language) => [language.language, language.passed])).toEqual([
        ['c', true],
        ['python', true],
      ]);

      const list = await as(admin).get<AdminPuzzleSummary[]>('/api/admin/puzzles');
      expect(list.body).toHaveLength(3);
    },
    JUDGE_TIMEOUT,
  );

  it(
    'create a proven puzzle worth 10 points, with starter templates that read input, and audit it',
    async () => {
      const response = await as(admin).send<AdminPuzzle>('POST', '/api/admin/puzzles', payload());
      expect(response.status).toBe(201);
      created = response.body;
      expect(created).toMatchObject({
        title: 'Add Two Numbers',
        source: 'admin',
        readOnly: false,
        retired: false,
        difficulty: 'easy',
        points: 10,
        stars: 1,
        hints: ['Read both.', 'Add.'],
        testCount: 3,
        hiddenTestCount: 2,
        solutionLanguages: ['c', 'python'],
        createdBy: { id: admin.user.id, username: admin.user.username },
        solution: { c: SUM.c, cpp: null, java: null, javascript: null, python: SUM.python },
        starterCode: STARTER_TEMPLATES,
      });
      expect(created.slug).toMatch(/^admin-add-two-numbers-[0-9a-f]{6}$/);
      expect(created.testCases[1]).toEqual({
        input: '5 7\n',
        expected: '12\n',
        hidden: true,
        truncated: false,
      });

      const medium = await as(admin).send<AdminPuzzle>(
        'POST',
        '/api/admin/puzzles',
        payload({
          title: 'Harder Sum',
          difficulty: 'medium',
          points: undefined,
          stars: undefined,
          solution: { python: SUM.python },
        }),
      );
      expect(medium.body).toMatchObject({ points: 20, stars: 2 });

      const audit = await as(admin).get<AuditResponse>('/api/admin/audit?action=puzzle.create');
      expect(audit.body.items.map((entry) => [entry.target.id, entry.actor?.id])).toEqual([
        [medium.body.id, admin.user.id],
        [created.id, admin.user.id],
      ]);
      expect(audit.body.items[1]?.summary).toBe('Created Add Two Numbers (easy, 10 points, 3 tests)');
    },
    JUDGE_TIMEOUT,
  );

  it(
    'let a learner see the new puzzle in the languages it has solutions in, run its starter templates (which compile and fail), solve it and earn its points',
    async () => {
      const listed = (await as(learner).get<PuzzleSummary[]>('/api/puzzles')).body.find(
        (puzzle) => puzzle.id === created.id,
      );
      expect(listed).toMatchObject({ title: 'Add Two Numbers', points: 10, isUnlocked: true });
      const opened = (await as(learner).get<Puzzle>(`/api/puzzles/${created.id}`)).body;
      expect(opened.testCases).toEqual([
        { input: '1 2\n', expected: '3\n', hidden: false },
        { hidden: true },
        { hidden: true },
      ]);
      // It offers the languages it was proven in: its author gave C and Python solutions.
      expect(opened.languages).toEqual(['c', 'python']);
      for (const language of ['java', 'cpp'] as const) {
        const refused = await as(learner).send<ErrorResponse>('POST', '/api/code/run', {
          puzzleId: created.id,
          language,
          code: STARTER_TEMPLATES[language],
        });
        expect([refused.status, refused.body.message]).toEqual([
          400,
          `This puzzle is not offered in ${language === 'java' ? 'Java' : 'C++'}: solve it in C or Python`,
        ]);
      }

      for (const language of ['c', 'python'] as const) {
        const run = await as(learner).send<ExecutionResult>('POST', '/api/code/run', {
          puzzleId: created.id,
          language,
          code: STARTER_TEMPLATES[language],
        });
        expect([language, run.status, run.body.error, run.body.verdict]).toEqual([
          language,
          200,
          null,
          'WRONG_ANSWER',
        ]);
      }

      const before = (await as(learner).get<User>('/api/profile/current')).body.totalXP;
      const submitted = await as(learner).send<SubmitResult>('POST', '/api/code/submit', {
        puzzleId: created.id,
        language: 'python',
        code: SUM.python,
      });
      expect(submitted.status).toBe(200);
      expect(submitted.body).toMatchObject({ success: true, passedCount: 3, totalCount: 3 });
      expect(submitted.body.xpGained).toBeGreaterThanOrEqual(10);
      const after = (await as(learner).get<User>('/api/profile/current')).body;
      expect(after.totalXP).toBe(before + submitted.body.xpGained);
      expect(after.recentSolves[0]).toMatchObject({ puzzleId: created.id, xpAwarded: 10 });

      const summary = (await as(admin).get<AdminPuzzleSummary[]>('/api/admin/puzzles')).body.find(
        (puzzle) => puzzle.id === created.id,
      );
      expect(summary).toMatchObject({ solves: 1, submissions: 1, acceptedSubmissions: 1, acceptanceRate: 1 });
    },
    JUDGE_TIMEOUT,
  );

  it(
    'edit an admin puzzle with the same proof; refuse catalogue puzzles (409), unknown ones (404) and failing edits (400)',
    async () => {
      const tests = [...payload().testCases, { input: '100 -1\n', expected: '99\n', hidden: true }];
      const edited = await as(admin).send<AdminPuzzle>(
        'PUT',
        `/api/admin/puzzles/${created.id}`,
        payload({ title: 'Add Two Integers', testCases: tests }),
      );
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        id: created.id,
        slug: created.slug,
        title: 'Add Two Integers',
        testCount: 4,
      });

      const failing = await as(admin).send<ErrorResponse>(
        'PUT',
        `/api/admin/puzzles/${created.id}`,
        payload({ testCases: [...tests, { input: '2 2\n', expected: '5\n', hidden: true }] }),
      );
      expect(failing.status).toBe(400);
      expect(failing.body.message).toMatch(/^The (C|Python) solution fails test 5 \(hidden\): Wrong Answer$/);
      expect((await as(admin).get<AdminPuzzle>(`/api/admin/puzzles/${created.id}`)).body.testCount).toBe(4);
      const solvedStarter = await as(admin).send<ErrorResponse>(
        'PUT',
        `/api/admin/puzzles/${created.id}`,
        payload({ testCases: tests, starterCode: { python: SUM.python } }),
      );
      expect([solvedStarter.status, solvedStarter.body.message]).toEqual([
        400,
        'The Python starter code passes every test: it must fail',
      ]);

      const catalogue = await as(admin).send<ErrorResponse>(
        'PUT',
        `/api/admin/puzzles/${catalogueId}`,
        payload(),
      );
      expect(catalogue.status).toBe(409);
      expect(catalogue.body).toEqual({ message: ADMIN_MESSAGES.catalogueReadOnly, code: 'CONFLICT' });
      expect(
        (await as(admin).send<ErrorResponse>('PUT', '/api/admin/puzzles/999999', payload())).status,
      ).toBe(404);

      const audit = await as(admin).get<AuditResponse>('/api/admin/audit?action=puzzle.update');
      expect(audit.body.items.map((entry) => entry.summary)).toEqual([
        'Edited Add Two Numbers, now titled Add Two Integers (4 tests)',
      ]);
    },
    JUDGE_TIMEOUT,
  );

  it(
    'take limits and a float checker, prove by them, keep them through an edit that leaves them out',
    async () => {
      // Prints a little off the exact half: right within a tolerance, wrong line by line.
      const halfOff = 'print(int(input()) / 2 + 1e-9)\n';
      const halving = (overrides: Partial<PuzzleInput> = {}) =>
        payload({
          title: 'Halve It',
          testCases: [
            { input: '3\n', expected: '1.5\n', hidden: false },
            { input: '7\n', expected: '3.5\n', hidden: true },
          ],
          solution: { python: halfOff },
          ...overrides,
        });
      const float = { type: 'float' as const, absolute: 1e-6, relative: 1e-6 };
      const exact = await as(admin).send<ErrorResponse>('POST', '/api/admin/puzzles', halving());
      expect(exact.status).toBe(400);
      expect(exact.body.message).toBe('The Python solution fails test 1: Wrong Answer');

      const made = await as(admin).send<AdminPuzzle>(
        'POST',
        '/api/admin/puzzles',
        halving({ limits: { cpuMs: 3000, memoryMb: 128 }, checker: float }),
      );
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({ limits: { cpuMs: 3000, memoryMb: 128 }, checker: float });

      // The form sends what it shows; an edit that leaves them out keeps them, and is proven by them.
      const renamed = await as(admin).send<AdminPuzzle>(
        'PUT',
        `/api/admin/puzzles/${made.body.id}`,
        halving({ title: 'Halve It Again' }),
      );
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({
        title: 'Halve It Again',
        limits: { cpuMs: 3000 },
        checker: float,
      });
      const lines = await as(admin).send<ErrorResponse>(
        'PUT',
        `/api/admin/puzzles/${made.body.id}`,
        halving({ checker: { type: 'lines' } }),
      );
      expect(lines.status).toBe(400);
      const cleared = await as(admin).send<AdminPuzzle>(
        'PUT',
        `/api/admin/puzzles/${made.body.id}`,
        halving({ limits: {} }),
      );
      expect(cleared.body).toMatchObject({ limits: {}, checker: float });
      const stored = await server.app.ctx.db
        .selectFrom('puzzles')
        .select(['limits', 'checker'])
        .where('id', '=', made.body.id)
        .executeTakeFirstOrThrow();
      expect(stored.limits).toBeNull();
      expect(JSON.parse(stored.checker ?? '{}')).toEqual(float);

      const tooShort = await as(admin).send<ErrorResponse>(
        'POST',
        '/api/admin/puzzles',
        halving({ limits: { cpuMs: 50 }, checker: float }),
      );
      expect(tooShort.status).toBe(400);
      expect(tooShort.body.message).toContain('cpuMs must be at least 100');
    },
    JUDGE_TIMEOUT,
  );

  it('retire a puzzle: gone for learners, earned XP kept, idempotent, audited; 404 for nobody', async () => {
    const xpBefore = (await as(learner).get<User>('/api/profile/current')).body.totalXP;
    const retired = await as(admin).send<AdminActionResponse>('DELETE', `/api/admin/puzzles/${created.id}`);
    expect(retired.status).toBe(200);
    expect(retired.body).toEqual({ success: true, message: 'Puzzle deleted successfully', changed: true });
    const again = await as(admin).send<AdminActionResponse>('DELETE', `/api/admin/puzzles/${created.id}`);
    expect(again.body).toMatchObject({ success: true, changed: false });

    const learnerList = (await as(learner).get<PuzzleSummary[]>('/api/puzzles')).body;
    expect(learnerList.some((puzzle) => puzzle.id === created.id)).toBe(false);
    expect((await as(learner).get(`/api/puzzles/${created.id}`)).status).toBe(404);
    const submit = await as(learner).send<ErrorResponse>('POST', '/api/code/submit', {
      puzzleId: created.id,
      language: 'python',
      code: SUM.python,
    });
    expect(submit.status).toBe(404);
    expect((await as(learner).get<User>('/api/profile/current')).body.totalXP).toBe(xpBefore);

    const summary = (await as(admin).get<AdminPuzzleSummary[]>('/api/admin/puzzles')).body.find(
      (puzzle) => puzzle.id === created.id,
    );
    expect(summary).toMatchObject({ retired: true, retiredAt: expect.any(String), solves: 1 });
    const audit = await as(admin).get<AuditResponse>('/api/admin/audit?action=puzzle.retire');
    expect(audit.body.items).toHaveLength(1);
    expect((await as(admin).send<ErrorResponse>('DELETE', '/api/admin/puzzles/999999')).status).toBe(404);
  });

  it('keep a retired catalogue puzzle retired when the catalogue is seeded again, changed or not', async () => {
    const second = (await as(learner).get<Puzzle[]>('/api/puzzles')).body.find(
      (puzzle) => puzzle.title === 'Catalogue Two',
    );
    expect(second).toBeDefined();
    const retired = await as(admin).send<AdminActionResponse>('DELETE', `/api/admin/puzzles/${second?.id}`);
    expect(retired.body.changed).toBe(true);

    await seedCatalogue(server.app.ctx, loadCatalogue(content));
    writePuzzle(content, { order: 2, slug: 'catalogue-two', title: 'Catalogue Two, revised' });
    const report = await seedCatalogue(server.app.ctx, loadCatalogue(content));
    expect(report.updated).toBe(1);

    const learnerList = (await as(learner).get<PuzzleSummary[]>('/api/puzzles')).body;
    expect(learnerList.some((puzzle) => puzzle.id === second?.id)).toBe(false);
    const adminView = await as(admin).get<AdminPuzzle>(`/api/admin/puzzles/${second?.id}`);
    expect(adminView.body).toMatchObject({ title: 'Catalogue Two, revised', retired: true });
  });
});
