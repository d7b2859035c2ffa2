import type {
  Contest,
  ErrorResponse,
  ExecutionResult,
  Puzzle,
  Scoreboard,
  SubmitResult,
  User,
  UserAchievement,
} from '@codequest/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { writePuzzle } from '../../test/catalogue-fixture';
import { buildTeacher, buildUser, type TestUser } from '../../test/factories';
import { SUM_PROGRAMS } from '../../test/programs';
import { useSeededServer } from '../../test/seeded';
import { testDatabaseKinds } from '../../test/test-database';

/**
 * Taking part in a contest through the usual run and submit, judged for real: refused before the start, to
 * anyone not registered, and for a puzzle that is not one of its problems; a problem open to a participant
 * whatever its track's unlocking; verdicts at once, no XP, the IOI board counting the hidden tests passed;
 * its problems opened through it; after the end, the same problems paying as practice, the contest's
 * achievements given, and a virtual run of it counting on its board marked virtual while it lasts.
 */

const MINUTE = 60_000;

/** Adds the two numbers when neither is negative, else prints 0: the fixture's visible tests pass, and four of its six hidden ones. */
const NON_NEGATIVE_ONLY = 'a, b = map(int, input().split())\nprint(a + b if a >= 0 and b >= 0 else 0)\n';

function writeThree(contentDir: string): void {
  writePuzzle(contentDir, { order: 1, slug: 'first' });
  writePuzzle(contentDir, { order: 2, slug: 'outside' });
  // Locked for a new learner: three easy solves of its track open it.
  writePuzzle(contentDir, { order: 3, slug: 'locked', difficulty: 'medium' });
}

describe.each(testDatabaseKinds())('contest submissions on %s', (kind) => {
  const { server, id } = useSeededServer(kind, writeThree);
  let teacher: TestUser;
  let ann: TestUser;
  let zed: TestUser;
  let contest: Contest;

  const call = <T>(method: string, url: string, user: TestUser, body?: unknown) =>
    server.request<T & ErrorResponse>(method, url, { token: user.token, body });
  const submit = (user: TestUser, slug: string, code: string, contestId?: number) =>
    call<SubmitResult>('POST', '/api/code/submit', user, {
      puzzleId: id(slug),
      language: 'python',
      code,
      ...(contestId === undefined ? {} : { contestId }),
    });
  const xpOf = async (user: TestUser) => (await call<User>('GET', '/api/profile/current', user)).body.totalXP;

  beforeAll(async () => {
    teacher = await buildTeacher(server);
    ann = await buildUser(server, { username: 'ann_s', email: 'ann_s@example.com' });
    zed = await buildUser(server, { username: 'zed_s', email: 'zed_s@example.com' });
    const created = await call<Contest>('POST', '/api/contests', teacher, {
      title: 'Sums at speed',
      problems: [{ puzzleId: id('first') }, { puzzleId: id('locked'), points: 60 }],
      startsAt: new Date(server.clock.now() + 5 * MINUTE).toISOString(),
      durationMinutes: 30,
      scoring: 'ioi',
    });
    expect(created.status).toBe(201);
    contest = created.body;
    await call('POST', `/api/contests/${contest.id}/register`, ann);
  });

  it('refuses a submission before the start, from anyone not registered, and off its problems', async () => {
    const early = await submit(ann, 'first', SUM_PROGRAMS.python, contest.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('The contest has not started: its problems are shown at the start');

    server.clock.advance(5 * MINUTE);
    const stranger = await submit(zed, 'first', SUM_PROGRAMS.python, contest.id);
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe('Register for this contest to take part in it');
    const outside = await submit(ann, 'outside', SUM_PROGRAMS.python, contest.id);
    expect(outside.status).toBe(404);
    expect(outside.body.message).toBe('This puzzle is not a problem of this contest');
    for (const contestId of [999_999, 'seven', -1]) {
      const wrong = await call('POST', '/api/code/submit', ann, {
        puzzleId: id('first'),
        language: 'python',
        code: SUM_PROGRAMS.python,
        contestId,
      });
      expect(wrong.status, String(contestId)).toBe(contestId === 999_999 ? 404 : 400);
      expect(wrong.body.message).toBe('No such contest');
    }
    const stored = await server.app.ctx.db.selectFrom('submissions').select('id').execute();
    expect(stored).toEqual([]);
  });

  it('opens its problems to a participant whatever the unlocking, judges at once and pays nothing', async () => {
    // Outside the contest the medium puzzle stays locked.
    const lockedRun = await call('POST', '/api/code/run', ann, {
      puzzleId: id('locked'),
      language: 'python',
      code: SUM_PROGRAMS.python,
    });
    expect(lockedRun.status).toBe(403);
    const run = await call<ExecutionResult>('POST', '/api/code/run', ann, {
      puzzleId: id('locked'),
      language: 'python',
      code: SUM_PROGRAMS.python,
      contestId: contest.id,
    });
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ verdict: 'ACCEPTED', passedCount: 2, totalCount: 2 });

    server.clock.advance(3 * MINUTE);
    const partial = await submit(ann, 'locked', NON_NEGATIVE_ONLY, contest.id);
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({ success: false, verdict: 'WRONG_ANSWER', xpGained: 0 });
    const solved = await submit(ann, 'first', SUM_PROGRAMS.python, contest.id);
    expect(solved.body).toMatchObject({ success: true, verdict: 'ACCEPTED', xpGained: 0 });
    expect(await xpOf(ann)).toBe(0);

    const rows = await server.app.ctx.db
      .selectFrom('submissions')
      .select(['puzzle_id', 'contest_id', 'xp_gained'])
      .where('user_id', '=', ann.user.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { puzzle_id: id('locked'), contest_id: contest.id, xp_gained: 0 },
      { puzzle_id: id('first'), contest_id: contest.id, xp_gained: 0 },
    ]);
    // The accept completed nothing: the puzzle pays as practice once the contest is over.
    const progress = await server.app.ctx.db
      .selectFrom('puzzle_progress')
      .select('status')
      .where('user_id', '=', ann.user.id)
      .where('puzzle_id', '=', id('first'))
      .executeTakeFirst();
    expect(progress?.status).not.toBe('completed');
  });

  it('scores IOI by the hidden tests passed: the examples everyone sees count for nothing', async () => {
    const board = (await call<Scoreboard>('GET', `/api/contests/${contest.id}/scoreboard`, zed)).body;
    const [row] = board.rows;
    expect(row).toMatchObject({ rank: 1, username: 'ann_s' });
    // A: 100 points, every test passed. B: 60 points for 4 of its 6 hidden tests (both examples passed too).
    expect(row?.cells[0]?.score).toBe(100);
    expect(row?.cells[1]?.score).toBeCloseTo(40, 5);
    expect(row?.score).toBeCloseTo(140, 5);
  });

  it('lets its organiser try its problems out while it runs, as practice, off the board', async () => {
    const tried = await submit(teacher, 'first', SUM_PROGRAMS.python, contest.id);
    expect(tried.status).toBe(200);
    expect(tried.body).toMatchObject({ success: true, verdict: 'ACCEPTED' });
    const stored = await server.app.ctx.db
      .selectFrom('submissions')
      .select('contest_id')
      .where('user_id', '=', teacher.user.id)
      .executeTakeFirstOrThrow();
    expect(stored.contest_id).toBeNull();
    const board = (await call<Scoreboard>('GET', `/api/contests/${contest.id}/scoreboard`, teacher)).body;
    expect(board.rows.map((row) => row.username)).toEqual(['ann_s']);
    const outside = await submit(teacher, 'outside', SUM_PROGRAMS.python, contest.id);
    expect(outside.status).toBe(404);
  });

  it('opens its problems through the contest to its participant, whatever the unlocking', async () => {
    const plain = await call<Puzzle>('GET', `/api/puzzles/${id('locked')}`, ann);
    expect(plain.body.isUnlocked).toBe(false);
    const opened = await call<Puzzle>('GET', `/api/puzzles/${id('locked')}?contestId=${contest.id}`, ann);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id: id('locked'), isUnlocked: true });
    // Not one of its problems, or a contest whose problems zed may not see yet (not registered).
    const outside = await call('GET', `/api/puzzles/${id('outside')}?contestId=${contest.id}`, ann);
    expect(outside.status).toBe(404);
    expect(outside.body.message).toBe('This puzzle is not a problem of this contest');
    const stranger = await call('GET', `/api/puzzles/${id('locked')}?contestId=${contest.id}`, zed);
    expect(stranger.status).toBe(404);
    for (const contestId of ['x', '0', '99999999999999999999'])
      expect((await call('GET', `/api/puzzles/${id('first')}?contestId=${contestId}`, ann)).status).toBe(400);
  });

  it("keeps its problems' hints and solutions closed to its participant while it runs", async () => {
    for (const [method, url] of [
      ['POST', `/api/puzzles/${id('first')}/hints/1`],
      ['GET', `/api/puzzles/${id('first')}/solution`],
    ] as const) {
      const refused = await call(method, url, ann);
      expect(refused.status, url).toBe(409);
      expect(refused.body.message).toBe('Hints and solutions are closed while your contest is on');
    }
    // Not a participant: the puzzle is any other catalogue puzzle to them.
    const bea = await buildUser(server, { username: 'bea_s', email: 'bea_s@example.com' });
    expect((await call('GET', `/api/puzzles/${id('first')}/solution`, bea)).status).toBe(200);
  });

  it('after the end counts its problems as practice, paid as usual, and gives its achievements', async () => {
    server.clock.advance(30 * MINUTE);
    const boardBefore = (await call<Scoreboard>('GET', `/api/contests/${contest.id}/scoreboard`, zed)).body;
    const practice = await submit(ann, 'first', SUM_PROGRAMS.python, contest.id);
    expect(practice.status).toBe(200);
    expect(practice.body).toMatchObject({ success: true, verdict: 'ACCEPTED' });
    expect(practice.body.xpGained).toBeGreaterThanOrEqual(10);
    const stored = await server.app.ctx.db
      .selectFrom('submissions')
      .select('contest_id')
      .where('user_id', '=', ann.user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.contest_id).toBeNull();
    const boardAfter = (await call<Scoreboard>('GET', `/api/contests/${contest.id}/scoreboard`, zed)).body;
    expect(boardAfter.rows).toEqual(boardBefore.rows);
    // Ann took part and came first with points: "Contender" and "On the Podium", each paying its XP once.
    const achievements = await call<UserAchievement[]>('GET', `/api/achievements/user/${ann.user.id}`, ann);
    const keys = achievements.body.map((achievement) => achievement.key);
    expect(keys).toEqual(expect.arrayContaining(['first-contest', 'podium']));
    const contestXp = achievements.body
      .filter((achievement) => ['first-contest', 'podium'].includes(achievement.key))
      .reduce((sum, achievement) => sum + achievement.xpReward, 0);
    expect(contestXp).toBe(200);
    expect((await call('GET', `/api/puzzles/${id('first')}/solution`, ann)).status).toBe(200);
    // Given at the first reading after the end, once: reading again pays nothing more.
    await call('GET', `/api/contests/${contest.id}`, ann);
    expect(await xpOf(ann)).toBe(contestXp + practice.body.xpGained);
  });

  it('runs a virtual contest after the end: its own timed run on the board, marked virtual', async () => {
    const taken = await call('POST', `/api/contests/${contest.id}/virtual`, ann);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('You took part in this contest: the board has your run');
    const started = await call<{ message: string }>('POST', `/api/contests/${contest.id}/virtual`, zed);
    expect(started.status).toBe(200);
    expect(started.body.message).toBe('Your virtual run has started');
    const again = await call('POST', `/api/contests/${contest.id}/virtual`, zed);
    expect(again.body.message).toBe('You have had your virtual run of this contest');
    const read = (await call<Contest>('GET', `/api/contests/${contest.id}`, zed)).body;
    expect(read.registered).toBe(false);
    const run = read.virtualRun ?? { startsAt: '', endsAt: '' };
    expect(Date.parse(run.endsAt) - Date.parse(run.startsAt)).toBe(30 * MINUTE);
    expect(Math.abs(Date.parse(run.startsAt) - server.clock.now())).toBeLessThan(MINUTE);

    server.clock.advance(7 * MINUTE);
    const solved = await submit(zed, 'first', SUM_PROGRAMS.python, contest.id);
    expect(solved.body).toMatchObject({ success: true, xpGained: 0 });
    const board = (await call<Scoreboard>('GET', `/api/contests/${contest.id}/scoreboard`, ann)).body;
    const zedRow = board.rows.find((row) => row.username === 'zed_s');
    expect(zedRow).toMatchObject({ virtual: true, score: 100 });
    // A virtual run is not compared for first solves.
    expect(zedRow?.cells[0]?.firstSolve).toBe(false);
    // Its run over, the problem is practice again, paid; a virtual run earns no contest achievement.
    server.clock.advance(30 * MINUTE);
    const practice = await submit(zed, 'first', SUM_PROGRAMS.python, contest.id);
    expect(practice.body.xpGained).toBeGreaterThanOrEqual(10);
    const achievements = await call<UserAchievement[]>('GET', `/api/achievements/user/${zed.user.id}`, zed);
    expect(achievements.body.map((achievement) => achievement.key)).not.toContain('podium');
  });

  it('refuses a virtual run before the end', async () => {
    const upcoming = await call<Contest>('POST', '/api/contests', teacher, {
      title: 'Later',
      problems: [{ puzzleId: id('first') }],
      startsAt: new Date(server.clock.now() + MINUTE).toISOString(),
      durationMinutes: 30,
      scoring: 'icpc',
    });
    const early = await call('POST', `/api/contests/${upcoming.body.id}/virtual`, zed);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('A virtual run starts once the contest has ended');
  });
});
