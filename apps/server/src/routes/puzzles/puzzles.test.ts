import { rmSync } from 'node:fs';
import type { Category, Puzzle } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../catalogue/files';
import { seedCatalogue } from '../../catalogue/seed';
import { createContentDir, writePuzzle } from '../../test/catalogue-fixture';
import { buildAdmin, buildUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

describe.each(testDatabaseKinds())('the catalogue API on %s', (kind) => {
  let server: TestServer;
  let content: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    content = createContentDir();
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
    server.request<Puzzle[]>('GET', `/api/puzzles${query}`, { token });

  it('lists the categories in track order', async () => {
    const response = await server.request<Category[]>('GET', '/api/categories');
    expect(response.status).toBe(200);
    expect(response.body.map((category) => [category.slug, category.name, category.icon])).toEqual([
      ['algorithms', 'Algorithms', 'cpu'],
      ['logic-puzzles', 'Logic Puzzles', 'brain'],
    ]);
  });

  it('lists puzzles in the spec shape, in track order', async () => {
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
    expect(first).toMatchObject({
      title: 'Sum easy-1',
      difficulty: 'easy',
      points: 50,
      stars: 1,
      order: 1,
      hints: ['Read both numbers.', 'Add them.'],
      examples: [{ input: '1 2\n', output: '3\n', explanation: '1 + 2 = 3.' }],
      progress: { status: 'not_started', completedAt: null },
      isUnlocked: true,
    });
    expect(first?.problemStatement).toContain('**Input**');
    expect(first?.starterCode.python).toBe('print(0)\n');
  });

  it('shows visible tests and only the existence of hidden ones; never solutions', async () => {
    const [first] = (await list()).body;
    expect(first?.testCases.slice(0, 3)).toEqual([
      { input: '1 2\n', expected: '3\n', hidden: false },
      { input: '5 7\n', expected: '12\n', hidden: false },
      { hidden: true },
    ]);
    expect(first?.testCases).toHaveLength(8);
    const raw = JSON.stringify((await list()).body);
    expect(raw).not.toContain('1000000000 1000000000');
    expect(raw).not.toContain('a + b)');
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
    expect(solved?.progress).toEqual({ status: 'completed', completedAt: new Date(now).toISOString() });

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
    const one = await server.request<Puzzle>('GET', `/api/puzzles/${first?.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(first);
    const missing = await server.request('GET', '/api/puzzles/99999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'No such puzzle', code: 'NOT_FOUND' });
    expect((await server.request('GET', '/api/puzzles/abc')).status).toBe(400);
  });
});
