import {
  type AccountDataResponse,
  CLASS_MESSAGES,
  type ClassesResponse,
  type ClassMessageResponse,
  type ClassResponse,
  type ErrorResponse,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  type JoinPreviewResponse,
} from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_RULES, scaleRules } from '../../lib/rate-limit';
import { buildAdmin, buildTeacher, buildUser, type TestUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Classes through the real server: who may teach (403 for a learner on every teaching route), who sees
 * which class (404 for a class one is not in or does not teach), joining by code and by a closed or old
 * code, the roster a teacher sees and what a learner sees, leaving, and a deleted account's memberships.
 */

/** A small budget of join tries, so the limit can be reached in a test. */
const JOIN_BUDGET = 6;

/** Every route a teacher may use on a class, for the refusal checks. */
const TEACHING_ROUTES = (classId: number): Array<[method: string, url: string, body?: unknown]> => [
  ['POST', '/api/classes', { name: 'Mine' }],
  ['PATCH', `/api/classes/${classId}`, { name: 'Renamed' }],
  ['POST', `/api/classes/${classId}/code`],
  ['PUT', `/api/classes/${classId}/joining`, { open: false }],
  ['POST', `/api/classes/${classId}/teachers`, { login: 'someone' }],
  ['DELETE', `/api/classes/${classId}/members/1`],
];

describe.each(testDatabaseKinds())('classes on %s', (kind) => {
  let server: TestServer;
  let admin: TestUser;
  let teacher: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      // Sign-ups as loose as every suite's; join tries tight enough to reach.
      rateRules: {
        ...scaleRules(RATE_RULES, 1000),
        classJoinAttemptsPerUser: { points: JOIN_BUDGET, windowSeconds: 600 },
      },
    });
    admin = await buildAdmin(server);
    teacher = await buildTeacher(server);
  });
  afterAll(async () => {
    await server.close();
  });

  const call = <T>(method: string, url: string, token: string, body?: unknown) =>
    server.request<T>(method, url, { token, body });

  async function createClass(owner: TestUser, name = 'Algorithms 101'): Promise<ClassResponse> {
    const created = await call<ClassResponse>('POST', '/api/classes', owner.token, {
      name,
      description: 'Tuesdays',
    });
    expect(created.status).toBe(200);
    return created.body;
  }

  async function join(learner: TestUser, code: string) {
    return call<ClassResponse & ErrorResponse>('POST', '/api/classes/join', learner.token, { code });
  }

  it('let a teacher create a class with a code that is easy to type, and list it', async () => {
    const created = await createClass(teacher);
    expect(created).toMatchObject({ name: 'Algorithms 101', description: 'Tuesdays', myRole: 'teacher' });
    expect(created.teachers).toEqual([{ id: teacher.user.id, username: teacher.user.username }]);
    const code = created.teaching?.joinCode ?? '';
    expect(code).toHaveLength(JOIN_CODE_LENGTH);
    expect([...code].every((character) => JOIN_CODE_ALPHABET.includes(character))).toBe(true);
    expect(created.teaching).toMatchObject({ joinPath: `/join/${code}`, joiningOpen: true });
    expect(created.teaching?.members.map((member) => [member.id, member.role])).toEqual([
      [teacher.user.id, 'teacher'],
    ]);

    const mine = await call<ClassesResponse>('GET', '/api/classes', teacher.token);
    expect(mine.body.items.map((item) => [item.id, item.myRole])).toContainEqual([created.id, 'teacher']);

    const other = await createClass(teacher, 'Algorithms 102');
    expect(other.teaching?.joinCode).not.toBe(code);
  });

  it('refuse a learner with 403 on every teaching route, and signed-out callers with 401', async () => {
    const created = await createClass(teacher);
    const learner = await buildUser(server);
    expect((await join(learner, created.teaching?.joinCode ?? '')).status).toBe(200);
    for (const [method, url, body] of TEACHING_ROUTES(created.id)) {
      const refused = await call<ErrorResponse>(method, url, learner.token, body);
      expect([method, url, refused.status, refused.body]).toEqual([
        method,
        url,
        403,
        { message: CLASS_MESSAGES.teachersOnly, code: 'FORBIDDEN' },
      ]);
      const anonymous = await server.request<ErrorResponse>(method, url, { body });
      expect([method, url, anonymous.status]).toEqual([method, url, 401]);
    }
    for (const url of ['/api/classes', `/api/classes/${created.id}`, '/api/classes/join/ABCDEFGH']) {
      expect((await server.request('GET', url)).status).toBe(401);
    }
  });

  it('let learners join by code, show them the class and its teachers but never the roster', async () => {
    const created = await createClass(teacher);
    const code = created.teaching?.joinCode ?? '';
    const [ann, ben] = [await buildUser(server), await buildUser(server)];

    const preview = await call<JoinPreviewResponse>('GET', `/api/classes/join/${code}`, ann.token);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      classId: created.id,
      name: created.name,
      teachers: [teacher.user.username],
      alreadyMember: false,
    });

    // Typed loosely: lower case, with a space and a dash.
    const loose = `${code.slice(0, 4).toLowerCase()} -${code.slice(4)}`;
    const joined = await join(ann, loose);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ id: created.id, myRole: 'learner', teaching: null, learnerCount: 1 });
    expect((await join(ben, code)).status).toBe(200);
    // Joining again changes nothing.
    expect((await join(ben, code)).body.learnerCount).toBe(2);

    const seenByAnn = await call<ClassResponse>('GET', `/api/classes/${created.id}`, ann.token);
    expect(seenByAnn.body.teaching).toBeNull();
    expect(JSON.stringify(seenByAnn.body)).not.toContain(ben.user.username);
    expect(JSON.stringify(seenByAnn.body)).not.toContain('@');

    const roster = await call<ClassResponse>('GET', `/api/classes/${created.id}`, teacher.token);
    expect(roster.body.teaching?.members.map((member) => [member.username, member.role])).toEqual([
      [teacher.user.username, 'teacher'],
      [ann.user.username, 'learner'],
      [ben.user.username, 'learner'],
    ]);
    expect(JSON.stringify(roster.body)).not.toContain('@example.com');

    const annsClasses = await call<ClassesResponse>('GET', '/api/classes', ann.token);
    expect(annsClasses.body.items).toEqual([
      expect.objectContaining({ id: created.id, myRole: 'learner', learnerCount: 2 }),
    ]);
    const again = await call<JoinPreviewResponse>('GET', `/api/classes/join/${code}`, ann.token);
    expect(again.body.alreadyMember).toBe(true);
  });

  it('refuse a closed code and an unknown one, and a regenerated code replaces the old one', async () => {
    const created = await createClass(teacher);
    const oldCode = created.teaching?.joinCode ?? '';
    const learner = await buildUser(server);

    const closed = await call<ClassResponse>('PUT', `/api/classes/${created.id}/joining`, teacher.token, {
      open: false,
    });
    expect(closed.body.teaching?.joiningOpen).toBe(false);
    expect((await join(learner, oldCode)).body).toEqual({
      message: CLASS_MESSAGES.joiningClosed,
      code: 'CONFLICT',
    });
    const closedPreview = await call<ErrorResponse>('GET', `/api/classes/join/${oldCode}`, learner.token);
    expect([closedPreview.status, closedPreview.body.message]).toEqual([409, CLASS_MESSAGES.joiningClosed]);

    await call('PUT', `/api/classes/${created.id}/joining`, teacher.token, { open: true });
    const regenerated = await call<ClassResponse>('POST', `/api/classes/${created.id}/code`, teacher.token);
    const newCode = regenerated.body.teaching?.joinCode ?? '';
    expect(newCode).not.toBe(oldCode);
    const old = await join(learner, oldCode);
    expect([old.status, old.body.message]).toEqual([404, CLASS_MESSAGES.codeUnknown]);
    expect((await join(learner, newCode)).status).toBe(200);
  });

  it('limit join tries per user, so codes cannot be guessed', async () => {
    const guesser = await buildUser(server);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= JOIN_BUDGET; attempt++) {
      statuses.push((await join(guesser, `ZZZZ${String(attempt).padStart(4, '2')}`)).status);
    }
    expect(statuses).toEqual([...Array(JOIN_BUDGET).fill(404), 429]);
    const created = await createClass(teacher);
    const refused = await join(guesser, created.teaching?.joinCode ?? '');
    expect([refused.status, refused.body.code]).toEqual([429, 'RATE_LIMITED']);
    // Someone else is not held back by it.
    expect((await join(await buildUser(server), created.teaching?.joinCode ?? '')).status).toBe(200);
  });

  it("show a teacher only their classes: another teacher's class is not found", async () => {
    const mine = await createClass(teacher);
    const otherTeacher = await buildTeacher(server);
    const theirs = await createClass(otherTeacher, 'Their class');

    const listed = await call<ClassesResponse>('GET', '/api/classes', otherTeacher.token);
    expect(listed.body.items.map((item) => item.id)).toEqual([theirs.id]);
    for (const [method, url, body] of [
      ['GET', `/api/classes/${mine.id}`],
      ...TEACHING_ROUTES(mine.id).slice(1),
    ] as Array<[string, string, unknown?]>) {
      const refused = await call<ErrorResponse>(method, url, otherTeacher.token, body);
      expect([method, url, refused.status, refused.body.message]).toEqual([
        method,
        url,
        404,
        CLASS_MESSAGES.noSuchClass,
      ]);
    }
    // A learner cannot read a class they are not in.
    const outsider = await buildUser(server);
    const notFound = await call<ErrorResponse>('GET', `/api/classes/${mine.id}`, outsider.token);
    expect([notFound.status, notFound.body.message]).toEqual([404, CLASS_MESSAGES.noSuchClass]);
    // An administrator manages any class.
    const asAdmin = await call<ClassResponse>('PATCH', `/api/classes/${theirs.id}`, admin.token, {
      description: 'Checked by an admin',
    });
    expect(asAdmin.body).toMatchObject({ description: 'Checked by an admin', myRole: null });
    expect(asAdmin.body.teaching?.members).toHaveLength(1);
  });

  it('rename a class, add a co-teacher by username or email, and remove a learner', async () => {
    const created = await createClass(teacher);
    const renamed = await call<ClassResponse>('PATCH', `/api/classes/${created.id}`, teacher.token, {
      name: '  Graphs  ',
    });
    expect(renamed.body.name).toBe('Graphs');
    const empty = await call<ErrorResponse>('PATCH', `/api/classes/${created.id}`, teacher.token, {
      name: ' ',
    });
    expect([empty.status, empty.body.message]).toEqual([400, CLASS_MESSAGES.nameRequired]);

    const learner = await buildUser(server);
    await join(learner, created.teaching?.joinCode ?? '');
    const notTeacher = await call<ErrorResponse>(
      'POST',
      `/api/classes/${created.id}/teachers`,
      teacher.token,
      {
        login: learner.user.username,
      },
    );
    expect([notTeacher.status, notTeacher.body.message]).toEqual([409, CLASS_MESSAGES.notATeacher]);
    const nobody = await call<ErrorResponse>('POST', `/api/classes/${created.id}/teachers`, teacher.token, {
      login: 'no-such-person',
    });
    expect([nobody.status, nobody.body.message]).toEqual([404, CLASS_MESSAGES.noSuchUser]);

    const colleague = await buildTeacher(server);
    const added = await call<ClassResponse>('POST', `/api/classes/${created.id}/teachers`, teacher.token, {
      login: colleague.email.toUpperCase(),
    });
    expect(added.status).toBe(200);
    expect(added.body.teachers.map((person) => person.username)).toEqual([
      teacher.user.username,
      colleague.user.username,
    ]);
    // The co-teacher manages the class, and sees it among theirs.
    const removed = await call<ClassResponse>(
      'DELETE',
      `/api/classes/${created.id}/members/${learner.user.id}`,
      colleague.token,
    );
    expect(removed.body.learnerCount).toBe(0);
    const gone = await call<ErrorResponse>('GET', `/api/classes/${created.id}`, learner.token);
    expect(gone.status).toBe(404);
    const again = await call<ErrorResponse>(
      'DELETE',
      `/api/classes/${created.id}/members/${learner.user.id}`,
      colleague.token,
    );
    expect([again.status, again.body.message]).toEqual([404, CLASS_MESSAGES.noSuchMember]);
  });

  it('let a learner leave, and keep the last teacher', async () => {
    const created = await createClass(teacher);
    const learner = await buildUser(server);
    await join(learner, created.teaching?.joinCode ?? '');
    const left = await call<ClassMessageResponse>('POST', `/api/classes/${created.id}/leave`, learner.token);
    expect(left.body).toEqual({ message: CLASS_MESSAGES.left });
    expect((await call<ClassesResponse>('GET', '/api/classes', learner.token)).body.items).toEqual([]);

    const lastTeacher = await call<ErrorResponse>('POST', `/api/classes/${created.id}/leave`, teacher.token);
    expect([lastTeacher.status, lastTeacher.body.message]).toEqual([
      409,
      CLASS_MESSAGES.lastTeacherCannotLeave,
    ]);
  });

  it('deleting an account removes its memberships; the class stays', async () => {
    const created = await createClass(teacher);
    const learner = await buildUser(server);
    await join(learner, created.teaching?.joinCode ?? '');
    // Their memberships are theirs to download first.
    const data = await call<AccountDataResponse>('GET', '/api/profile/data', learner.token);
    expect(data.body.classes).toEqual([
      { classId: created.id, name: created.name, role: 'learner', joinedAt: expect.any(String) },
    ]);
    const deleted = await server.request('DELETE', '/api/profile', {
      token: learner.token,
      body: { password: learner.password },
    });
    expect(deleted.status).toBe(200);
    const rows = await server.app.ctx.db
      .selectFrom('class_members')
      .select('class_id')
      .where('user_id', '=', learner.user.id)
      .execute();
    expect(rows).toEqual([]);
    const roster = await call<ClassResponse>('GET', `/api/classes/${created.id}`, teacher.token);
    expect(roster.body.teaching?.members.map((member) => member.id)).toEqual([teacher.user.id]);

    // A teacher who deletes their account leaves the class to administrators.
    const leaving = await buildTeacher(server);
    const orphan = await createClass(leaving);
    expect(
      (
        await server.request('DELETE', '/api/profile', {
          token: leaving.token,
          body: { password: leaving.password },
        })
      ).status,
    ).toBe(200);
    const kept = await call<ClassResponse>('GET', `/api/classes/${orphan.id}`, admin.token);
    expect(kept.body).toMatchObject({ id: orphan.id, teachers: [] });
  });

  it('answer a signed-in caller with the one envelope for odd ids and codes', async () => {
    const odd = await call<ErrorResponse>('GET', '/api/classes/abc', teacher.token);
    expect([odd.status, odd.body.message]).toEqual([400, CLASS_MESSAGES.noSuchClass]);
    const empty = await join(teacher, '  ');
    expect([empty.status, empty.body.message]).toEqual([400, CLASS_MESSAGES.codeRequired]);
  });
});
