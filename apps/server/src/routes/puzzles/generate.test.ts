import {
  type AuditResponse,
  type ErrorResponse,
  GENERATION,
  type GenerateResponse,
  type GenerationProgress,
  type PuzzleSummary,
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

const JUDGE_TIMEOUT = 120_000;

describe.each(testDatabaseKinds())('puzzle generation on %s', (kind) => {
  let server: TestServer;
  let admin: TestUser;
  let learner: TestUser;
  let other: TestUser;

  const as = (user: TestUser | undefined) => ({
    get: <T>(url: string) => server.request<T>('GET', url, { token: user?.token }),
    post: <T>(url: string, body?: unknown) => server.request<T>('POST', url, { token: user?.token, body }),
  });
  const solutionOf = async (puzzleId: number) =>
    (
      await server.app.ctx.db
        .selectFrom('puzzle_code')
        .select('solution')
        .where('puzzle_id', '=', puzzleId)
        .where('language', '=', 'python')
        .executeTakeFirstOrThrow()
    ).solution ?? '';
  const submit = (user: TestUser, puzzleId: number, code: string) =>
    as(user).post<SubmitResult>('/api/code/submit', { puzzleId, language: 'python', code });
  /**
   * Streaming (to a client that stays, or one that goes) and the auto-update add nothing a database decides
   * beyond what the tests on both kinds store: they run on the first kind alone, as the judge's proofs of the
   * puzzles they generate are most of the time.
   */
  const firstKind = kind === testDatabaseKinds()[0];

  beforeAll(async () => {
    server = await startTestServer(kind);
    const content = server.contentDir;
    writePuzzle(content, { order: 1, slug: 'catalogue-one', title: 'Catalogue One' });
    await seedCatalogue(server.app.ctx, loadCatalogue(content));
    admin = await buildAdmin(server);
    learner = await buildUser(server);
    other = await buildUser(server);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('refuses bad requests with a clear message, before any work', async () => {
    expect((await as(undefined).post('/api/puzzles/generate', { count: 1 })).status).toBe(401);
    const cases: Array<[unknown, string]> = [
      [{ count: 0 }, 'count must be at least 1'],
      [{ count: GENERATION.maxCount + 1 }, `count must be at most ${GENERATION.maxCount}`],
      [{ count: 'three' }, 'count must be a whole number'],
      [{ count: 1.5 }, 'count must be a whole number'],
      [{ count: 1, category: 'astronomy' }, 'No such track'],
      [{ count: 1, category: 99_999_999_999 }, ''],
      [{ count: 1, difficulty: 'impossible' }, ''],
      [{ count: 1, category: 'algorithms\u0000' }, ''],
    ];
    for (const [body, message] of cases) {
      const response = await as(learner).post<ErrorResponse>('/api/puzzles/generate', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toContain(message);
    }
    const generated = await server.app.ctx.db.selectFrom('generated_puzzles').selectAll().execute();
    expect(generated).toEqual([]);
  });

  it(
    "an admin's puzzles join the shared catalogue, are audited, and a learner's accepted solution earns their points",
    async () => {
      const response = await as(admin).post<GenerateResponse>('/api/puzzles/generate', {
        category: 'algorithms',
        difficulty: 'easy',
        count: 2,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, count: 2, personal: false, provider: 'families' });
      expect(response.body.puzzles).toHaveLength(2);

      const list = (await as(learner).get<PuzzleSummary[]>('/api/puzzles')).body;
      const [first, second] = response.body.puzzles;
      if (!first || !second) throw new Error('two puzzles expected');
      for (const puzzle of response.body.puzzles) {
        expect(list.find((entry) => entry.id === puzzle.id)).toMatchObject({
          title: puzzle.title,
          personal: false,
          points: 10,
          difficulty: 'easy',
        });
      }
      expect(first.title).not.toBe(second.title);

      const accepted = await submit(learner, first.id, await solutionOf(first.id));
      expect(accepted.body).toMatchObject({ success: true });
      expect(accepted.body.xpGained).toBeGreaterThanOrEqual(10);
      const wrong = await submit(learner, second.id, 'print("NONE")\n');
      expect(wrong.body.success).toBe(false);

      const audit = (await as(admin).get<AuditResponse>('/api/admin/audit?action=puzzle.generate')).body;
      expect(audit.items.map((entry) => entry.target.id).sort()).toEqual(
        response.body.puzzles.map((puzzle) => puzzle.id).sort(),
      );
      expect(audit.items[0]?.summary).toMatch(
        /^Generated .+ \(easy, 10 points, \d+ tests, from algorithms\//,
      );

      const stored = await server.app.ctx.db
        .selectFrom('puzzles')
        .innerJoin('generated_puzzles', 'generated_puzzles.puzzle_id', 'puzzles.id')
        .select(['puzzles.origin', 'puzzles.owner_id', 'generated_puzzles.generator'])
        .where('puzzles.id', '=', first.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({
        origin: 'generated',
        owner_id: null,
        generator: expect.stringMatching(/^algorithms\/[a-z-]+$/),
      });
    },
    JUDGE_TIMEOUT,
  );

  it(
    "a learner's puzzles are their own: only they see them, they pay points but are not track solves",
    async () => {
      const response = await as(learner).post<GenerateResponse>('/api/puzzles/generate', {
        category: 'algorithms',
        difficulty: 'easy',
        count: 1,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, count: 1, personal: true });
      const [mine] = response.body.puzzles;
      if (!mine) throw new Error('a puzzle expected');
      expect(mine).toMatchObject({ personal: true, points: 10, isUnlocked: true });

      expect((await as(other).get<PuzzleSummary[]>('/api/puzzles')).body.map((p) => p.id)).not.toContain(
        mine.id,
      );
      expect((await as(other).get(`/api/puzzles/${mine.id}`)).status).toBe(404);
      expect((await submit(other, mine.id, await solutionOf(mine.id))).status).toBe(404);
      // An admin can look it up (looking after learners), but it is not in the catalogue's list.
      expect((await as(admin).get(`/api/admin/puzzles/${mine.id}`)).status).toBe(200);
      const adminList = (await as(admin).get<Array<{ id: number }>>('/api/admin/puzzles')).body;
      expect(adminList.map((puzzle) => puzzle.id)).not.toContain(mine.id);
      expect((await as(learner).get(`/api/puzzles/${mine.id}`)).status).toBe(200);

      const before = (await as(learner).get<User>('/api/profile/current')).body;
      const accepted = await submit(learner, mine.id, await solutionOf(mine.id));
      expect(accepted.body).toMatchObject({ success: true });
      const after = (await as(learner).get<User>('/api/profile/current')).body;
      expect(after.totalXP - before.totalXP).toBe(accepted.body.xpGained);
      expect(accepted.body.xpGained).toBeGreaterThanOrEqual(10);
      const solved = await server.app.ctx.db
        .selectFrom('users')
        .select(['solved_count', 'streak_count'])
        .where('id', '=', learner.user.id)
        .executeTakeFirstOrThrow();
      // The shared puzzle solved above is the one solve; the practice puzzle kept the streak.
      expect(solved).toEqual({ solved_count: 1, streak_count: 1 });
    },
    JUDGE_TIMEOUT,
  );

  if (firstKind)
    it(
      'streams its progress as lines when asked, the answer last',
      async () => {
        const response = await fetch(`${server.baseUrl}/api/puzzles/generate`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${other.token}`,
            'content-type': 'application/json',
            accept: 'application/x-ndjson',
            'accept-encoding': 'br, gzip',
          },
          body: JSON.stringify({ category: 'algorithms', difficulty: 'easy', count: 2 }),
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('application/x-ndjson');
        expect(response.headers.get('content-encoding')).toBeNull();
        const events = (await response.text())
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as GenerationProgress);
        expect(events[0]).toMatchObject({ type: 'progress', stage: 'writing', ready: 0, count: 2 });
        expect(events.some((event) => event.type === 'progress' && event.stage === 'proving')).toBe(true);
        expect(events.filter((event) => event.type === 'puzzle').map((event) => event.ready)).toEqual([1, 2]);
        const done = events.at(-1);
        expect(done).toMatchObject({ type: 'done', success: true, count: 2, personal: true });
      },
      JUDGE_TIMEOUT,
    );

  if (firstKind)
    it(
      'a client that goes away mid-stream does not stop the work: the puzzle is stored, and the server answers on',
      async () => {
        const dropper = await buildUser(server);
        const controller = new AbortController();
        const response = await fetch(`${server.baseUrl}/api/puzzles/generate`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${dropper.token}`,
            'content-type': 'application/json',
            accept: 'application/x-ndjson',
          },
          body: JSON.stringify({ category: 'algorithms', difficulty: 'easy', count: 1 }),
          signal: controller.signal,
        });
        // The first progress line, then the client is gone.
        await response.body?.getReader().read();
        controller.abort();
        const stored = async () =>
          (await as(dropper).get<PuzzleSummary[]>('/api/puzzles')).body.filter((puzzle) => puzzle.personal);
        const deadline = Date.now() + JUDGE_TIMEOUT / 2;
        while ((await stored()).length === 0 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 500));
        expect(await stored()).toHaveLength(1);
        expect((await server.request('GET', '/api/categories')).status).toBe(200);
      },
      JUDGE_TIMEOUT,
    );

  it(
    'a learner past the daily quota gets 429 with Retry-After and a message',
    async () => {
      // The quota counts the learner's own generated puzzles of the last 24 hours: fill it up directly.
      const db = server.app.ctx.db;
      const mine = await db
        .selectFrom('generated_puzzles')
        .innerJoin('puzzles', 'puzzles.id', 'generated_puzzles.puzzle_id')
        .selectAll('generated_puzzles')
        .where('puzzles.owner_id', '=', learner.user.id)
        .execute();
      expect(mine).toHaveLength(1);
      const template = mine[0];
      if (!template) throw new Error('a generated puzzle expected');
      const puzzle = await db
        .selectFrom('puzzles')
        .selectAll()
        .where('id', '=', template.puzzle_id)
        .executeTakeFirstOrThrow();
      for (let index = 1; index < GENERATION.learnerDailyQuota; index++) {
        const { id: _id, ...columns } = puzzle;
        const row = await db
          .insertInto('puzzles')
          .values({ ...columns, slug: `${puzzle.slug}-${index}`, title: `${puzzle.title} ${index}` })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('generated_puzzles')
          .values({ ...template, puzzle_id: row.id, parameters_key: `${template.parameters_key}-${index}` })
          .execute();
      }
      const refused = await as(learner).post<ErrorResponse>('/api/puzzles/generate', { count: 1 });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(
        new RegExp(
          `^You have generated ${GENERATION.learnerDailyQuota} practice puzzles in the last 24 hours\\. You can generate more in \\d+ (hours?|minutes?)\\.$`,
        ),
      );
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

      // A day later the quota is free again.
      server.clock.advance(24 * 60 * 60 * 1000 + 1000);
      const later = await as(learner).post<GenerateResponse>('/api/puzzles/generate', {
        category: 'algorithms',
        difficulty: 'easy',
        count: 1,
      });
      expect(later.status).toBe(200);
    },
    JUDGE_TIMEOUT,
  );

  if (firstKind)
    it('an admin auto-update generates for every track that has families', async () => {
      const response = await as(admin).post<GenerateResponse>('/api/admin/puzzles/auto-update');
      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      const categories = new Set(response.body.puzzles.map((puzzle) => puzzle.categoryId));
      // The test catalogue has two tracks, algorithms and logic puzzles: two each.
      expect(response.body.count).toBe(2 * GENERATION.autoUpdatePerTrack);
      expect(categories.size).toBe(2);
      expect((await as(learner).post('/api/admin/puzzles/auto-update')).status).toBe(403);
    }, 300_000);
});
