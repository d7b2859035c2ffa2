import {
  type AccountDataResponse,
  type AdminPuzzle,
  type AdminStatsResponse,
  type AuditResponse,
  type ErrorResponse,
  type LeaderboardEntry,
  MESSAGES,
} from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTests } from '../../commands/puzzle-content';
import { rankOf } from '../../services/leaderboard';
import { writeSumPuzzle } from '../../test/catalogue-fixture';
import { sendCode } from '../../test/code-requests';
import { buildAdmin, buildUser, type TestUser } from '../../test/factories';
import { clearRedisPrefix, testRedisUrl, uniqueRedisPrefix } from '../../test/judge-workers';
import { OFF_BY_ONE_PY, SUM_PY } from '../../test/programs';
import { useSeededServer } from '../../test/seeded';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { refOf } from '../../test-store/store';

/**
 * A learner's own data through the API, the real judge and a real database: the download holds their
 * submissions with code and nothing of anyone else's or any secret; deleting the account needs the
 * password, forgets the person, keeps their submissions without a name (the puzzle's figures stay), ends
 * every session and leaves the leaderboard and every other learner as they were.
 */

/** Another learner's program: right, and recognisable. */
const OTHER_PY = 'a, b = map(int, input().split())\nprint(b + a)  # the other learner\n';
const DRAFT_JAVA = 'public class Main { /* a draft kept for later */ }\n';
/** The fixture puzzle's hidden tests' inputs (catalogue-fixture.ts: tests 03 to 08 are hidden). */
const HIDDEN_INPUTS = ['-4 4', '-1 -1', '1000000000 1000000000', '3 -10', '123 456'];
/** The personal data the tables held, by the names they held it under. */
const PERSONAL_TABLES = [
  'sessions',
  'password_resets',
  'drafts',
  'puzzle_progress',
  'daily_activity',
  'user_achievements',
] as const;

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

/** A download without the moment it was made: two downloads of unchanged data are then equal. */
const timeless = ({ exportedAt: _at, ...data }: AccountDataResponse) => data;

describe.each(testDatabaseKinds())("a learner's own data on %s", (kind) => {
  const { server, id } = useSeededServer(kind, writeSumPuzzle);
  let admin: TestUser;
  beforeAll(async () => {
    // The only administrator of this server (the last-administrator test counts on it).
    admin = await buildAdmin(server);
  });

  const download = (user: TestUser | undefined) =>
    server.request<AccountDataResponse & ErrorResponse>('GET', '/api/profile/data', { token: user?.token });
  const deleteAccount = (user: TestUser, body: unknown) =>
    server.request<{ message: string } & ErrorResponse>('DELETE', '/api/profile', {
      token: user.token,
      body,
    });
  const submit = async (user: TestUser, code: string) => {
    const response = await sendCode(server, id('sum'), user, 'submit', code);
    if (response.status !== 200) throw new Error(`submit failed: ${JSON.stringify(response.body)}`);
    return response.body;
  };
  const figures = async () => {
    const response = await server.request<AdminPuzzle>('GET', `/api/admin/puzzles/${id('sum')}`, {
      token: admin.token,
    });
    const { submissions, acceptedSubmissions, solves } = response.body;
    return { submissions, acceptedSubmissions, solves };
  };
  const rowsOf = async (userId: number) => {
    const { db } = server.app.ctx;
    const counts: Record<string, number> = {};
    for (const table of PERSONAL_TABLES) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    for (const [table, column] of [
      ['messages', 'to_user_id'],
      ['submissions', 'user_id'],
      ['users', 'id'],
    ] as const) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(column, '=', userId)
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    return counts;
  };

  /** A learner with something in every table: two submissions, a draft, a message, a reset link. */
  async function busyLearner(): Promise<TestUser> {
    const learner = await buildUser(server);
    expect((await submit(learner, OFF_BY_ONE_PY)).success).toBe(false);
    expect((await submit(learner, SUM_PY)).success).toBe(true);
    const draft = await server.request('PUT', `/api/puzzles/${id('sum')}/draft?language=java`, {
      token: learner.token,
      body: { code: DRAFT_JAVA },
    });
    expect(draft.status).toBe(200);
    const sent = await server.request('POST', '/api/admin/send-message', {
      token: admin.token,
      body: { userId: learner.user.id, message: `Welcome aboard, ${learner.user.username}` },
    });
    expect(sent.status).toBe(200);
    const reset = await server.request('POST', '/api/auth/forgot-password', {
      body: { email: learner.email },
    });
    expect(reset.status).toBe(200);
    return learner;
  }

  it('downloads everything kept about the learner: their code, nothing of another learner, no secret', async () => {
    const learner = await busyLearner();
    const other = await buildUser(server);
    await submit(other, OTHER_PY);

    const response = await download(learner);
    expect(response.status).toBe(200);
    const today = new Date(server.clock.now()).toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="codequest-data-${today}.json"`,
    );
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');

    const data = response.body;
    expect(data.account).toEqual({
      id: learner.user.id,
      username: learner.user.username,
      email: learner.email,
      mobile: '0123456789',
      roles: ['learner'],
      timeZone: 'Europe/Paris',
      nextTimeZone: null,
      timeZoneChangedAt: null,
      createdAt: learner.user.createdAt,
      updatedAt: expect.any(String),
    });
    expect(data.submissions.map((submission) => [submission.code, submission.verdict])).toEqual([
      [OFF_BY_ONE_PY, 'WRONG_ANSWER'],
      [SUM_PY, 'ACCEPTED'],
    ]);
    expect(data.submissions[1]).toMatchObject({
      puzzleId: id('sum'),
      puzzleTitle: 'Sum sum',
      language: 'python',
    });
    expect(data.progress).toMatchObject({ solvedCount: 1, streak: 1, level: 1 });
    expect(data.progress.totalXP).toBeGreaterThan(0);
    expect(data.puzzles).toEqual([
      expect.objectContaining({ puzzleId: id('sum'), status: 'completed', countsAsSolve: true }),
    ]);
    expect(data.activeDays).toEqual([{ day: today, acceptedCount: 1 }]);
    expect(data.drafts).toEqual([
      expect.objectContaining({ puzzleId: id('sum'), language: 'java', code: DRAFT_JAVA }),
    ]);
    expect(data.achievements.length).toBeGreaterThan(0);
    expect(data.messages).toEqual([
      expect.objectContaining({
        text: `Welcome aboard, ${learner.user.username}`,
        from: { id: admin.user.id, username: admin.user.username },
      }),
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(data.passwordResets).toEqual([expect.objectContaining({ closedAt: null, closedReason: null })]);

    // Nothing of the other learner, no hash, no token, no hidden test.
    const text = JSON.stringify(data);
    expect(text).not.toContain(OTHER_PY);
    expect(text).not.toContain(other.user.username);
    expect(text).not.toContain(learner.token);
    expect(text).not.toContain(learner.password);
    const { db } = server.app.ctx;
    const secrets = [
      (await db.selectFrom('users').select('password_hash').where('id', '=', learner.user.id).execute()).map(
        (row) => row.password_hash,
      ),
      (
        await db.selectFrom('sessions').select('token_hash').where('user_id', '=', learner.user.id).execute()
      ).map((row) => row.token_hash),
      (
        await db
          .selectFrom('password_resets')
          .select('token_hash')
          .where('user_id', '=', learner.user.id)
          .execute()
      ).map((row) => row.token_hash),
    ].flat();
    expect(secrets).toHaveLength(3);
    for (const secret of secrets) expect(text).not.toContain(secret);
    for (const input of HIDDEN_INPUTS) expect(text).not.toContain(input);
    // No field of a secret's name (the list of reset links, dates only, is the one "password" in a name).
    const secretNames = keysOf(data).filter((key) => key !== 'passwordResets');
    expect(secretNames.filter((key) => /hash|token|password|secret/i.test(key))).toEqual([]);

    // The other learner's download is theirs alone.
    const theirs = (await download(other)).body;
    expect(theirs.submissions.map((submission) => submission.code)).toEqual([OTHER_PY]);
    expect(JSON.stringify(theirs)).not.toContain(learner.user.username);
  });

  it('needs a session', async () => {
    expect((await download(undefined)).status).toBe(401);
  });

  it('refuses a wrong or missing password, and then changes nothing', async () => {
    const learner = await buildUser(server);
    await submit(learner, SUM_PY);
    const before = (await download(learner)).body;

    const wrong = await deleteAccount(learner, { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 'VALIDATION', message: MESSAGES.deletePasswordWrong });
    const missing = await deleteAccount(learner, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MESSAGES.deletePasswordRequired);

    expect(timeless((await download(learner)).body)).toEqual(timeless(before));
    const login = await server.request('POST', '/api/auth/login', {
      body: { email: learner.email, password: learner.password },
    });
    expect(login.status).toBe(200);
  });

  it('deletes the account: signed out everywhere, gone from the leaderboard, submissions kept without a name', async () => {
    const learner = await busyLearner();
    const secondSession = await server.request<{ token: string }>('POST', '/api/auth/login', {
      body: { email: learner.email, password: learner.password },
    });
    const other = await buildUser(server);
    await submit(other, OTHER_PY);
    const otherBefore = (await download(other)).body;
    const figuresBefore = await figures();
    const usersBefore = (
      await server.request<AdminStatsResponse>('GET', '/api/admin/stats', { token: admin.token })
    ).body.totalUsers;
    const board = async () =>
      (await server.request<LeaderboardEntry[]>('GET', '/api/leaderboard', { token: other.token })).body;
    expect((await board()).map((entry) => entry.user.id)).toContain(learner.user.id);

    const deleted = await deleteAccount(learner, { password: learner.password });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: MESSAGES.accountDeleted });

    // Signed out everywhere, and no way back in.
    for (const token of [learner.token, secondSession.body.token]) {
      const profile = await server.request('GET', '/api/profile/current', { token });
      expect(profile.status).toBe(401);
    }
    const login = await server.request<ErrorResponse>('POST', '/api/auth/login', {
      body: { email: learner.email, password: learner.password },
    });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe(MESSAGES.invalidCredentials);

    // Off the leaderboard; counted out of the totals.
    const entries = await board();
    expect(entries.map((entry) => entry.user.id)).not.toContain(learner.user.id);
    expect(entries.map((entry) => entry.user.username)).not.toContain(learner.user.username);
    expect(entries.filter((entry) => entry.isYou).map((entry) => entry.user.id)).toEqual([other.user.id]);
    const stats = await server.request<AdminStatsResponse>('GET', '/api/admin/stats', { token: admin.token });
    expect(stats.body.totalUsers).toBe(usersBefore - 1);

    // The puzzle's submissions stay as they were; its solves count learners, and one has gone.
    expect(await figures()).toEqual({ ...figuresBefore, solves: figuresBefore.solves - 1 });
    const { db } = server.app.ctx;
    const kept = await db
      .selectFrom('submissions')
      .select(['user_id', 'code'])
      .where('code', 'in', [OFF_BY_ONE_PY, SUM_PY])
      .where('user_id', 'is', null)
      .execute();
    expect(kept.map((row) => row.code).sort()).toEqual([OFF_BY_ONE_PY, SUM_PY].sort());
    expect(await rowsOf(learner.user.id)).toEqual({
      sessions: 0,
      password_resets: 0,
      drafts: 0,
      puzzle_progress: 0,
      daily_activity: 0,
      user_achievements: 0,
      messages: 0,
      submissions: 0,
      users: 0,
    });

    // The audit log says it happened, and names no one.
    const audit = await server.request<AuditResponse>('GET', '/api/admin/audit?pageSize=100', {
      token: admin.token,
    });
    expect(audit.body.items[0]).toMatchObject({
      action: 'user.delete',
      actor: null,
      target: { type: 'user', id: learner.user.id, label: 'a deleted account' },
    });
    const auditText = JSON.stringify(audit.body);
    expect(auditText).not.toContain(learner.user.username);
    expect(auditText).not.toContain(learner.email);
    expect(
      audit.body.items.find(
        (entry) => entry.action === 'user.message' && entry.target.id === learner.user.id,
      ),
    ).toMatchObject({
      target: { label: 'a deleted account' },
      summary: expect.stringMatching(/^Sent a deleted account a message/),
    });

    // Another learner's data is untouched; the email and name are free again.
    expect(timeless((await download(other)).body)).toEqual(timeless(otherBefore));
    const again = await server.request('POST', '/api/auth/signup', {
      body: {
        username: learner.user.username,
        email: learner.email,
        mobile: '0123456789',
        password: 'a new start',
        confirmPassword: 'a new start',
      },
    });
    expect(again.status).toBe(200);
  });

  it("lists the learner's own practice puzzles without their tests, and removes them with the account", async () => {
    const learner = await buildUser(server);
    const { db } = server.app.ctx;
    const now = server.clock.now();
    const track = await db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    const own = await db
      .insertInto('puzzles')
      .values({
        slug: `own-practice-${learner.user.id}`,
        category_id: track.id,
        title: 'My own practice',
        description: 'Generated for one learner.',
        difficulty: 'easy',
        statement: 'Print 1.',
        constraints: '',
        hints: '[]',
        examples: '[]',
        points: 10,
        stars: 1,
        sort_order: 1,
        origin: 'generated',
        created_at: now,
        updated_at: now,
        owner_id: learner.user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const hiddenInput = `an input only this puzzle has ${learner.user.id}\n`;
    await insertTests(db, own.id, [{ input: hiddenInput, expected: '1\n', hidden: true }]);

    const data = (await download(learner)).body;
    expect(data.generatedPuzzles).toEqual([
      {
        puzzleId: own.id,
        title: 'My own practice',
        difficulty: 'easy',
        createdAt: expect.any(String),
        retired: false,
      },
    ]);
    expect(JSON.stringify(data)).not.toContain(hiddenInput.trim());

    expect((await deleteAccount(learner, { password: learner.password })).status).toBe(200);
    expect(await db.selectFrom('puzzles').select('id').where('id', '=', own.id).execute()).toEqual([]);
    const texts = await db
      .selectFrom('test_files')
      .select('hash')
      .where('hash', '=', refOf(hiddenInput).hash);
    expect(await texts.execute()).toEqual([]);
  });

  it('refuses the last administrator; another administrator may leave', async () => {
    const refused = await deleteAccount(admin, { password: admin.password });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.lastAdminCannotDelete);
    expect((await server.request('GET', '/api/profile/current', { token: admin.token })).status).toBe(200);

    const second = await buildAdmin(server);
    expect((await deleteAccount(second, { password: second.password })).status).toBe(200);
    expect((await deleteAccount(admin, { password: admin.password })).status).toBe(409);
  });
});

const redisUrl = testRedisUrl();

describe.skipIf(!redisUrl)('deleting an account with the ranking in Redis', () => {
  const prefix = uniqueRedisPrefix();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', {
      env: { REDIS_URL: redisUrl as string, REDIS_PREFIX: prefix },
    });
  });
  afterAll(async () => {
    await server?.close();
    await clearRedisPrefix(redisUrl as string, prefix);
  });

  it('takes the account out of the ranking kept in Redis', async () => {
    const { db, ranks } = server.app.ctx;
    const learners = [await buildUser(server), await buildUser(server), await buildUser(server)];
    for (const [index, learner] of learners.entries()) {
      await db
        .updateTable('users')
        .set({ total_xp: 100 * (index + 1), solved_count: index + 1 })
        .where('id', '=', learner.user.id)
        .execute();
      await ranks?.sync(db, learner.user.id);
    }
    const [first, leaving, top] = learners as [TestUser, TestUser, TestUser];
    expect(await ranks?.top(10)).toEqual([top.user.id, leaving.user.id, first.user.id]);

    expect(
      (
        await server.request('DELETE', '/api/profile', {
          token: leaving.token,
          body: { password: leaving.password },
        })
      ).status,
    ).toBe(200);

    expect(await ranks?.top(10)).toEqual([top.user.id, first.user.id]);
    const row = await db
      .selectFrom('users')
      .select(['id', 'total_xp', 'solved_count', 'xp_reached_at'])
      .where('id', '=', first.user.id)
      .executeTakeFirstOrThrow();
    expect(await rankOf(server.app.ctx, row)).toBe(2);
    const board = await server.request<LeaderboardEntry[]>('GET', '/api/leaderboard');
    expect(board.body.map((entry) => entry.user.id)).toEqual([top.user.id, first.user.id]);
  });
});
