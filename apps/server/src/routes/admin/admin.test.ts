import { rmSync } from 'node:fs';
import {
  ACTIVE_SESSION_WINDOW_MS,
  ADMIN_MESSAGES,
  type AdminActionResponse,
  type AdminStatsResponse,
  type AdminUserDetailResponse,
  type AdminUsersResponse,
  type AuditResponse,
  type ErrorResponse,
  MESSAGES,
  type MessagesResponse,
  type Puzzle,
  type User,
} from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../catalogue/files';
import { seedCatalogue } from '../../commands/seed-catalogue';
import { writePuzzle } from '../../test/catalogue-fixture';
import { buildAdmin, buildUser, type TestUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

/** Every admin route, for the refusal checks. */
const ADMIN_ROUTES: Array<[method: string, url: string, body?: unknown]> = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/user/1'],
  ['POST', '/api/admin/make-admin', { userId: 1 }],
  ['POST', '/api/admin/users/1/teacher'],
  ['DELETE', '/api/admin/users/1/teacher'],
  ['DELETE', '/api/admin/users/1/admin'],
  ['POST', '/api/admin/send-message', { userId: 1, message: 'hi' }],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/puzzles'],
  ['GET', '/api/admin/puzzles/1'],
  ['POST', '/api/admin/puzzles', {}],
  ['POST', '/api/admin/puzzles/validate', {}],
  ['PUT', '/api/admin/puzzles/1', {}],
  ['DELETE', '/api/admin/puzzles/1'],
];

describe.each(testDatabaseKinds())('admin routes on %s', (kind) => {
  let server: TestServer;
  let content: string;
  let admin: TestUser;
  let puzzles: Puzzle[];
  beforeAll(async () => {
    server = await startTestServer(kind);
    content = server.contentDir;
    writePuzzle(content, { order: 1, slug: 'first', title: 'First Sum' });
    writePuzzle(content, { order: 2, slug: 'second', title: 'Second Sum' });
    await seedCatalogue(server.app.ctx, loadCatalogue(content));
    puzzles = (await server.request<Puzzle[]>('GET', '/api/puzzles')).body;
    admin = await buildAdmin(server);
  });
  afterAll(async () => {
    await server.close();
    rmSync(content, { recursive: true, force: true });
  });

  const get = <T>(url: string, token = admin.token) => server.request<T>('GET', url, { token });
  const post = <T>(url: string, body: unknown, token = admin.token) =>
    server.request<T>('POST', url, { token, body });

  it('answer 401 without a session and 403 to a learner, on every route, before validating', async () => {
    const learner = await buildUser(server);
    for (const [method, url, body] of ADMIN_ROUTES) {
      const anonymous = await server.request<ErrorResponse>(method, url, { body });
      expect([method, url, anonymous.status, anonymous.body.code]).toEqual([
        method,
        url,
        401,
        'UNAUTHENTICATED',
      ]);
      const forbidden = await server.request<ErrorResponse>(method, url, { token: learner.token, body });
      expect([method, url, forbidden.status]).toEqual([method, url, 403]);
      expect(forbidden.body).toEqual({ message: MESSAGES.forbidden, code: 'FORBIDDEN' });
    }
  });

  it('list users a page at a time, searchable, with their figures and no secrets', async () => {
    const marker = `pg${process.pid}${kind}`;
    const made: TestUser[] = [];
    for (const name of ['carol', 'alice', 'bob']) {
      made.push(
        await buildUser(server, { username: `${name}_${marker}`, email: `${name}.${marker}@example.com` }),
      );
    }
    const first = await get<AdminUsersResponse>(
      `/api/admin/users?search=${marker.toUpperCase()}&sort=username&pageSize=2`,
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.items.map((user) => user.username)).toEqual([`alice_${marker}`, `bob_${marker}`]);
    const second = await get<AdminUsersResponse>(
      `/api/admin/users?search=${marker}&sort=username&pageSize=2&page=2`,
    );
    expect(second.body.items.map((user) => user.username)).toEqual([`carol_${marker}`]);

    const carol = made[0] as TestUser;
    expect(second.body.items[0]).toEqual({
      id: carol.user.id,
      username: carol.user.username,
      email: carol.user.email,
      mobile: carol.user.mobile,
      isAdmin: false,
      isTeacher: false,
      level: 1,
      totalXP: 0,
      solvedCount: 0,
      createdAt: carol.user.createdAt,
      lastActiveAt: expect.any(String),
    });
    expect(JSON.stringify(first.body)).not.toMatch(/argon2|password|token/i);

    // By email too; wildcards in the search are literal.
    const byEmail = await get<AdminUsersResponse>(`/api/admin/users?search=alice.${marker}@`);
    expect(byEmail.body.items.map((user) => user.username)).toEqual([`alice_${marker}`]);
    const wildcard = await get<AdminUsersResponse>('/api/admin/users?search=%25');
    expect(wildcard.body.total).toBe(0);

    // Newest first by default; pages are bounded.
    const newest = await get<AdminUsersResponse>('/api/admin/users?pageSize=1');
    expect(newest.body.items[0]?.id).toBe(Math.max(...made.map((user) => user.user.id), admin.user.id));
    const tooBig = await get<ErrorResponse>('/api/admin/users?pageSize=1000');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.code).toBe('VALIDATION');
  });

  it('show one user as their profile does, with recent solves; 404 for nobody', async () => {
    const learner = await buildUser(server);
    const puzzle = puzzles[0] as Puzzle;
    await server.app.ctx.db
      .insertInto('puzzle_progress')
      .values({
        user_id: learner.user.id,
        puzzle_id: puzzle.id,
        status: 'completed',
        started_at: server.clock.now(),
        completed_at: server.clock.now(),
        xp_awarded: 50,
      })
      .execute();
    const response = await get<AdminUserDetailResponse>(`/api/admin/user/${learner.user.id}`);
    expect(response.status).toBe(200);
    const own = await get<User>('/api/profile/current', learner.token);
    expect(response.body).toEqual({ ...own.body, lastActiveAt: expect.any(String) });
    expect(response.body.recentSolves).toMatchObject([{ puzzleId: puzzle.id, title: puzzle.title }]);

    const missing = await get<ErrorResponse>('/api/admin/user/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
  });

  it('promote a learner once (idempotent), who is told in their inbox and passes the admin check; 404 and 400 refused', async () => {
    const learner = await buildUser(server);
    expect((await get('/api/admin/stats', learner.token)).status).toBe(403);
    const promoted = await post<AdminActionResponse>('/api/admin/make-admin', { userId: learner.user.id });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toEqual({
      success: true,
      message: 'User promoted to admin successfully',
      changed: true,
    });
    const again = await post<AdminActionResponse>('/api/admin/make-admin', { userId: learner.user.id });
    expect(again.body).toMatchObject({ success: true, changed: false });
    expect((await get('/api/admin/stats', learner.token)).status).toBe(200);
    expect((await get<User>('/api/profile/current', learner.token)).body.isAdmin).toBe(true);
    const inbox = await get<MessagesResponse>('/api/messages', learner.token);
    expect(inbox.body).toMatchObject({ total: 1, unreadCount: 1 });
    expect(inbox.body.items[0]).toMatchObject({
      from: { id: admin.user.id },
      text: ADMIN_MESSAGES.promotionNotice,
    });

    const audit = await get<AuditResponse>('/api/admin/audit?action=user.make_admin');
    expect(audit.body.items.filter((entry) => entry.target.id === learner.user.id)).toHaveLength(1);

    expect((await post<ErrorResponse>('/api/admin/make-admin', { userId: 999999 })).status).toBe(404);
    const invalid = await post<ErrorResponse>('/api/admin/make-admin', { userId: 'x' });
    expect(invalid.status).toBe(400);
  });

  it('send a learner a plain-text message they read in their inbox; refuse blank, too long and unknown', async () => {
    const learner = await buildUser(server);
    const text = '  <b>Well done</b> on First Sum!\nKeep going.  ';
    const sent = await post<AdminActionResponse>('/api/admin/send-message', {
      userId: learner.user.id,
      message: text,
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true, message: 'Message sent successfully', changed: true });

    const inbox = await get<MessagesResponse>('/api/messages', learner.token);
    expect(inbox.body).toMatchObject({ total: 1, unreadCount: 1 });
    expect(inbox.body.items[0]).toMatchObject({
      from: { id: admin.user.id, username: admin.user.username },
      text: text.trim(),
      read: false,
    });

    for (const [message, status] of [
      ['   ', 400],
      ['x'.repeat(2001), 400],
      ['a\u0000b', 400],
    ] as const) {
      const refused = await post<ErrorResponse>('/api/admin/send-message', {
        userId: learner.user.id,
        message,
      });
      expect([message.length, refused.status, refused.body.code]).toEqual([
        message.length,
        status,
        'VALIDATION',
      ]);
    }
    expect(
      (await post('/api/admin/send-message', { userId: learner.user.id, message: 'x'.repeat(2000) })).status,
    ).toBe(200);
    const unknown = await post<ErrorResponse>('/api/admin/send-message', {
      userId: 999999,
      message: 'hello',
    });
    expect(unknown.status).toBe(404);
  });

  it('count users, live puzzles, active sessions, today’s solves and the Quest Master', async () => {
    const { db } = server.app.ctx;
    const solver = await buildUser(server);
    const [first, second] = puzzles as [Puzzle, Puzzle];
    const now = server.clock.now();
    await db
      .insertInto('puzzle_progress')
      .values([
        // Yesterday (UTC): the test clock stands at noon, so 13 hours ago is yesterday.
        {
          user_id: solver.user.id,
          puzzle_id: first.id,
          status: 'completed',
          completed_at: now - 13 * 3600_000,
        },
        { user_id: solver.user.id, puzzle_id: second.id, status: 'completed', completed_at: now - 1000 },
      ])
      .execute();
    await db.updateTable('users').set({ total_xp: 1_000_000 }).where('id', '=', solver.user.id).execute();

    const response = await get<AdminStatsResponse>('/api/admin/stats');
    expect(response.status).toBe(200);
    const userCount = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(response.body.totalUsers).toBe(Number(userCount.n));
    expect(response.body.totalPuzzles).toBe(2);
    expect(response.body.questMaster).toEqual({
      id: solver.user.id,
      username: solver.user.username,
      totalXP: 1_000_000,
      level: 1001,
      solvedCount: 0,
    });
    const mine = response.body.todaySolutionsWithUsers.filter((solve) => solve.userId === solver.user.id);
    expect(mine).toEqual([
      {
        userId: solver.user.id,
        username: solver.user.username,
        puzzleId: second.id,
        title: 'Second Sum',
        difficulty: 'easy',
        completedAt: new Date(now - 1000).toISOString(),
      },
    ]);
    expect(response.body.todaySolutionsCount).toBe(response.body.todaySolutionsWithUsers.length);
    expect(response.body.activeSessions).toBeGreaterThanOrEqual(2);

    // Past the window, only the sessions used since count: the admin's own, touched by this very request.
    server.clock.advance(ACTIVE_SESSION_WINDOW_MS + 60_000);
    expect((await get<AdminStatsResponse>('/api/admin/stats')).body.activeSessions).toBe(1);
    await get('/api/profile/current', solver.token);
    expect((await get<AdminStatsResponse>('/api/admin/stats')).body.activeSessions).toBe(2);
  });

  it('keep an audit log of admin actions, newest first, paged, with who and what', async () => {
    const learner = await buildUser(server);
    await post('/api/admin/send-message', { userId: learner.user.id, message: 'First' });
    await post('/api/admin/make-admin', { userId: learner.user.id });
    const page = await get<AuditResponse>('/api/admin/audit?pageSize=2');
    expect(page.status).toBe(200);
    expect(page.body.items.map((entry) => entry.action)).toEqual(['user.make_admin', 'user.message']);
    expect(page.body.items[0]).toMatchObject({
      actor: { id: admin.user.id, username: admin.user.username },
      target: { type: 'user', id: learner.user.id, label: learner.user.username },
      summary: `Made ${learner.user.username} an admin`,
    });
    expect(page.body.total).toBeGreaterThan(2);
    const next = await get<AuditResponse>('/api/admin/audit?pageSize=2&page=2');
    expect((next.body.items[0]?.id ?? 0) < (page.body.items[1]?.id ?? 0)).toBe(true);
    expect((await get<ErrorResponse>('/api/admin/audit?action=nope')).status).toBe(400);
  });
});
