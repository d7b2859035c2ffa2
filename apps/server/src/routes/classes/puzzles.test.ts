import type {
  AdminPuzzle,
  AdminPuzzleSummary,
  ClassResponse,
  ErrorResponse,
  LeaderboardEntry,
  Puzzle,
  PuzzleInput,
  PuzzleSummary,
} from '@codequest/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { writePuzzle } from '../../test/catalogue-fixture';
import { sendCode } from '../../test/code-requests';
import { buildAdmin, buildTeacher, buildUser, type TestUser } from '../../test/factories';
import { SUM_PY } from '../../test/programs';
import { useSeededServer } from '../../test/seeded';
import { testDatabaseKinds } from '../../test/test-database';

/**
 * A class's own puzzles and the puzzles an assignment opens, through the real server and judge: only the
 * class's teachers make and edit them (a learner 403, another class's teacher 404), proven as the panel's
 * are; only the class's members see them, unlocked; a solve pays XP but is no solve of the shared
 * catalogue (the global leaderboard's count); an assignment takes the class's own puzzles but not another
 * class's; and a locked puzzle opens for a class's learners once an assignment with it has opened.
 */

const HOUR = 3_600_000;
const JUDGE_TIMEOUT = 90_000;

function writeTrack(contentDir: string): void {
  writePuzzle(contentDir, { order: 1, slug: 'alpha' });
  writePuzzle(contentDir, { order: 2, slug: 'locked-medium', difficulty: 'medium' });
}

describe.each(testDatabaseKinds())('a class’s own puzzles on %s', (kind) => {
  const { server, id, puzzles } = useSeededServer(kind, writeTrack);
  let admin: TestUser;
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let ann: TestUser;
  let zed: TestUser;
  let classId: number;
  let otherClassId: number;
  let made: AdminPuzzle;

  const call = <T>(method: string, url: string, user: TestUser | null, body?: unknown) =>
    server.request<T>(method, url, { token: user?.token, body });

  const payload = (overrides: Partial<PuzzleInput> = {}): PuzzleInput => ({
    title: 'Class Sum',
    description: 'Add two integers, for this class.',
    problemStatement: 'Print the sum of a and b.',
    categoryId: puzzles()[0]?.categoryId ?? 0,
    difficulty: 'hard',
    hints: [],
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

  const listOf = async (user: TestUser | null) =>
    (await call<PuzzleSummary[]>('GET', '/api/puzzles', user)).body;

  beforeAll(async () => {
    admin = await buildAdmin(server);
    teacher = await buildTeacher(server);
    otherTeacher = await buildTeacher(server);
    ann = await buildUser(server, { username: 'ann_c', email: 'ann_c@example.com' });
    zed = await buildUser(server, { username: 'zed_c', email: 'zed_c@example.com' });
    const created = await call<ClassResponse>('POST', '/api/classes', teacher, { name: 'Seminar' });
    classId = created.body.id;
    const joined = await call('POST', '/api/classes/join', ann, { code: created.body.teaching?.joinCode });
    expect(joined.status).toBe(200);
    otherClassId = (await call<ClassResponse>('POST', '/api/classes', otherTeacher, { name: 'Elsewhere' }))
      .body.id;
  });

  it(
    'are made only by the class’s teachers, proven by the judge, and listed for them alone',
    async () => {
      const url = `/api/classes/${classId}/puzzles`;
      expect((await call('POST', url, ann, payload())).status).toBe(403);
      expect((await call('POST', url, otherTeacher, payload())).status).toBe(404);
      const unproven = await call<ErrorResponse>(
        'POST',
        url,
        teacher,
        payload({ solution: { python: 'print(0)\n' } }),
      );
      expect(unproven.status).toBe(400);

      const validated = await call<{ ok: boolean }>('POST', `${url}/validate`, teacher, payload());
      expect(validated.status).toBe(200);
      const created = await call<AdminPuzzle>('POST', url, teacher, payload());
      expect(created.status).toBe(201);
      made = created.body;
      expect(made).toMatchObject({ title: 'Class Sum', difficulty: 'hard' });

      const listed = await call<AdminPuzzleSummary[]>('GET', url, teacher);
      expect(listed.body.map((puzzle) => puzzle.id)).toEqual([made.id]);
      expect((await call('GET', url, ann)).status).toBe(403);
      // Not the shared catalogue's: the panel's list leaves it out; the admin reaches it through the class.
      const panel = await call<AdminPuzzleSummary[]>('GET', '/api/admin/puzzles', admin);
      expect(panel.body.some((puzzle) => puzzle.id === made.id)).toBe(false);
      expect((await call('GET', `${url}/${made.id}`, admin)).status).toBe(200);
      // Another class's teacher cannot reach it through their own class either.
      expect(
        (await call('GET', `/api/classes/${otherClassId}/puzzles/${made.id}`, otherTeacher)).status,
      ).toBe(404);

      const edited = await call<AdminPuzzle>(
        'PUT',
        `${url}/${made.id}`,
        teacher,
        payload({ title: 'Class Sum, again' }),
      );
      expect(edited.status).toBe(200);
      expect(edited.body.title).toBe('Class Sum, again');
    },
    JUDGE_TIMEOUT,
  );

  it('are seen, unlocked, by the class’s members only', async () => {
    const mine = (await listOf(ann)).find((puzzle) => puzzle.id === made.id);
    expect(mine).toMatchObject({ classId, isUnlocked: true, difficulty: 'hard' });
    expect((await listOf(zed)).some((puzzle) => puzzle.id === made.id)).toBe(false);
    expect((await listOf(null)).some((puzzle) => puzzle.id === made.id)).toBe(false);
    expect((await call('GET', `/api/puzzles/${made.id}`, zed)).status).toBe(404);
    expect((await call<Puzzle>('GET', `/api/puzzles/${made.id}`, ann)).body.isUnlocked).toBe(true);
    expect((await sendCode(server, made.id, zed, 'run')).status).toBe(404);
    // The shared catalogue's puzzles carry no class.
    expect((await listOf(ann)).find((puzzle) => puzzle.id === id('alpha'))?.classId).toBeNull();
  });

  it(
    'pay XP on a solve but stay out of the shared catalogue’s solved counts',
    async () => {
      const submitted = await sendCode(server, made.id, ann, 'submit');
      expect(submitted.body.verdict).toBe('ACCEPTED');
      // Its points, and the achievements about how it was solved; none about solves of the catalogue
      // (the first solve's milestone, a track's).
      const earned = submitted.body.newAchievements;
      expect(earned.map((achievement) => achievement.type)).not.toContain('milestone');
      expect(submitted.body.xpGained).toBe(
        30 + earned.reduce((sum, achievement) => sum + achievement.xpReward, 0),
      );
      const board = await call<LeaderboardEntry[]>('GET', '/api/leaderboard', ann);
      expect(board.body.find((entry) => entry.isYou)).toMatchObject({
        totalXP: submitted.body.xpGained,
        solvedCount: 0,
      });
    },
    JUDGE_TIMEOUT,
  );

  it('may be assigned to their class, and no other class’s may', async () => {
    const now = server.clock.now();
    const body = (puzzleId: number) => ({
      title: 'Own work',
      puzzleIds: [puzzleId],
      opensAt: new Date(now).toISOString(),
      dueAt: new Date(now + HOUR).toISOString(),
    });
    const own = await call('POST', `/api/classes/${classId}/assignments`, teacher, body(made.id));
    expect(own.status).toBe(200);
    const elsewhere = await call<ErrorResponse>(
      'POST',
      `/api/classes/${otherClassId}/assignments`,
      otherTeacher,
      body(made.id),
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe('One of the puzzles is not available to learners');
  });

  it(
    'a locked puzzle opens for the class’s learners once an assignment with it opens',
    async () => {
      const medium = id('locked-medium');
      const lockedFor = async (user: TestUser) =>
        (await listOf(user)).find((puzzle) => puzzle.id === medium)?.isUnlocked === false;
      expect(await lockedFor(ann)).toBe(true);
      expect((await sendCode(server, medium, ann, 'run')).status).toBe(403);

      const now = server.clock.now();
      const assigned = await call('POST', `/api/classes/${classId}/assignments`, teacher, {
        title: 'Stretch',
        puzzleIds: [medium],
        opensAt: new Date(now + HOUR).toISOString(),
        dueAt: new Date(now + 2 * HOUR).toISOString(),
      });
      expect(assigned.status).toBe(200);
      // Not open yet: still locked, and the list's tag says nothing changed.
      const before = await server.app.inject({
        method: 'GET',
        url: '/api/puzzles',
        headers: { authorization: `Bearer ${ann.token}` },
      });
      expect(await lockedFor(ann)).toBe(true);

      server.clock.advance(HOUR);
      const after = await server.app.inject({
        method: 'GET',
        url: '/api/puzzles',
        headers: { authorization: `Bearer ${ann.token}`, 'if-none-match': String(before.headers.etag) },
      });
      expect(after.statusCode).toBe(200);
      expect(await lockedFor(ann)).toBe(false);
      expect((await sendCode(server, medium, ann, 'run')).status).toBe(200);
      // A learner of no class with that assignment still finds it locked.
      expect(await lockedFor(zed)).toBe(true);
      expect((await sendCode(server, medium, zed, 'run')).status).toBe(403);
    },
    JUDGE_TIMEOUT,
  );

  it('retired by a teacher, leave the members’ list', async () => {
    const retired = await call('DELETE', `/api/classes/${classId}/puzzles/${made.id}`, teacher);
    expect(retired.status).toBe(200);
    expect((await listOf(ann)).some((puzzle) => puzzle.id === made.id)).toBe(false);
  });
});
