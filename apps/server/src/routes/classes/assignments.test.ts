import type {
  Assignment,
  AssignmentsResponse,
  ClassLeaderboardResponse,
  ClassResponse,
  DuePuzzlesResponse,
  ErrorResponse,
  LearnerSubmissionsResponse,
  MessagesResponse,
  ProgressResponse,
} from '@codequest/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvField } from '../../presenters/assignment-csv';
import { writePuzzle } from '../../test/catalogue-fixture';
import { sendCode } from '../../test/code-requests';
import { buildTeacher, buildUser, type TestUser } from '../../test/factories';
import { useSeededServer } from '../../test/seeded';
import { testDatabaseKinds } from '../../test/test-database';

/**
 * Assignments through the real server: who may create and read what (a learner 403 on teaching routes, a
 * teacher of another class 404), the on-time/late rule at the due millisecond, the progress grid and its CSV
 * row by row for a scripted class of three learners and two puzzles, a cell's submissions, the class
 * leaderboard, and the inbox message publishing sends. Submissions for the scripted class are stored with
 * chosen times (the grid reads stored submissions; judging has its own suites); one goes through the judge.
 */

const HOUR = 3_600_000;

function writeTwoPuzzles(contentDir: string): void {
  writePuzzle(contentDir, { order: 1, slug: 'alpha' });
  writePuzzle(contentDir, { order: 2, slug: 'beta' });
}

describe.each(testDatabaseKinds())('assignments on %s', (kind) => {
  const { server, id } = useSeededServer(kind, writeTwoPuzzles);
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let ann: TestUser;
  let bob: TestUser;
  let cy: TestUser;
  let classId: number;

  const call = <T>(method: string, url: string, token: string, body?: unknown) =>
    server.request<T>(method, url, { token, body });

  /** A stored submission at `at` (ms), as the judge would have recorded it. */
  async function stored(learner: TestUser, slug: string, verdict: 'ACCEPTED' | 'WRONG_ANSWER', at: number) {
    await server.app.ctx.db
      .insertInto('submissions')
      .values({
        user_id: learner.user.id,
        puzzle_id: id(slug),
        language: 'python',
        code: `# ${verdict} at ${at}`,
        verdict,
        passed_count: verdict === 'ACCEPTED' ? 1 : 0,
        total_count: 1,
        results: '[]',
        runtime_ms: 1,
        memory_kb: 1,
        created_at: at,
      })
      .execute();
  }

  async function assign(body: Record<string, unknown>): Promise<Assignment> {
    const response = await call<Assignment>(
      'POST',
      `/api/classes/${classId}/assignments`,
      teacher.token,
      body,
    );
    expect(response.status).toBe(200);
    return response.body;
  }

  const progressOf = (assignmentId: number, token = teacher.token) =>
    call<ProgressResponse & ErrorResponse>(
      'GET',
      `/api/classes/${classId}/assignments/${assignmentId}/progress`,
      token,
    );

  beforeAll(async () => {
    teacher = await buildTeacher(server);
    otherTeacher = await buildTeacher(server);
    ann = await buildUser(server, { username: 'ann_a', email: 'ann_a@example.com', timeZone: 'Asia/Tokyo' });
    bob = await buildUser(server, { username: 'bob_b', email: 'bob_b@example.com' });
    // A username a spreadsheet would read as a formula: the CSV must defuse it.
    cy = await buildUser(server, { username: '-cy-1', email: 'cy@example.com' });
    const created = await call<ClassResponse>('POST', '/api/classes', teacher.token, { name: 'Algorithms' });
    classId = created.body.id;
    for (const learner of [ann, bob, cy]) {
      const joined = await call('POST', '/api/classes/join', learner.token, {
        code: created.body.teaching?.joinCode,
      });
      expect(joined.status).toBe(200);
    }
    await call('POST', '/api/classes', otherTeacher.token, { name: 'Elsewhere' });
  });

  it('lets only the class teachers create assignments, of puzzles learners can see, due after opening', async () => {
    const now = server.clock.now();
    const body = {
      title: 'Week 1',
      puzzleIds: [id('alpha')],
      opensAt: new Date(now).toISOString(),
      dueAt: new Date(now + HOUR).toISOString(),
    };
    const url = `/api/classes/${classId}/assignments`;
    expect((await call('POST', url, ann.token, body)).status).toBe(403);
    expect((await call('POST', url, otherTeacher.token, body)).status).toBe(404);
    const tooEarly = await call<ErrorResponse>('POST', url, teacher.token, {
      ...body,
      dueAt: body.opensAt,
    });
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.body.message).toContain('due time must be after the opening');
    const unknownPuzzle = await call<ErrorResponse>('POST', url, teacher.token, {
      ...body,
      puzzleIds: [999_999],
    });
    expect(unknownPuzzle.status).toBe(400);
    expect(unknownPuzzle.body.message).toBe('One of the puzzles is not available to learners');
  });

  it('publishes: every learner gets an inbox message with the due time in their own zone', async () => {
    const due = Date.UTC(2030, 0, 15, 9, 30);
    const created = await assign({
      title: 'Published one',
      puzzleIds: [id('beta')],
      opensAt: new Date(due - HOUR).toISOString(),
      dueAt: new Date(due).toISOString(),
    });
    expect(created.dueAt).toBe('2030-01-15T09:30:00.000Z');
    const inbox = await call<MessagesResponse>('GET', '/api/messages', ann.token);
    expect(inbox.body.items.map((message) => message.text)).toContain(
      'New assignment in Algorithms: "Published one", due 2030-01-15 18:30 (Asia/Tokyo).',
    );
    const bobs = await call<MessagesResponse>('GET', '/api/messages', bob.token);
    expect(bobs.body.items.map((message) => message.text)).toContain(
      'New assignment in Algorithms: "Published one", due 2030-01-15 10:30 (Europe/Paris).',
    );
    const due2 = await call<DuePuzzlesResponse>('GET', '/api/classes/due-puzzles', bob.token);
    expect(due2.body.items).toContainEqual({
      puzzleId: id('beta'),
      assignmentId: created.id,
      dueAt: '2030-01-15T09:30:00.000Z',
    });
    const deleted = await call('DELETE', `/api/classes/${classId}/assignments/${created.id}`, teacher.token);
    expect(deleted.status).toBe(200);
    expect((await progressOf(created.id)).status).toBe(404);
  });

  it('counts an accept at the due millisecond on time and one a millisecond later late (not counted)', async () => {
    const dueAt = server.clock.now() + HOUR;
    const assignment = await assign({
      title: 'The due second',
      puzzleIds: [id('alpha')],
      opensAt: new Date(dueAt - 2 * HOUR).toISOString(),
      dueAt: new Date(dueAt).toISOString(),
    });
    await stored(ann, 'alpha', 'ACCEPTED', dueAt);
    await stored(bob, 'alpha', 'ACCEPTED', dueAt + 1);
    const grid = (await progressOf(assignment.id)).body;
    const rowOf = (learner: TestUser) => grid.rows.find((row) => row.userId === learner.user.id);
    expect(rowOf(ann)?.cells[0]).toMatchObject({ status: 'on_time', tries: 1 });
    expect(rowOf(bob)?.cells[0]).toMatchObject({ status: 'late', tries: 1 });
    expect(rowOf(ann)?.solved).toBe(1);
    expect(rowOf(bob)?.solved).toBe(0);
    expect(grid.puzzleTotals).toEqual([{ puzzleId: id('alpha'), solved: 1, attempted: 2 }]);
    await call('DELETE', `/api/classes/${classId}/assignments/${assignment.id}`, teacher.token);
    await server.app.ctx.db.deleteFrom('submissions').execute();
  });

  describe('a scripted class', () => {
    let assignment: Assignment;
    let dueAt: number;
    beforeAll(async () => {
      dueAt = Date.UTC(2026, 0, 10, 12);
      assignment = await assign({
        title: 'Scripted',
        puzzleIds: [id('alpha'), id('beta')],
        opensAt: new Date(dueAt - 24 * HOUR).toISOString(),
        dueAt: new Date(dueAt).toISOString(),
        lateSolvesCount: true,
      });
      await stored(ann, 'alpha', 'WRONG_ANSWER', dueAt - 3 * HOUR);
      await stored(ann, 'alpha', 'ACCEPTED', dueAt - 2 * HOUR);
      await stored(ann, 'alpha', 'WRONG_ANSWER', dueAt - HOUR);
      await stored(ann, 'beta', 'ACCEPTED', dueAt + HOUR);
      await stored(bob, 'alpha', 'WRONG_ANSWER', dueAt - HOUR);
      await stored(bob, 'alpha', 'WRONG_ANSWER', dueAt + HOUR);
    });

    it('shows the teacher the grid: statuses, tries, first accepts and totals', async () => {
      const response = await progressOf(assignment.id);
      expect(response.status).toBe(200);
      const [alpha, beta] = [id('alpha'), id('beta')];
      expect(
        response.body.rows.map((row) => [
          row.username,
          row.cells.map((cell) => [cell.status, cell.tries, cell.firstAcceptedAt]),
          row.solved,
          row.onTime,
          row.late,
        ]),
      ).toEqual([
        [
          '-cy-1',
          [
            ['not_started', 0, null],
            ['not_started', 0, null],
          ],
          0,
          0,
          0,
        ],
        [
          'ann_a',
          [
            ['on_time', 2, '2026-01-10T10:00:00.000Z'],
            ['late', 1, '2026-01-10T13:00:00.000Z'],
          ],
          2,
          1,
          1,
        ],
        [
          'bob_b',
          [
            ['attempted', 2, null],
            ['not_started', 0, null],
          ],
          0,
          0,
          0,
        ],
      ]);
      expect(response.body.puzzleTotals).toEqual([
        { puzzleId: alpha, solved: 1, attempted: 2 },
        { puzzleId: beta, solved: 1, attempted: 1 },
      ]);
    });

    it('gives the grid as CSV, a row per learner, with formula-like usernames defused', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/classes/${classId}/assignments/${assignment.id}/progress.csv`,
        headers: { authorization: `Bearer ${teacher.token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="assignment-${assignment.id}-progress.csv"`,
      );
      const titles = assignment.puzzles.map((puzzle) => puzzle.title);
      expect(response.body.split('\r\n')).toEqual([
        `username,${titles.map(csvField).join(',')},solved,on time,late`,
        "'-cy-1,Not started,Not started,0,0,0",
        'ann_a,Solved on time 2026-01-10T10:00:00.000Z,Solved late 2026-01-10T13:00:00.000Z,2,1,1',
        'bob_b,Attempted (2 tries),Not started,0,0,0',
        '',
      ]);
    });

    it("opens a learner's submissions of a puzzle for the teacher only", async () => {
      const url = `/api/classes/${classId}/assignments/${assignment.id}/progress/${ann.user.id}/${id('alpha')}`;
      const response = await call<LearnerSubmissionsResponse>('GET', url, teacher.token);
      expect(response.status).toBe(200);
      expect(response.body.username).toBe('ann_a');
      expect(response.body.items.map((item) => [item.verdict, item.language, item.createdAt])).toEqual([
        ['WRONG_ANSWER', 'python', '2026-01-10T09:00:00.000Z'],
        ['ACCEPTED', 'python', '2026-01-10T10:00:00.000Z'],
        ['WRONG_ANSWER', 'python', '2026-01-10T11:00:00.000Z'],
      ]);
      expect(response.body.items[1]?.code).toBe(`# ACCEPTED at ${dueAt - 2 * HOUR}`);
      // Another learner, the other teacher: refused.
      expect((await call('GET', url, bob.token)).status).toBe(403);
      expect((await call('GET', url, otherTeacher.token)).status).toBe(404);
      const notInClass = `/api/classes/${classId}/assignments/${assignment.id}/progress/${otherTeacher.user.id}/${id('alpha')}`;
      expect((await call('GET', notInClass, teacher.token)).status).toBe(404);
    });

    it('keeps the grid from learners and from teachers of other classes', async () => {
      expect((await progressOf(assignment.id, ann.token)).status).toBe(403);
      expect((await progressOf(assignment.id, otherTeacher.token)).status).toBe(404);
      const csv = await call(
        'GET',
        `/api/classes/${classId}/assignments/${assignment.id}/progress.csv`,
        bob.token,
      );
      expect(csv.status).toBe(403);
      const otherCsv = await call(
        'GET',
        `/api/classes/${classId}/assignments/${assignment.id}/progress.csv`,
        otherTeacher.token,
      );
      expect(otherCsv.status).toBe(404);
      expect((await call('GET', `/api/classes/${classId}/assignments`, otherTeacher.token)).status).toBe(404);
    });

    it('shows a learner their own status per puzzle, and the teacher none', async () => {
      const mine = await call<AssignmentsResponse>('GET', `/api/classes/${classId}/assignments`, ann.token);
      const scripted = mine.body.items.find((item) => item.id === assignment.id);
      expect(scripted?.puzzles.map((puzzle) => puzzle.myStatus)).toEqual(['on_time', 'late']);
      const bobs = await call<AssignmentsResponse>('GET', '/api/classes/assignments', bob.token);
      expect(
        bobs.body.items.find((item) => item.id === assignment.id)?.puzzles.map((p) => p.myStatus),
      ).toEqual(['attempted', 'not_started']);
      const teachers = await call<AssignmentsResponse>(
        'GET',
        `/api/classes/${classId}/assignments`,
        teacher.token,
      );
      expect(teachers.body.items.find((item) => item.id === assignment.id)?.puzzles[0]?.myStatus).toBeNull();
    });

    it('ranks the class by assignment puzzles solved, then by the earliest last solve', async () => {
      const board = await call<ClassLeaderboardResponse>(
        'GET',
        `/api/classes/${classId}/leaderboard`,
        bob.token,
      );
      expect(board.status).toBe(200);
      expect(
        board.body.items.map((item) => [item.rank, item.username, item.solved, item.lastSolvedAt]),
      ).toEqual([
        [1, 'ann_a', 2, '2026-01-10T13:00:00.000Z'],
        [2, '-cy-1', 0, null],
        [2, 'bob_b', 0, null],
      ]);
      expect((await call('GET', `/api/classes/${classId}/leaderboard`, otherTeacher.token)).status).toBe(404);
    });

    it('counts a solve judged for real, and late solves no more once the teacher says so', async () => {
      const judged = await sendCode(server, id('beta'), cy, 'submit');
      expect(judged.status).toBe(200);
      const edited = await call<Assignment>(
        'PUT',
        `/api/classes/${classId}/assignments/${assignment.id}`,
        teacher.token,
        {
          title: 'Scripted',
          puzzleIds: [id('alpha'), id('beta')],
          opensAt: new Date(dueAt - 24 * HOUR).toISOString(),
          dueAt: new Date(dueAt).toISOString(),
          lateSolvesCount: false,
        },
      );
      expect(edited.status).toBe(200);
      const grid = (await progressOf(assignment.id)).body;
      const rowOf = (learner: TestUser) => grid.rows.find((row) => row.userId === learner.user.id);
      // Judged now, after the (past) due time: late, and no longer counted.
      expect(rowOf(cy)?.cells[1]).toMatchObject({ status: 'late', tries: 1 });
      expect(rowOf(cy)?.solved).toBe(0);
      expect(rowOf(ann)?.solved).toBe(1);
    });
  });

  it('keeps working when a learner and the teacher who made an assignment delete their accounts', async () => {
    const now = server.clock.now();
    const assignment = await assign({
      title: 'Outlives its author',
      puzzleIds: [id('alpha')],
      opensAt: new Date(now).toISOString(),
      dueAt: new Date(now + HOUR).toISOString(),
    });
    // A co-teacher keeps the class; the author leaves for good, then a learner does.
    const coTeacher = await buildTeacher(server);
    await call('POST', `/api/classes/${classId}/teachers`, teacher.token, { login: coTeacher.user.username });
    for (const leaving of [teacher, bob]) {
      const deleted = await call('DELETE', '/api/profile', leaving.token, { password: leaving.password });
      expect(deleted.status).toBe(200);
    }
    const grid = await progressOf(assignment.id, coTeacher.token);
    expect(grid.status).toBe(200);
    expect(grid.body.rows.map((row) => row.username)).toEqual(['-cy-1', 'ann_a']);
    const rows = await server.app.ctx.db
      .selectFrom('assignments')
      .select('created_by')
      .where('id', '=', assignment.id)
      .execute();
    expect(rows).toEqual([{ created_by: null }]);
  });

  it('defuses every spreadsheet formula start and quotes what CSV needs quoted', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'plain', 'a,b', 'say "hi"'].map(csvField)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      'plain',
      '"a,b"',
      '"say ""hi"""',
    ]);
  });
});
