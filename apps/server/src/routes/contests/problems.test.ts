import {
  type AdminPuzzle,
  type AdminPuzzleSummary,
  CONTEST_MAX_PROBLEMS,
  CONTEST_MESSAGES,
  type Contest,
  type ErrorResponse,
  type LeaderboardEntry,
  type PackageImportResponse,
  type Puzzle,
  type PuzzleInput,
  type PuzzleSummary,
  type Scoreboard,
  type SubmitResult,
} from '@codequest/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { writePuzzle } from '../../test/catalogue-fixture';
import { buildAdmin, buildTeacher, buildUser, type TestUser } from '../../test/factories';
import { SUM_STATEMENT_MD, sumTests, under, zipOf } from '../../test/problem-packages';
import { OFF_BY_ONE_PY, SUM_PY } from '../../test/programs';
import { useSeededServer } from '../../test/seeded';
import { testDatabaseKinds } from '../../test/test-database';

/**
 * A contest's own problems, through the real server and judge: made in the panel's form or imported as a
 * package by its organisers alone (a learner 403), each proven and joining its problems; before the start
 * nobody else reaches them (lists, opening, attachments, drafts, submissions, another contest); at the
 * start its participants open, save and submit them through it (no XP, on its board) and nowhere else;
 * after the end they are open for practice (paid, no track solve), unless its organisers closed its
 * problems then, which closes practice and virtual runs too.
 */

const MINUTE = 60_000;
const JUDGE_TIMEOUT = 90_000;

/** A sum package whose submissions all get the verdict their folders expect: it goes live. */
const SOUND_FILES = {
  'problem.yaml': 'name: Imported Sum\n',
  'statement/problem.md': SUM_STATEMENT_MD,
  ...sumTests(4),
  'submissions/accepted/sum.py': SUM_PY,
  'submissions/wrong_answer/plus_one.py': OFF_BY_ONE_PY,
  'attachments/notes.txt': 'for the contest\n',
};
const SOUND = zipOf(SOUND_FILES);

describe.each(testDatabaseKinds())('a contest’s own problems on %s', (kind) => {
  const { server, id, puzzles } = useSeededServer(kind, (contentDir) =>
    writePuzzle(contentDir, { order: 1, slug: 'alpha' }),
  );
  let admin: TestUser;
  let teacher: TestUser;
  let ann: TestUser;
  let zed: TestUser;
  let contest: Contest;
  let made: AdminPuzzle;
  let importedId: number;

  const call = <T>(method: string, url: string, user: TestUser, body?: unknown) =>
    server.request<T & ErrorResponse>(method, url, { token: user.token, body });
  const payload = (overrides: Partial<PuzzleInput> = {}): PuzzleInput => ({
    title: 'Contest Sum',
    description: 'Add two integers, for this contest alone.',
    problemStatement: 'Print the sum of a and b.',
    categoryId: puzzles()[0]?.categoryId ?? 0,
    difficulty: 'hard',
    hints: ['Add them.'],
    testCases: [
      { input: '1 2\n', expected: '3\n', hidden: false },
      { input: '5 7\n', expected: '12\n', hidden: true },
    ],
    examples: [],
    starterCode: {},
    solution: { python: SUM_PY },
    points: 30,
    stars: 3,
    ...overrides,
  });
  const importZip = async (zip: Buffer, user: TestUser) => {
    const response = await fetch(`${server.baseUrl}/api/contests/${contest.id}/packages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/zip' },
      body: zip,
    });
    return {
      status: response.status,
      body: (await response.json()) as PackageImportResponse & ErrorResponse,
    };
  };
  const submit = (user: TestUser, puzzleId: number, contestId?: number) =>
    call<SubmitResult>('POST', '/api/code/submit', user, {
      puzzleId,
      language: 'python',
      code: SUM_PY,
      ...(contestId === undefined ? {} : { contestId }),
    });
  const saveDraft = (user: TestUser, puzzleId: number) =>
    call('PUT', `/api/puzzles/${puzzleId}/draft?language=python`, user, { code: '# mine\n' });
  const listed = async (user: TestUser) =>
    (await call<PuzzleSummary[]>('GET', '/api/puzzles', user)).body.map((puzzle) => puzzle.id);
  const ownIds = () => [made.id, importedId];
  /** The imported problem's attachment downloaded, through the contest or not: its text, else the status. */
  const attachment = async (user: TestUser, contestId?: number) => {
    const query = contestId === undefined ? '' : `?contestId=${contestId}`;
    const { status, body } = await call<string>(
      'GET',
      `/api/puzzles/${importedId}/attachments/notes.txt${query}`,
      user,
    );
    return status === 200 ? body : status;
  };

  beforeAll(async () => {
    admin = await buildAdmin(server);
    teacher = await buildTeacher(server);
    ann = await buildUser(server, { username: 'ann_o', email: 'ann_o@example.com' });
    zed = await buildUser(server, { username: 'zed_o', email: 'zed_o@example.com' });
    const created = await call<Contest>('POST', '/api/contests', teacher, {
      title: 'Home-made',
      startsAt: new Date(server.clock.now() + 10 * MINUTE).toISOString(),
      durationMinutes: 30,
      scoring: 'icpc',
    });
    expect(created.status).toBe(201);
    contest = created.body;
    expect(contest).toMatchObject({ problems: [], practiceAfterEnd: true });
  });

  it(
    'are made and imported by its organisers alone, each proven, and join its problems in order',
    async () => {
      const refused = await call('POST', `/api/contests/${contest.id}/puzzles`, ann, payload());
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Only teachers and administrators can organise contests');
      expect((await importZip(SOUND, ann)).status).toBe(403);
      expect((await call('GET', `/api/contests/${contest.id}/puzzles`, ann)).status).toBe(403);
      expect((await call('GET', '/api/contests/999999/puzzles', teacher)).status).toBe(404);

      // The judge proves it first: a solution that fails its own tests stores nothing.
      const unproven = await call('POST', `/api/contests/${contest.id}/puzzles`, teacher, {
        ...payload(),
        solution: { python: OFF_BY_ONE_PY },
      });
      expect(unproven.status).toBe(400);

      const created = await call<AdminPuzzle>(
        'POST',
        `/api/contests/${contest.id}/puzzles`,
        teacher,
        payload(),
      );
      expect(created.status).toBe(201);
      made = created.body;
      const imported = await importZip(SOUND, teacher);
      expect(imported.status).toBe(200);
      expect(imported.body.problems.map((problem) => problem.status)).toEqual(['live']);
      importedId = imported.body.problems[0]?.puzzleId ?? 0;

      const organised = await call<Contest>('GET', `/api/contests/${contest.id}`, teacher);
      expect(
        organised.body.problems.map((problem) => [problem.label, problem.puzzleId, problem.title]),
      ).toEqual([
        ['A', made.id, 'Contest Sum'],
        ['B', importedId, 'Imported Sum'],
      ]);
      const own = await call<AdminPuzzleSummary[]>('GET', `/api/contests/${contest.id}/puzzles`, teacher);
      expect(own.body.map((puzzle) => puzzle.id)).toEqual(ownIds());
      // An administrator organises every contest; the panel's catalogue does not list a contest's own.
      expect((await call('GET', `/api/contests/${contest.id}/puzzles/${made.id}`, admin)).status).toBe(200);
      const panel = await call<AdminPuzzleSummary[]>('GET', '/api/admin/puzzles', admin);
      expect(panel.body.map((puzzle) => puzzle.id)).not.toContain(made.id);
    },
    JUDGE_TIMEOUT * 2,
  );

  it('are reached by nobody else before the start, nor used by another contest', async () => {
    expect((await call('POST', `/api/contests/${contest.id}/register`, ann)).status).toBe(200);
    for (const user of [ann, zed]) {
      expect(await listed(user)).not.toContain(made.id);
      for (const puzzleId of ownIds()) {
        expect((await call('GET', `/api/puzzles/${puzzleId}`, user)).status).toBe(404);
        const opened = await call('GET', `/api/puzzles/${puzzleId}?contestId=${contest.id}`, user);
        expect(opened.status).toBe(404);
        expect((await saveDraft(user, puzzleId)).status).toBe(404);
        expect((await call('POST', `/api/puzzles/${puzzleId}/hints/1`, user)).status).toBe(404);
      }
      // Nor its attachments, which open as the problem does.
      expect(await attachment(user)).toBe(404);
      expect(await attachment(user, contest.id)).toBe(404);
    }
    const early = await submit(ann, made.id, contest.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('The contest has not started: its problems are shown at the start');
    expect((await submit(ann, made.id)).status).toBe(404);

    const borrowing = await call('POST', '/api/contests', teacher, {
      title: 'Borrowing',
      problems: [{ puzzleId: made.id }],
      startsAt: new Date(server.clock.now() + 10 * MINUTE).toISOString(),
      durationMinutes: 30,
      scoring: 'icpc',
    });
    expect(borrowing.status).toBe(400);
    expect(borrowing.body.message).toBe('One of the problems is not available to you');
    const stored = await server.app.ctx.db.selectFrom('submissions').select('id').execute();
    expect(stored).toEqual([]);
  });

  it(
    'join only as many as the contest has room for: the rest are kept as drafts, refused until there is room',
    async () => {
      const full = await call<Contest>('POST', '/api/contests', teacher, {
        title: 'Full house',
        startsAt: new Date(server.clock.now() + 10 * MINUTE).toISOString(),
        durationMinutes: 30,
        scoring: 'icpc',
      });
      // One problem short of the most a contest holds: copies of a catalogue puzzle, made its own.
      const { db } = server.app.ctx;
      const { id: _id, ...alpha } = await db
        .selectFrom('puzzles')
        .selectAll()
        .where('id', '=', id('alpha'))
        .executeTakeFirstOrThrow();
      for (let position = 0; position < CONTEST_MAX_PROBLEMS - 1; position++) {
        const filler = await db
          .insertInto('puzzles')
          .values({ ...alpha, slug: `filler-${position}`, contest_id: full.body.id })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('contest_problems')
          .values({ contest_id: full.body.id, puzzle_id: filler.id, position, points: 100 })
          .execute();
      }
      const response = await fetch(`${server.baseUrl}/api/contests/${full.body.id}/packages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${teacher.token}`, 'content-type': 'application/zip' },
        body: zipOf({ ...under('one', SOUND_FILES), ...under('two', SOUND_FILES) }),
      });
      const imported = (await response.json()) as PackageImportResponse;
      expect(imported.problems.map((problem) => problem.status)).toEqual(['live', 'draft']);
      expect(imported.problems[1]?.problems).toEqual([CONTEST_MESSAGES.noRoomForImport]);
      const [joined, kept] = imported.problems.map((problem) => problem.puzzleId as number);
      const board = await call<Contest>('GET', `/api/contests/${full.body.id}`, teacher);
      expect(board.body.problems).toHaveLength(CONTEST_MAX_PROBLEMS);
      expect(board.body.problems.at(-1)?.puzzleId).toBe(joined);
      const publish = await call('POST', `/api/contests/${full.body.id}/packages/${kept}/publish`, teacher);
      expect(publish.status).toBe(400);
      expect(publish.body.message).toBe(CONTEST_MESSAGES.tooManyProblems);
    },
    JUDGE_TIMEOUT * 2,
  );

  it(
    'open to its participants at the start, through it alone: no XP, on its board',
    async () => {
      server.clock.advance(10 * MINUTE);
      const opened = await call<Puzzle>('GET', `/api/puzzles/${made.id}?contestId=${contest.id}`, ann);
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({ title: 'Contest Sum', isUnlocked: true });
      expect((await saveDraft(ann, made.id)).status).toBe(200);
      // Help stays closed while the contest is on; not registered, zed is shown nothing.
      expect((await call('POST', `/api/puzzles/${made.id}/hints/1`, ann)).status).toBe(409);
      expect((await call('GET', `/api/puzzles/${made.id}?contestId=${contest.id}`, zed)).status).toBe(404);
      expect((await saveDraft(zed, made.id)).status).toBe(404);
      expect(await attachment(ann, contest.id)).toBe('for the contest\n');
      expect(await attachment(ann)).toBe(404);
      expect(await attachment(zed, contest.id)).toBe(404);
      expect(await listed(ann)).not.toContain(made.id);
      // Named with no contest, the lists decide: a contest's own problem is submitted through its contest.
      expect((await submit(ann, made.id)).status).toBe(404);

      const solved = await submit(ann, made.id, contest.id);
      expect(solved.body).toMatchObject({ success: true, verdict: 'ACCEPTED', xpGained: 0 });
      const board = await call<Scoreboard>('GET', `/api/contests/${contest.id}/scoreboard`, ann);
      expect(board.body.rows[0]).toMatchObject({ username: 'ann_o', solved: 1 });

      // Its problems are fixed from the start; a statement's typo is still mended, proven again.
      const late = await call(
        'POST',
        `/api/contests/${contest.id}/puzzles`,
        teacher,
        payload({ title: 'Late' }),
      );
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(
        'The contest has started: its problems can no longer be added or removed',
      );
      expect(
        (await call('DELETE', `/api/contests/${contest.id}/puzzles/${importedId}`, teacher)).status,
      ).toBe(409);
      const mended = await call<AdminPuzzle>(
        'PUT',
        `/api/contests/${contest.id}/puzzles/${made.id}`,
        teacher,
        payload({ problemStatement: 'Print the sum of the two integers a and b.' }),
      );
      expect(mended.status).toBe(200);
    },
    JUDGE_TIMEOUT * 2,
  );

  it(
    'stay open for practice after the end, paid but no solve of a track',
    async () => {
      server.clock.advance(30 * MINUTE);
      const opened = await call<Puzzle>('GET', `/api/puzzles/${made.id}?contestId=${contest.id}`, zed);
      expect(opened.status).toBe(200);
      expect(opened.body.problemStatement).toContain('the two integers');
      const practice = await submit(zed, made.id, contest.id);
      expect(practice.body).toMatchObject({ success: true, verdict: 'ACCEPTED' });
      expect(practice.body.xpGained).toBeGreaterThanOrEqual(30);
      expect((await call('POST', `/api/puzzles/${made.id}/hints/1`, zed)).status).toBe(200);
      const leaderboard = await call<LeaderboardEntry[]>('GET', '/api/leaderboard', zed);
      expect(leaderboard.body.find((entry) => entry.isYou)).toMatchObject({ solvedCount: 0 });
      expect(await listed(zed)).not.toContain(made.id);
    },
    JUDGE_TIMEOUT,
  );

  it('close after the end to all but its organisers when they decided so', async () => {
    const closed = await call<Contest>('POST', '/api/contests', teacher, {
      title: 'Closed after',
      problems: [{ puzzleId: id('alpha') }],
      startsAt: new Date(server.clock.now() + MINUTE).toISOString(),
      durationMinutes: 10,
      scoring: 'icpc',
      practiceAfterEnd: false,
    });
    expect(closed.status).toBe(201);
    expect(closed.body.practiceAfterEnd).toBe(false);
    const wrongType = await call('POST', '/api/contests', teacher, {
      title: 'Wrong type',
      startsAt: new Date(server.clock.now() + MINUTE).toISOString(),
      durationMinutes: 10,
      scoring: 'icpc',
      practiceAfterEnd: 'no',
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('Please say whether the problems stay open after the end');

    server.clock.advance(11 * MINUTE);
    const seen = await call<Contest>('GET', `/api/contests/${closed.body.id}`, zed);
    expect(seen.body).toMatchObject({ phase: 'ended', problems: [] });
    const practice = await submit(zed, id('alpha'), closed.body.id);
    expect(practice.status).toBe(409);
    expect(practice.body.message).toBe('The contest has ended and its organisers closed its problems');
    const virtual = await call('POST', `/api/contests/${closed.body.id}/virtual`, zed);
    expect(virtual.status).toBe(409);
    expect(
      (await call<Contest>('GET', `/api/contests/${closed.body.id}`, teacher)).body.problems,
    ).toHaveLength(1);
  });
});
