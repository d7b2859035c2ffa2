import type {
  ClassResponse,
  Contest,
  ContestsResponse,
  ErrorResponse,
  Scoreboard,
} from '@codequest/contracts';
import { CONTROL_CHARACTERS_MESSAGE } from '@codequest/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { writePuzzle } from '../../test/catalogue-fixture';
import { buildTeacher, buildUser, type TestUser } from '../../test/factories';
import { useSeededServer } from '../../test/seeded';
import { testDatabaseKinds } from '../../test/test-database';

/**
 * A scripted contest through the real server, from creation to the final board: who may organise (a
 * learner 403), what is refused (a start in the past, a puzzle of another teacher's class), a class's
 * contest unseen outside the class, problems hidden before the start and from those not registered,
 * registration and its end, and the freeze as a participant and as the organiser see it, then revealed.
 * Contest submissions are stored with chosen times (the board reads stored submissions; judging has its
 * own suites).
 */

const MINUTE = 60_000;

function writeTwo(contentDir: string): void {
  writePuzzle(contentDir, { order: 1, slug: 'first' });
  writePuzzle(contentDir, { order: 2, slug: 'second' });
}

describe.each(testDatabaseKinds())('contests on %s', (kind) => {
  const { server, id } = useSeededServer(kind, writeTwo);
  let teacher: TestUser;
  let ann: TestUser;
  let ben: TestUser;
  let zed: TestUser;
  let contest: Contest;
  let classContestId: number;
  let startsAt: number;

  const call = <T>(method: string, url: string, user: TestUser, body?: unknown) =>
    server.request<T & ErrorResponse>(method, url, { token: user.token, body });

  /** A contest submission stored `minutes` after the start. */
  async function stored(learner: TestUser, slug: string, minutes: number, verdict: string) {
    await server.app.ctx.db
      .insertInto('submissions')
      .values({
        user_id: learner.user.id,
        puzzle_id: id(slug),
        language: 'python',
        code: `# ${verdict}`,
        verdict,
        passed_count: verdict === 'ACCEPTED' ? 8 : 3,
        total_count: 8,
        results: '[]',
        runtime_ms: 1,
        memory_kb: 1,
        created_at: startsAt + minutes * MINUTE,
        contest_id: contest.id,
      })
      .execute();
  }

  beforeAll(async () => {
    teacher = await buildTeacher(server);
    ann = await buildUser(server, { username: 'ann_k', email: 'ann_k@example.com' });
    ben = await buildUser(server, { username: 'ben_k', email: 'ben_k@example.com' });
    zed = await buildUser(server, { username: 'zed_k', email: 'zed_k@example.com' });
  });

  it('is organised by teachers, starting in the future, over puzzles they may use', async () => {
    startsAt = server.clock.now() + 10 * MINUTE;
    const body = {
      title: 'Friday final',
      problems: [{ puzzleId: id('first') }, { puzzleId: id('second'), points: 50 }],
      startsAt: new Date(startsAt).toISOString(),
      durationMinutes: 60,
      scoring: 'icpc',
      freezeMinutes: 20,
    };
    expect((await call('POST', '/api/contests', ann, body)).status).toBe(403);
    const past = await call('POST', '/api/contests', teacher, {
      ...body,
      startsAt: new Date(server.clock.now() - MINUTE).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('The contest must start in the future');
    const longFreeze = await call('POST', '/api/contests', teacher, { ...body, freezeMinutes: 60 });
    expect(longFreeze.status).toBe(400);

    const created = await call<Contest>('POST', '/api/contests', teacher, body);
    expect(created.status).toBe(201);
    contest = created.body;
    expect(contest).toMatchObject({
      phase: 'upcoming',
      organiser: true,
      durationMinutes: 60,
      penaltyMinutes: 20,
      problems: [
        { label: 'A', points: 100 },
        { label: 'B', points: 50 },
      ],
    });

    // A class's contest: its members see it, nobody else.
    const klass = await call<ClassResponse>('POST', '/api/classes', teacher, { name: 'Club' });
    await call('POST', '/api/classes/join', ann, { code: klass.body.teaching?.joinCode });
    const classContest = await call<Contest>('POST', '/api/contests', teacher, {
      ...body,
      title: 'Club night',
      classId: klass.body.id,
    });
    expect(classContest.status).toBe(201);
    classContestId = classContest.body.id;
    const titles = async (user: TestUser) =>
      (await call<ContestsResponse>('GET', '/api/contests', user)).body.items.map((item) => item.title);
    expect(await titles(ann)).toEqual(expect.arrayContaining(['Friday final', 'Club night']));
    expect(await titles(zed)).toEqual(['Friday final']);
    expect((await call('GET', `/api/contests/${classContestId}`, zed)).status).toBe(404);
    expect((await call('POST', `/api/contests/${classContestId}/register`, zed)).status).toBe(404);
  });

  it('lets no one else organise it, and takes no control characters in its texts', async () => {
    const otherTeacher = await buildTeacher(server);
    // A class's contest is not there for another class's teacher; one open to everyone is not theirs.
    for (const action of ['reveal', 'puzzles']) {
      const method = action === 'reveal' ? 'POST' : 'GET';
      expect((await call(method, `/api/contests/${classContestId}/${action}`, otherTeacher)).status).toBe(
        404,
      );
      expect((await call(method, `/api/contests/${contest.id}/${action}`, otherTeacher)).status).toBe(403);
    }
    // Nor its board, watched or read, to anyone outside its class.
    for (const user of [otherTeacher, zed])
      for (const board of ['scoreboard', 'scoreboard/live'])
        expect((await call('GET', `/api/contests/${classContestId}/${board}`, user)).status).toBe(404);
    expect((await call('GET', `/api/contests/${classContestId}/scoreboard`, ann)).status).toBe(200);
    const notice = { body: 'Problem B is fixed.' };
    const notTheirs = await call(
      'POST',
      `/api/contests/${classContestId}/announcements`,
      otherTeacher,
      notice,
    );
    expect(notTheirs.status).toBe(404);
    const notOrganiser = await call(
      'POST',
      `/api/contests/${contest.id}/announcements`,
      otherTeacher,
      notice,
    );
    expect(notOrganiser.status).toBe(403);
    expect(notOrganiser.body.message).toBe('Only teachers and administrators can organise contests');

    for (const body of ['Problem\u0000 B', 'Bell \u0007']) {
      const nul = await call('POST', `/api/contests/${contest.id}/announcements`, teacher, { body });
      expect(nul.status, body).toBe(400);
      expect(nul.body.message).toBe(`body: ${CONTROL_CHARACTERS_MESSAGE}`);
    }
    const title = await call('POST', '/api/contests', teacher, {
      title: 'Final\u0000',
      startsAt: new Date(server.clock.now() + MINUTE).toISOString(),
      durationMinutes: 10,
      scoring: 'icpc',
    });
    expect(title.status).toBe(400);
    const announcements = await server.app.ctx.db.selectFrom('contest_announcements').select('id').execute();
    expect(announcements).toEqual([]);
  });

  it('hides its problems before the start and from those not registered; registration ends with it', async () => {
    const asked = server.clock.now();
    const learnerView = await call<Contest>('GET', `/api/contests/${contest.id}`, ann);
    expect(learnerView.body).toMatchObject({
      phase: 'upcoming',
      organiser: false,
      registered: false,
      problems: [],
    });
    // The server's own clock, for countdowns: between the request and the answer.
    const serverTime = Date.parse(learnerView.body.serverTime);
    expect(serverTime).toBeGreaterThanOrEqual(asked);
    expect(serverTime).toBeLessThanOrEqual(server.clock.now());

    const registered = await call<{ message: string }>('POST', `/api/contests/${contest.id}/register`, ann);
    expect(registered.body.message).toBe('You are registered');
    const again = await call<{ message: string }>('POST', `/api/contests/${contest.id}/register`, ann);
    expect(again.body.message).toBe('You are registered for this contest');
    await call('POST', `/api/contests/${contest.id}/register`, ben);

    server.clock.advance(10 * MINUTE);
    const running = await call<Contest>('GET', `/api/contests/${contest.id}`, ann);
    expect(running.body).toMatchObject({ phase: 'running', registered: true, participants: 2 });
    expect(running.body.problems.map((problem) => problem.label)).toEqual(['A', 'B']);
    expect((await call<Contest>('GET', `/api/contests/${contest.id}`, zed)).body.problems).toEqual([]);
  });

  it('freezes the public board for its last minutes; the organiser sees it live, then reveals it', async () => {
    await stored(ann, 'first', 5, 'WRONG_ANSWER');
    await stored(ann, 'first', 12, 'ACCEPTED');
    await stored(ann, 'second', 30, 'COMPILATION_ERROR');
    // In the freeze (the last 20 of 60 minutes): ben's accept of A and his wrong try on B.
    await stored(ben, 'first', 41, 'ACCEPTED');
    await stored(ben, 'second', 50, 'WRONG_ANSWER');
    server.clock.advance(55 * MINUTE);

    const board = (user: TestUser) =>
      call<Scoreboard>('GET', `/api/contests/${contest.id}/scoreboard`, user).then(
        (response) => response.body,
      );
    const publicBoard = await board(ann);
    expect(publicBoard.frozen).toBe(true);
    expect(publicBoard.labels).toEqual(['A', 'B']);
    expect(publicBoard.rows.map((row) => [row.rank, row.username, row.solved, row.penalty])).toEqual([
      [1, 'ann_k', 1, 32],
      [2, 'ben_k', 0, 0],
    ]);
    expect(publicBoard.rows[1]?.cells.map((cell) => [cell.tries, cell.pending, cell.solved])).toEqual([
      [1, 1, false],
      [1, 1, false],
    ]);
    expect(publicBoard.rows[0]?.cells[0]).toMatchObject({ solvedAtMinute: 12, firstSolve: true, tries: 2 });
    // A compilation error is no try.
    expect(publicBoard.rows[0]?.cells[1]?.tries).toBe(0);

    const live = await board(teacher);
    expect(live.frozen).toBe(false);
    expect(live.rows.map((row) => [row.rank, row.username, row.solved, row.penalty])).toEqual([
      [1, 'ann_k', 1, 32],
      [2, 'ben_k', 1, 41],
    ]);

    expect((await call('POST', `/api/contests/${contest.id}/reveal`, ann)).status).toBe(403);
    expect((await call('POST', `/api/contests/${contest.id}/reveal`, teacher)).status).toBe(200);
    const revealed = await board(ben);
    expect(revealed.frozen).toBe(false);
    expect(revealed.rows[1]).toMatchObject({ username: 'ben_k', solved: 1, penalty: 41 });
  });

  it('ends: registration closed, the board final, the problems open to all who see it', async () => {
    server.clock.advance(10 * MINUTE);
    const late = await call('POST', `/api/contests/${contest.id}/register`, zed);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('The contest has ended: registration is closed');
    const ended = await call<Contest>('GET', `/api/contests/${contest.id}`, zed);
    expect(ended.body).toMatchObject({ phase: 'ended', revealed: true });
    expect(ended.body.problems).toHaveLength(2);
  });
});
