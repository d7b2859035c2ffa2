import { rmSync } from 'node:fs';
import type { Category, Puzzle, PuzzleSummary } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../catalogue/files';
import { seedCatalogue } from '../../commands/seed-catalogue';
import { writePuzzle } from '../../test/catalogue-fixture';
import { buildAdmin, buildUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

describe.each(testDatabaseKinds())('the catalogue API on %s', (kind) => {
  let server: TestServer;
  let content: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    content = server.contentDir;
    for (let order = 1; order <= 4; order++) writePuzzle(content, { order, slug: `easy-${order}` });
    writePuzzle(content, { order: 5, slug: 'medium-one', difficulty: 'medium' });
    writePuzzle(content, { track: 'logic-puzzles', order: 1, slug: 'logic-one' });
    await seedCatalogue(server.app.ctx, loadCatalogue(content));
  });
  afterAll(async () => {
    await server.close();
    rmSync(content, { recursive: true, force: true });
  });

  const list = (token?: string, query = '') =>
    server.request<PuzzleSummary[]>('GET', `/api/puzzles${query}`, { token });
  const detail = (id: number | undefined, token?: string) =>
    server.request<Puzzle>('GET', `/api/puzzles/${id}`, { token });

  it('lists the categories in track order', async () => {
    const response = await server.request<Category[]>('GET', '/api/categories');
    expect(response.status).toBe(200);
    expect(response.body.map((category) => [category.slug, category.name, category.icon])).toEqual([
      ['algorithms', 'Algorithms', 'cpu'],
      ['logic-puzzles', 'Logic Puzzles', 'brain'],
    ]);
  });

  it('lists light summaries in track order; a puzzle in full comes with its id', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.body.map((puzzle) => puzzle.slug)).toEqual([
      'easy-1',
      'easy-2',
      'easy-3',
      'easy-4',
      'medium-one',
      'logic-one',
    ]);
    const [first] = response.body;
    expect(first).toEqual({
      id: expect.any(Number),
      slug: 'easy-1',
      title: 'Sum easy-1',
      description: expect.any(String),
      difficulty: 'easy',
      categoryId: expect.any(Number),
      topic: expect.any(String),
      hintCount: 2,
      hints: [],
      points: 50,
      stars: 1,
      order: 1,
      isUnlocked: true,
      personal: false,
      classId: null,
      progress: { status: 'not_started', completedAt: null, reward: 50, solutionSeen: false },
    });

    const one = await detail(first?.id);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      ...first,
      examples: [{ input: '1 2\n', output: '3\n', explanation: '1 + 2 = 3.' }],
    });
    expect(one.body.problemStatement).toContain('**Input**');
    expect(one.body.starterCode.python).toBe('print(0)\n');
    // A catalogue puzzle has a proven solution in every language, so it offers them all.
    expect(one.body.languages).toEqual(['c', 'cpp', 'java', 'javascript', 'python']);
  });

  it('shows visible tests and only the existence of hidden ones; never solutions', async () => {
    const [first] = (await list()).body;
    const one = (await detail(first?.id)).body;
    expect(one.testCases.slice(0, 3)).toEqual([
      { input: '1 2\n', expected: '3\n', hidden: false },
      { input: '5 7\n', expected: '12\n', hidden: false },
      { hidden: true },
    ]);
    expect(one.testCases).toHaveLength(8);
    const raw = JSON.stringify(one) + JSON.stringify((await list()).body);
    expect(raw).not.toContain('1000000000 1000000000');
    expect(raw).not.toContain('a + b)');
  });

  it('sends only the hints this learner has revealed, in the list and in the puzzle', async () => {
    const [first] = (await list()).body;
    const learner = await buildUser(server);
    expect(JSON.stringify((await list(learner.token)).body)).not.toContain('Read both numbers.');
    expect((await detail(first?.id, learner.token)).body).toMatchObject({ hintCount: 2, hints: [] });

    const reveal = await server.request('POST', `/api/puzzles/${first?.id}/hints/1`, {
      token: learner.token,
    });
    expect(reveal.body).toMatchObject({ hint: 'Read both numbers.' });
    const own = (await list(learner.token)).body.find((puzzle) => puzzle.id === first?.id);
    expect(own).toMatchObject({ hintCount: 2, hints: ['Read both numbers.'] });
    expect((await detail(first?.id, learner.token)).body.hints).toEqual(['Read both numbers.']);

    // Nobody else sees them: not another learner, not a signed-out visitor.
    const other = await buildUser(server);
    expect((await detail(first?.id, other.token)).body.hints).toEqual([]);
    expect(JSON.stringify((await list()).body)).not.toContain('Read both numbers.');
  });

  it('locks medium puzzles until three easy ones of the track are solved', async () => {
    const learner = await buildUser(server);
    const medium = () =>
      list(learner.token).then((response) => response.body.find((p) => p.slug === 'medium-one'));
    expect((await medium())?.isUnlocked).toBe(false);
    const easy = (await list()).body.filter((p) => p.difficulty === 'easy' && p.slug.startsWith('easy'));
    const now = Date.now();
    for (const puzzle of easy.slice(0, 3)) {
      await server.app.ctx.db
        .insertInto('puzzle_progress')
        .values({
          user_id: learner.user.id,
          puzzle_id: puzzle.id,
          status: 'completed',
          started_at: now,
          completed_at: now,
        })
        .execute();
    }
    const unlocked = await medium();
    expect(unlocked?.isUnlocked).toBe(true);
    const solved = (await list(learner.token)).body.find((p) => p.id === easy[0]?.id);
    expect(solved?.progress).toEqual({
      status: 'completed',
      completedAt: new Date(now).toISOString(),
      reward: 0,
      solutionSeen: false,
    });

    // Another learner's view is theirs alone, whatever userId they pass; an administrator may look.
    const other = await buildUser(server);
    const peek = await list(other.token, `?userId=${learner.user.id}`);
    expect(peek.body.find((p) => p.slug === 'medium-one')?.isUnlocked).toBe(false);
    const admin = await buildAdmin(server);
    const adminView = await list(admin.token, `?userId=${learner.user.id}`);
    expect(adminView.body.find((p) => p.slug === 'medium-one')?.isUnlocked).toBe(true);
  });

  it('serves one puzzle by id, and a clear 404 or 400 otherwise', async () => {
    const [first] = (await list()).body;
    expect((await detail(first?.id)).status).toBe(200);
    const missing = await server.request('GET', '/api/puzzles/99999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'No such puzzle', code: 'NOT_FOUND' });
    expect((await server.request('GET', '/api/puzzles/abc')).status).toBe(400);
  });

  it('answers an unchanged poll with a bodiless 304, and a change with a new tag', async () => {
    const learner = await buildUser(server);
    const poll = (etag?: string, token = learner.token, url = '/api/puzzles') =>
      server.request<PuzzleSummary[]>('GET', url, {
        token,
        headers: etag ? { 'if-none-match': etag } : {},
      });
    const full = await poll();
    const etag = full.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    expect(full.headers.get('cache-control')).toBe('private, no-cache');

    const unchanged = await poll(etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(unchanged.headers.get('content-length')).toBeNull();
    // API responses carry a short, strict policy of their own: JSON loads nothing.
    expect(unchanged.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect((await poll(`"other", ${etag}`)).status).toBe(304);

    // Another learner's list is another list; so is a signed-out one.
    const other = await buildUser(server);
    expect((await poll(etag, other.token)).status).toBe(200);
    expect((await poll(etag, '')).status).toBe(200);

    // The learner's progress changes the tag: starting a puzzle, then revealing a hint.
    const [first] = full.body;
    await server.app.ctx.db
      .insertInto('puzzle_progress')
      .values({ user_id: learner.user.id, puzzle_id: first?.id ?? 0, status: 'in_progress', started_at: 1 })
      .execute();
    const started = await poll(etag);
    expect(started.status).toBe(200);
    expect(started.body.find((p) => p.id === first?.id)?.progress.status).toBe('in_progress');
    const startedTag = started.headers.get('etag') ?? '';
    expect(startedTag).not.toBe(etag);
    await server.request('POST', `/api/puzzles/${first?.id}/hints/1`, { token: learner.token });
    const hinted = await poll(startedTag);
    expect(hinted.status).toBe(200);
    // Seeing the solution makes its reward 0: the list that says so is a new one.
    await server.request('GET', `/api/puzzles/${first?.id}/solution`, { token: learner.token });
    const seen = await poll(hinted.headers.get('etag') ?? '');
    expect(seen.status).toBe(200);
    expect(seen.body.find((p) => p.id === first?.id)?.progress).toMatchObject({
      reward: 0,
      solutionSeen: true,
    });

    // So does the catalogue: an edited puzzle.
    const current = (await poll()).headers.get('etag') ?? '';
    expect((await poll(current)).status).toBe(304);
    writePuzzle(content, { order: 4, slug: 'easy-4', title: 'Sum easy-4, edited' });
    await seedCatalogue(server.app.ctx, loadCatalogue(content));
    const edited = await poll(current);
    expect(edited.status).toBe(200);
    expect(edited.body.map((p) => p.title)).toContain('Sum easy-4, edited');

    // One puzzle is tagged too, and differently from the list.
    const url = `/api/puzzles/${first?.id}`;
    const one = await poll(undefined, learner.token, url);
    const oneTag = one.headers.get('etag') ?? '';
    expect(oneTag).not.toBe(edited.headers.get('etag'));
    expect((await poll(oneTag, learner.token, url)).status).toBe(304);
    expect((await poll(oneTag, learner.token, `/api/puzzles/${(first?.id ?? 0) + 1}`)).status).toBe(200);
  });

  it('compresses API responses over 1 KB as the client accepts, and leaves small ones alone', async () => {
    const get = (url: string, encoding: string) =>
      server.request<unknown>('GET', url, { headers: { 'accept-encoding': encoding } });
    const brotli = await get('/api/puzzles', 'gzip, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(Array.isArray(brotli.body)).toBe(true);
    expect((await get('/api/puzzles', 'gzip')).headers.get('content-encoding')).toBe('gzip');
    expect((await get('/api/puzzles', 'identity')).headers.get('content-encoding')).toBeNull();
    const small = await get('/api/categories', 'gzip, br');
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});
