import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AdminPuzzle,
  type AdminPuzzleSummary,
  type ErrorResponse,
  INTERACTIVE_STARTER_TEMPLATES,
  PACKAGE_MESSAGES,
  type PackageImportResponse,
  type PackageProblemReport,
  type Puzzle,
  type PuzzleSummary,
  STARTER_TEMPLATES,
} from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../catalogue/files';
import { seedCatalogue } from '../../commands/seed-catalogue';
import { catalogueExport } from '../../packages/catalogue';
import { exportProblem } from '../../packages/write';
import { sendCode } from '../../test/code-requests';
import { buildAdmin, buildUser, type TestUser } from '../../test/factories';
import {
  acceptedPythonOnly,
  doublingPackage,
  guessPackage,
  passFailPackage,
  SUM_STATEMENT_MD,
  sumTests,
  twoPartsPackage,
  under,
  zipOf,
} from '../../test/problem-packages';
import { OFF_BY_ONE_PY, SUM_PY } from '../../test/programs';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { puzzleTests } from '../../test-store/store';

/**
 * Problem packages through HTTP, on each database, judged by the real judge: a pass-fail package with every
 * kind of submission in C and Python (each verdict checked, live), float tolerance, a broken package kept as
 * a draft no learner sees (then published once it passes), a zip of two problems, and catalogue puzzles
 * exported and imported back to the same tests, statement, limits and checker.
 */

const REPO_CONTENT = path.resolve(import.meta.dirname, '../../../../../content');
/**
 * Ten catalogue puzzles whose tests are all files (no generator to build first), from every track, shared
 * out between the database kinds (five each when both run): each kind exports and imports back its share.
 */
const ROUND_TRIP = [
  'data-structures/008-growing-a-search-tree',
  'logic-puzzles/001-angle-between-the-hands',
  'algorithms/011-climbing-stairs',
  'data-structures/011-the-bracket-inspector',
  'algorithms/031-fewest-coins',
  'data-structures/001-coupling-the-freight-train',
  'logic-puzzles/004-island-of-knights-and-knaves',
  'algorithms/007-every-selection-of-letters',
  'data-structures/014-hot-potato-at-summer-camp',
  'algorithms/019-paths-around-rocks',
];
const JUDGE_TIMEOUT = 180_000;

describe.each(testDatabaseKinds())('problem packages on %s', (kind) => {
  const kinds = testDatabaseKinds();
  const roundTrip = ROUND_TRIP.filter((_, index) => index % kinds.length === kinds.indexOf(kind));
  /**
   * A problem's own validator, interaction and passes are the judge's alone: the database stores their
   * checker as it stores the tolerance's, which both kinds test. They run on the first kind, as most of their
   * time is the judge's.
   */
  const firstKind = kind === kinds[0];
  let server: TestServer;
  let content: string;
  let admin: TestUser;
  let learner: TestUser;

  const importZip = async (zip: Buffer, query = '', token = admin.token) => {
    const response = await fetch(`${server.baseUrl}/api/admin/packages${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/zip' },
      body: zip,
    });
    return {
      status: response.status,
      body: (await response.json()) as PackageImportResponse & ErrorResponse,
    };
  };
  const verdicts = (report: PackageProblemReport | undefined) =>
    Object.fromEntries(
      (report?.submissions ?? []).map((entry) => [entry.file, [entry.verdict, entry.asExpected]]),
    );
  /** The imported puzzle exported, and that imported again: live, with the same checker. */
  const expectReimported = async (report: PackageProblemReport | undefined) => {
    const download = await fetch(`${server.baseUrl}/api/admin/puzzles/${report?.puzzleId}/package`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const again = await importZip(Buffer.from(await download.arrayBuffer()));
    expect(again.body.problems[0]).toMatchObject({ status: 'live', checker: report?.checker });
  };
  const learnerList = async () =>
    (await server.request<PuzzleSummary[]>('GET', '/api/puzzles', { token: learner.token })).body;

  beforeAll(async () => {
    content = mkdtempSync(path.join(tmpdir(), 'codequest-packages-content-'));
    cpSync(path.join(REPO_CONTENT, 'tracks.yaml'), path.join(content, 'tracks.yaml'));
    cpSync(path.join(REPO_CONTENT, 'validation'), path.join(content, 'validation'), { recursive: true });
    for (const puzzle of roundTrip)
      cpSync(path.join(REPO_CONTENT, puzzle), path.join(content, puzzle), { recursive: true });
    server = await startTestServer(kind, { env: { CONTENT_DIR: content } });
    await seedCatalogue(server.app.ctx, loadCatalogue(content));
    admin = await buildAdmin(server);
    learner = await buildUser(server);
  });
  afterAll(async () => {
    await server.close();
    rmSync(content, { recursive: true, force: true });
  });

  it(
    'import a pass-fail package: every submission judged as its folder expects, and the puzzle goes live',
    async () => {
      const categories = (await server.request<Array<{ id: number }>>('GET', '/api/categories')).body;
      const categoryId = categories[1]?.id as number;
      const { status, body } = await importZip(
        zipOf(passFailPackage()),
        `?categoryId=${categoryId}&difficulty=easy`,
      );
      expect(status).toBe(200);
      const [report] = body.problems;
      expect(report).toMatchObject({
        folder: '',
        title: 'Sum of Two',
        status: 'live',
        sampleTests: 2,
        secretTests: 4,
        timeLimitSource: 'submissions',
        limits: { cpuMs: 1000 },
        checker: { type: 'tokens', caseSensitive: false },
        problems: [],
      });
      expect(verdicts(report)).toEqual({
        'submissions/accepted/sum.c': ['ACCEPTED', true],
        'submissions/accepted/sum.py': ['ACCEPTED', true],
        'submissions/run_time_error/crash.py': ['RUNTIME_ERROR', true],
        'submissions/time_limit_exceeded/loop.c': ['TIME_LIMIT_EXCEEDED', true],
        'submissions/time_limit_exceeded/loop.py': ['TIME_LIMIT_EXCEEDED', true],
        'submissions/wrong_answer/plus_one.py': ['WRONG_ANSWER', true],
      });
      expect(report?.submissions.find((entry) => entry.file.endsWith('plus_one.py'))?.failedTest).toBe(
        'sample/1',
      );

      const id = report?.puzzleId as number;
      const listed = (await learnerList()).find((puzzle) => puzzle.id === id);
      expect(listed).toMatchObject({ title: 'Sum of Two', categoryId, difficulty: 'easy', points: 10 });
      const opened = await server.request<Puzzle>('GET', `/api/puzzles/${id}`, { token: learner.token });
      expect(opened.status).toBe(200);
      expect(opened.body.problemStatement).toContain('**Input**');
      expect(opened.body.starterCode.python).toBe(STARTER_TEMPLATES.python);
      expect(opened.body.testCases).toHaveLength(6);
      const submitted = await sendCode(server, id, learner, 'submit');
      expect(submitted.body).toMatchObject({ success: true, passedCount: 6, totalCount: 6 });
    },
    JUDGE_TIMEOUT,
  );

  it(
    "judge by the default validator's rules: a float within the tolerance, spaced or cased otherwise, is accepted",
    async () => {
      const tests: Record<string, string> = {};
      for (const [index, [a, b]] of [
        [1, 3],
        [2, 7],
        [10, 6],
      ].entries()) {
        tests[`data/${index === 0 ? 'sample' : 'secret'}/${index}.in`] = `${a} ${b}\n`;
        tests[`data/${index === 0 ? 'sample' : 'secret'}/${index}.ans`] =
          `${((a as number) / (b as number)).toFixed(6)}\n`;
      }
      const { body } = await importZip(
        zipOf({
          'problem.yaml': 'name: Divide\nlimits:\n  time_limit: 2\nvalidator_flags: float_tolerance 1e-4\n',
          'problem_statement/problem.en.tex':
            '\\problemname{Divide}\nPrint $a / b$.\n\\section*{Output}\nWithin $10^{-4}$.',
          ...tests,
          'submissions/accepted/div.py': 'a, b = map(int, input().split())\nprint(a / b)\n',
          'submissions/accepted/spaced.py': 'a, b = map(int, input().split())\nprint(" ", a / b, "\\n\\n")\n',
          'submissions/wrong_answer/off.py': 'a, b = map(int, input().split())\nprint(a / b + 0.01)\n',
        }),
      );
      const [report] = body.problems;
      expect(report).toMatchObject({
        status: 'live',
        checker: { type: 'tokens', caseSensitive: false, absolute: 1e-4, relative: 1e-4 },
        limits: { cpuMs: 2000 },
        timeLimitSource: 'package',
      });
      expect(verdicts(report)).toEqual({
        'submissions/accepted/div.py': ['ACCEPTED', true],
        'submissions/accepted/spaced.py': ['ACCEPTED', true],
        'submissions/wrong_answer/off.py': ['WRONG_ANSWER', true],
      });
      const opened = await server.request<Puzzle>('GET', `/api/puzzles/${report?.puzzleId}`, {
        token: learner.token,
      });
      expect(opened.body.problemStatement).toBe('Print $a / b$.\n\n**Output**\n\nWithin $10^{-4}$.\n');
    },
    JUDGE_TIMEOUT,
  );

  if (firstKind)
    it(
      "judge by the problem's own output validator: C++ with its header (legacy), Python with its flags (2023-07)",
      async () => {
        const categories = (await server.request<Array<{ id: number }>>('GET', '/api/categories')).body;
        const { body } = await importZip(
          zipOf({
            ...under('partscpp', twoPartsPackage({ legacy: true })),
            ...under('partspy', twoPartsPackage({ legacy: false })),
          }),
          `?categoryId=${categories[1]?.id}&difficulty=easy`,
        );
        const [cpp, python] = body.problems;
        expect(cpp).toMatchObject({
          folder: 'partscpp',
          status: 'live',
          checker: { type: 'custom', language: 'cpp' },
        });
        expect(python).toMatchObject({
          folder: 'partspy',
          status: 'live',
          checker: { type: 'custom', language: 'python', flags: ['distinct'] },
        });
        expect(verdicts(cpp)).toEqual({
          'submissions/accepted/first.py': ['ACCEPTED', true],
          'submissions/accepted/halves.py': ['ACCEPTED', true],
          'submissions/accepted/other.py': ['ACCEPTED', true],
          'submissions/wrong_answer/three.py': ['WRONG_ANSWER', true],
          'submissions/wrong_answer/zero.py': ['WRONG_ANSWER', true],
        });
        expect(verdicts(python)).toMatchObject({
          'submissions/wrong_answer/halves.py': ['WRONG_ANSWER', true],
        });
        expect(python?.submissions.find((entry) => entry.file.endsWith('halves.py'))?.failedTest).toBe(
          'secret/3',
        );

        // A learner sees the validator's words on a visible test, and nothing of a hidden one.
        const id = cpp?.puzzleId as number;
        const zero = await sendCode(server, id, learner, 'submit', 'n = int(input())\nprint(0, n)\n');
        expect(zero.body.verdict).toBe('WRONG_ANSWER');
        expect(zero.body.results[0]).toMatchObject({
          hidden: false,
          message: 'The output validator refused this output',
          feedback: 'both parts must be positive',
        });
        expect(zero.body.results[1]).toEqual({ hidden: true, passed: false, verdict: 'WRONG_ANSWER' });
        const opened = await server.request<Record<string, unknown>>('GET', `/api/puzzles/${id}`, {
          token: learner.token,
        });
        expect(JSON.stringify(opened.body)).not.toContain('judgemessage');

        // Exported with its validator and flags, and imported back to the same checker.
        for (const report of [cpp, python]) await expectReimported(report);
      },
      JUDGE_TIMEOUT,
    );

  it(
    'offer its attachments to whoever may open the puzzle, as they came, and export them back',
    async () => {
      const picture = Uint8Array.from({ length: 256 }, (_, index) => index);
      const tool = 'print("a testing tool")\n';
      const { body } = await importZip(
        zipOf(
          {
            ...acceptedPythonOnly(passFailPackage({ tests: 3 })),
            'attachments/testing_tool.py': tool,
            'attachments/nested/deep.txt': 'x',
            'attachments/.hidden': 'x',
          },
          { 'attachments/picture.png': picture },
        ),
      );
      const [report] = body.problems;
      expect(report?.status).toBe('live');
      expect(report?.notes).toEqual(
        expect.arrayContaining([
          'attachments/.hidden: not offered, as only files at the top of attachments/, of plain names, are',
          'attachments/nested/deep.txt: not offered, as only files at the top of attachments/, of plain names, are',
        ]),
      );
      const id = report?.puzzleId as number;
      const opened = await server.request<Puzzle>('GET', `/api/puzzles/${id}`, { token: learner.token });
      expect(opened.body.attachments).toEqual([
        { name: 'picture.png', bytes: 256 },
        { name: 'testing_tool.py', bytes: tool.length },
      ]);
      const fetched = (name: string, token?: string) =>
        fetch(`${server.baseUrl}/api/puzzles/${id}/attachments/${name}`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      const download = await fetched('picture.png', learner.token);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toBe('attachment; filename="picture.png"');
      expect(download.headers.get('content-type')).toBe('application/octet-stream');
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(picture);
      // Signed out, the shared catalogue's puzzle is open too; a name that is none, or leads elsewhere, is not.
      expect((await fetched('testing_tool.py')).status).toBe(200);
      for (const name of ['nope.txt', '..%2Fproblem.yaml', '.hidden', 'nested%2Fdeep.txt']) {
        const missing = await fetched(name, learner.token);
        expect(missing.status, name).toBe(404);
        expect(await missing.json()).toMatchObject({ message: PACKAGE_MESSAGES.noSuchAttachment });
      }

      // A draft's attachments are no more open than the draft.
      const draft = await importZip(
        zipOf({
          ...acceptedPythonOnly(passFailPackage({ tests: 2 })),
          'submissions/accepted/sum.py': OFF_BY_ONE_PY,
          'attachments/notes.txt': 'hello',
        }),
      );
      const draftId = draft.body.problems[0]?.puzzleId as number;
      expect(draft.body.problems[0]?.status).toBe('draft');
      const hidden = await fetch(`${server.baseUrl}/api/puzzles/${draftId}/attachments/notes.txt`, {
        headers: { authorization: `Bearer ${learner.token}` },
      });
      expect(hidden.status).toBe(404);

      // Exported with them, and imported back with them.
      const exported = await fetch(`${server.baseUrl}/api/admin/puzzles/${id}/package`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      const again = await importZip(Buffer.from(await exported.arrayBuffer()));
      const againId = again.body.problems[0]?.puzzleId as number;
      const reopened = await server.request<Puzzle>('GET', `/api/puzzles/${againId}`, {
        token: learner.token,
      });
      expect(reopened.body.attachments).toEqual(opened.body.attachments);
    },
    JUDGE_TIMEOUT,
  );

  it(
    "say that its output validator does not compile, in the compiler's words, and keep a draft",
    async () => {
      const { body } = await importZip(
        zipOf({
          ...twoPartsPackage({ legacy: true }),
          'output_validators/parts/parts.cpp': 'int main( {\n',
        }),
      );
      expect(body.problems[0]?.status).toBe('draft');
      expect(body.problems[0]?.problems[0]).toMatch(
        /^The output validator does not compile: main\.cpp:1:\d+: error: /,
      );
    },
    JUDGE_TIMEOUT,
  );

  it(
    'keep a broken package as a draft no learner sees, marked in the admin list; publish only what passes',
    async () => {
      const broken = await importZip(
        zipOf({
          'problem.yaml': 'name: Broken Sum\nlimits:\n  time_limit: 1\n',
          'statement/problem.md': SUM_STATEMENT_MD,
          ...sumTests(3),
          'submissions/accepted/wrong.py': OFF_BY_ONE_PY,
        }),
      );
      const [report] = broken.body.problems;
      expect(report).toMatchObject({ status: 'draft' });
      expect(report?.problems).toEqual([
        'submissions/accepted/wrong.py: expected Accepted, got Wrong Answer on sample/1',
        'No accepted submission in C, C++, Java, JavaScript or Python passed: the puzzle has no reference solution',
      ]);
      const id = report?.puzzleId as number;
      expect((await learnerList()).some((puzzle) => puzzle.id === id)).toBe(false);
      expect((await server.request('GET', `/api/puzzles/${id}`, { token: learner.token })).status).toBe(404);
      const submit = await sendCode(server, id, learner, 'submit');
      expect(submit.status).toBe(404);
      const run = await sendCode(server, id, learner, 'run');
      expect(run.status).toBe(404);
      const list = await server.request<AdminPuzzleSummary[]>('GET', '/api/admin/puzzles', {
        token: admin.token,
      });
      expect(list.body.find((puzzle) => puzzle.id === id)).toMatchObject({
        draft: true,
        title: 'Broken Sum',
      });
      const refused = await server.request<ErrorResponse>('POST', `/api/admin/packages/${id}/publish`, {
        token: admin.token,
      });
      expect(refused.status).toBe(400);
      expect((await learnerList()).some((puzzle) => puzzle.id === id)).toBe(false);

      // Weak tests: a wrong submission passes them, so it is a draft; the admin may judge that good enough.
      const weak = await importZip(
        zipOf({
          'problem.yaml': 'name: Weak Sum\n',
          'statement/problem.md': SUM_STATEMENT_MD,
          'data/sample/1.in': '0 0\n',
          'data/sample/1.ans': '0\n',
          'submissions/accepted/sum.py': SUM_PY,
          'submissions/wrong_answer/zero.py': 'print(0)\n',
        }),
      );
      const [weakReport] = weak.body.problems;
      expect(weakReport?.status).toBe('draft');
      expect(weakReport?.problems).toEqual([
        'submissions/wrong_answer/zero.py: expected Wrong Answer, got Accepted',
      ]);
      const weakId = weakReport?.puzzleId as number;
      expect((await server.request('GET', `/api/puzzles/${weakId}`, { token: learner.token })).status).toBe(
        404,
      );
      expect(
        (await server.request('POST', `/api/admin/packages/${weakId}/publish`, { token: learner.token }))
          .status,
      ).toBe(403);
      const published = await server.request<AdminPuzzle>('POST', `/api/admin/packages/${weakId}/publish`, {
        token: admin.token,
      });
      expect(published.status).toBe(200);
      expect(published.body.draft).toBe(false);
      expect((await learnerList()).some((puzzle) => puzzle.id === weakId)).toBe(true);
      const again = await server.request<ErrorResponse>('POST', `/api/admin/packages/${weakId}/publish`, {
        token: admin.token,
      });
      expect(again.body).toEqual({ message: PACKAGE_MESSAGES.alreadyLive, code: 'CONFLICT' });
    },
    JUDGE_TIMEOUT,
  );

  if (firstKind)
    it(
      'judge interactive problems (2023-07 and legacy) and multi-pass ones, and export them as they came',
      async () => {
        const { body } = await importZip(
          zipOf({
            ...under('guess', guessPackage({ legacy: false })),
            ...under('guesslegacy', guessPackage({ legacy: true })),
            ...under('double', doublingPackage()),
          }),
        );
        const byFolder = (folder: string) => body.problems.find((problem) => problem.folder === folder);
        const [guess, legacy, double] = [byFolder('guess'), byFolder('guesslegacy'), byFolder('double')];
        for (const report of [guess, legacy]) {
          expect(report).toMatchObject({
            status: 'live',
            checker: { type: 'custom', language: 'cpp', interactive: true, passes: 1 },
          });
          expect(verdicts(report)).toEqual({
            'submissions/accepted/bisect.py': ['ACCEPTED', true],
            'submissions/run_time_error/crash_after.py': ['RUNTIME_ERROR', true],
            'submissions/time_limit_exceeded/silent.py': ['TIME_LIMIT_EXCEEDED', true],
            'submissions/wrong_answer/one_by_one.py': ['WRONG_ANSWER', true],
          });
        }
        expect(double).toMatchObject({
          status: 'live',
          checker: { type: 'custom', language: 'python', interactive: false, passes: 3 },
        });
        expect(verdicts(double)).toEqual({
          'submissions/accepted/double.py': ['ACCEPTED', true],
          'submissions/wrong_answer/once.py': ['WRONG_ANSWER', true],
        });

        // A learner talks with the validator too, from a template that reads as the judge speaks; the
        // validator's words show on the visible test alone.
        const id = guess?.puzzleId as number;
        const opened = await server.request<Puzzle>('GET', `/api/puzzles/${id}`, { token: learner.token });
        expect(opened.body).toMatchObject({ interactive: true });
        expect(opened.body.starterCode.python).toBe(INTERACTIVE_STARTER_TEMPLATES.python);
        const linear =
          'n = int(input())\nfor guess in range(n, 0, -1):\n    print(guess, flush=True)\n    if input() == "correct":\n        break\n';
        const tried = await sendCode(server, id, learner, 'submit', linear);
        expect(tried.body.verdict).toBe('WRONG_ANSWER');
        expect(tried.body.results[0]).toMatchObject({ hidden: false, feedback: 'more than 20 guesses' });
        const doubled = await sendCode(
          server,
          double?.puzzleId as number,
          learner,
          'submit',
          'print(2 * int(input()))\n',
        );
        expect(doubled.body.verdict).toBe('ACCEPTED');

        for (const report of [guess, double]) await expectReimported(report);
      },
      JUDGE_TIMEOUT,
    );

  it(
    'import a zip of two problems, a report for each; refuse one it cannot judge, naming the file',
    async () => {
      const { status, body } = await importZip(
        zipOf({
          ...under('set/first', acceptedPythonOnly(passFailPackage({ tests: 3 }))),
          ...under('set/second', acceptedPythonOnly(passFailPackage({ tests: 4, legacy: true }))),
          ...under('set/third', {
            ...acceptedPythonOnly(passFailPackage({ tests: 2 })),
            'problem.yaml': 'problem_format_version: 2025-09\nname: Answers\ntype: submit-answer\n',
          }),
        }),
      );
      expect(status).toBe(200);
      expect(
        body.problems.map((problem) => [
          problem.folder,
          problem.status,
          problem.sampleTests + problem.secretTests,
        ]),
      ).toEqual([
        ['set/first', 'live', 3],
        ['set/second', 'live', 4],
        ['set/third', 'refused', 0],
      ]);
      expect(body.problems[2]?.problems).toEqual([
        'set/third/problem.yaml: submit-answer problems are not supported',
      ]);
      expect(body.problems[2]?.puzzleId).toBeNull();
    },
    JUDGE_TIMEOUT,
  );

  it(
    'run its input validators over every test: one that refuses an input, or does not compile, keeps a draft',
    async () => {
      const boundsPy = [
        'import re, sys',
        'line = sys.stdin.read()',
        "match = re.fullmatch(r'(-?[0-9]+) (-?[0-9]+)\\n', line)",
        'if not match or any(abs(int(value)) > 10**9 for value in match.groups()):',
        "    print('a or b out of bounds', file=sys.stderr)",
        '    sys.exit(43)',
        'sys.exit(42)',
        '',
      ].join('\n');
      const formatCpp = [
        '#include <cstdio>',
        'int main() {',
        '  long long a, b; char end;',
        '  if (std::scanf("%lld %lld%c", &a, &b, &end) != 3 || end != \'\\n\') return 43;',
        '  return std::getchar() == EOF ? 42 : 43;',
        '}',
        '',
      ].join('\n');
      const { status, body } = await importZip(
        zipOf({
          'problem.yaml': 'name: Bounded Sum\n',
          'statement/problem.md': SUM_STATEMENT_MD,
          ...sumTests(4),
          'data/secret/group2/099.in': '2000000000 1\n',
          'data/secret/group2/099.ans': '2000000001\n',
          'submissions/accepted/sum.py': SUM_PY,
          'input_validators/bounds.py': boundsPy,
          'input_validators/format/validate.cpp': formatCpp,
          'input_validators/broken.c': 'int main( {\n',
          'input_validators/bounds.ctd':
            'INT(-1000000000, 1000000000) SPACE INT(-1000000000, 1000000000) NEWLINE\n',
        }),
      );
      expect(status).toBe(200);
      const [report] = body.problems;
      expect(report?.status).toBe('draft');
      expect(report?.inputValidators).toEqual([
        {
          file: 'input_validators/bounds.py',
          language: 'python',
          accepted: 4,
          refused: ['secret/group2/099 (exit 43)'],
          failure: null,
        },
        {
          file: 'input_validators/broken.c',
          language: 'c',
          accepted: 0,
          refused: [],
          failure: 'did not compile (Compilation Error)',
        },
        {
          file: 'input_validators/format/validate.cpp',
          language: 'cpp',
          accepted: 5,
          refused: [],
          failure: null,
        },
      ]);
      expect(report?.problems).toEqual([
        'input_validators/bounds.py: refuses the input of secret/group2/099 (exit 43)',
        'input_validators/broken.c: did not compile (Compilation Error)',
      ]);
      expect(report?.notes).toContain(
        'input_validators/bounds.ctd: not run, only an input validator of one file in C, C++, Java, JavaScript or Python is',
      );
      expect(verdicts(report)).toEqual({ 'submissions/accepted/sum.py': ['ACCEPTED', true] });
    },
    JUDGE_TIMEOUT,
  );

  it(
    'export a catalogue puzzle from its files with its input validator, one file, which the import runs',
    async () => {
      const [puzzle] = loadCatalogue(content).puzzles;
      if (!puzzle) throw new Error('no catalogue puzzle to export');
      const exported = exportProblem(catalogueExport(content, puzzle));
      const validator = exported.files.get('input_validators/validate.py') ?? '';
      expect(validator).toContain('class Reader');
      expect(validator).not.toContain('from strict_input import');
      const { body } = await importZip(exported.zip);
      const [report] = body.problems;
      expect(report?.status, JSON.stringify(report?.problems)).toBe('live');
      expect(report?.inputValidators).toEqual([
        {
          file: 'input_validators/validate.py',
          language: 'python',
          accepted: puzzle.tests.length,
          refused: [],
          failure: null,
        },
      ]);
    },
    JUDGE_TIMEOUT,
  );

  it('refuse what is no package, with a message that says why', async () => {
    const traversal = await importZip(zipOf(passFailPackage(), { '../x': Buffer.from('x') }));
    expect(traversal.status).toBe(400);
    expect(traversal.body.message).toBe('../x: refused, a path in the zip leads out of its folder (..)');
    const json = await server.request<ErrorResponse>('POST', '/api/admin/packages', {
      token: admin.token,
      body: {},
    });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe(PACKAGE_MESSAGES.notZip);
    const tooLarge = await fetch(`${server.baseUrl}/api/admin/packages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/zip' },
      body: Buffer.alloc(65 * 1024 * 1024),
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: PACKAGE_MESSAGES.tooLarge, code: 'PAYLOAD_TOO_LARGE' });
    expect((await importZip(zipOf(passFailPackage()), '', learner.token)).status).toBe(403);
  });

  it(
    'export catalogue puzzles and import them back: the same tests, statement, limits and checker',
    async () => {
      const db = server.app.ctx.db;
      const originals = await db
        .selectFrom('puzzles')
        .selectAll()
        .where('origin', '=', 'content')
        .orderBy('id')
        .execute();
      expect(originals).toHaveLength(roundTrip.length);
      for (const original of originals) {
        const download = await fetch(`${server.baseUrl}/api/admin/puzzles/${original.id}/package`, {
          headers: { authorization: `Bearer ${admin.token}` },
        });
        expect(download.status).toBe(200);
        expect(download.headers.get('content-type')).toBe('application/zip');
        expect(download.headers.get('content-disposition')).toMatch(
          /^attachment; filename="[a-z0-9]+\.zip"$/,
        );
        const zip = Buffer.from(await download.arrayBuffer());
        const { body } = await importZip(
          zip,
          `?categoryId=${original.category_id}&difficulty=${original.difficulty}`,
        );
        const [report] = body.problems;
        expect(report?.status, JSON.stringify(report?.problems)).toBe('live');
        expect(report?.submissions.map((entry) => entry.language).sort()).toEqual([
          'c',
          'cpp',
          'java',
          'javascript',
          'python',
        ]);
        const copy = await db
          .selectFrom('puzzles')
          .selectAll()
          .where('id', '=', report?.puzzleId as number)
          .executeTakeFirstOrThrow();
        expect(copy.title).toBe(original.title);
        expect(copy.statement).toBe(original.statement);
        expect(copy.constraints).toBe(original.constraints);
        expect(JSON.parse(copy.examples)).toEqual(JSON.parse(original.examples));
        const cpuMs = (limits: string | null) => (limits ? JSON.parse(limits).cpuMs : undefined) ?? 2000;
        expect(cpuMs(copy.limits)).toBe(cpuMs(original.limits));
        expect(copy.checker).toBe(original.checker);
        const texts = async (id: number) =>
          (await puzzleTests(server.app.ctx, id, 'all')).map(({ input, expected, hidden }) => ({
            input,
            expected,
            hidden,
          }));
        const before = await texts(original.id);
        // Samples first in a package: the visible tests lead, each group in its order.
        expect(await texts(copy.id)).toEqual([
          ...before.filter((t) => !t.hidden),
          ...before.filter((t) => t.hidden),
        ]);
      }
      const learnerTry = await fetch(`${server.baseUrl}/api/admin/puzzles/${originals[0]?.id}/package`, {
        headers: { authorization: `Bearer ${learner.token}` },
      });
      expect(learnerTry.status).toBe(403);
    },
    JUDGE_TIMEOUT * 2,
  );
});
