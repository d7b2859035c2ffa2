import { rmSync } from 'node:fs';
import type { Draft, ErrorResponse, HintResponse, Puzzle, SolutionResponse } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../catalogue/files';
import { seedCatalogue } from '../../commands/seed-catalogue';
import { writePuzzle } from '../../test/catalogue-fixture';
import { buildUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

describe.each(testDatabaseKinds())('hints, solutions and drafts on %s', (kind) => {
  let server: TestServer;
  let content: string;
  let easy: Puzzle;
  let medium: Puzzle;
  beforeAll(async () => {
    server = await startTestServer(kind);
    content = server.contentDir;
    writePuzzle(content, { order: 1, slug: 'easy-one' });
    writePuzzle(content, { order: 2, slug: 'medium-one', difficulty: 'medium' });
    await seedCatalogue(server.app.ctx, loadCatalogue(content));
    const puzzles = (await server.request<Puzzle[]>('GET', '/api/puzzles')).body;
    [easy, medium] = puzzles as [Puzzle, Puzzle];
  });
  afterAll(async () => {
    await server.close();
    rmSync(content, { recursive: true, force: true });
  });

  it('reveals hints one by one at 10 XP each', async () => {
    const learner = await buildUser(server);
    const hint = (n: number) =>
      server.request<HintResponse & ErrorResponse>('POST', `/api/puzzles/${easy.id}/hints/${n}`, {
        token: learner.token,
      });
    expect((await hint(2)).body).toEqual({ message: 'Reveal hint 1 first', code: 'BAD_REQUEST' });
    expect((await hint(1)).body).toEqual({
      index: 1,
      hint: 'Read both numbers.',
      hintsRevealed: 1,
      hintCount: 2,
      reward: 40,
    });
    expect((await hint(2)).body.reward).toBe(30);
    // The puzzle, in the list and alone, says what solving it earns now.
    const progressOf = async (url: string) =>
      (await server.request<Puzzle | Puzzle[]>('GET', url, { token: learner.token })).body;
    const listed = (await progressOf('/api/puzzles')) as Puzzle[];
    expect(listed.find((puzzle) => puzzle.id === easy.id)?.progress).toMatchObject({
      reward: 30,
      solutionSeen: false,
    });
    expect(((await progressOf(`/api/puzzles/${easy.id}`)) as Puzzle).progress.reward).toBe(30);
    const missing = await hint(3);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This puzzle has 2 hints');
  });

  it('serves the solution, forfeiting the reward', async () => {
    const learner = await buildUser(server);
    const response = await server.request<SolutionResponse>('GET', `/api/puzzles/${easy.id}/solution`, {
      token: learner.token,
    });
    expect(response.status).toBe(200);
    expect(response.body.reward).toBe(0);
    const after = await server.request<Puzzle>('GET', `/api/puzzles/${easy.id}`, { token: learner.token });
    expect(after.body.progress).toMatchObject({ reward: 0, solutionSeen: true });
    expect(response.body.solution.c).toContain('printf');
    expect(response.body.solution.java).toContain('class Main');
  });

  it('refuses a locked puzzle with 403 and a signed-out caller with 401', async () => {
    const learner = await buildUser(server);
    const locked = await server.request<ErrorResponse>('GET', `/api/puzzles/${medium.id}/solution`, {
      token: learner.token,
    });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe('This puzzle is locked: solve 3 easy puzzles of its track to unlock it');
    expect(
      (await server.request('POST', `/api/puzzles/${medium.id}/hints/1`, { token: learner.token })).status,
    ).toBe(403);
    expect((await server.request('GET', `/api/puzzles/${easy.id}/solution`)).status).toBe(401);
    expect((await server.request('POST', `/api/puzzles/${easy.id}/hints/1`)).status).toBe(401);
  });

  it('keeps a draft per puzzle and language', async () => {
    const learner = await buildUser(server);
    const url = (language: string) => `/api/puzzles/${easy.id}/draft?language=${language}`;
    const empty = await server.request<Draft>('GET', url('c'), { token: learner.token });
    expect(empty.body).toEqual({ language: 'c', code: null, updatedAt: null });
    const saved = await server.request<Draft>('PUT', url('c'), {
      token: learner.token,
      body: { code: 'int main(){}' },
    });
    expect(saved.status).toBe(200);
    await server.request('PUT', url('python'), { token: learner.token, body: { code: 'print(1)' } });
    await server.request('PUT', url('c'), { token: learner.token, body: { code: 'int main(){return 0;}' } });
    expect((await server.request<Draft>('GET', url('c'), { token: learner.token })).body.code).toBe(
      'int main(){return 0;}',
    );
    expect((await server.request<Draft>('GET', url('python'), { token: learner.token })).body.code).toBe(
      'print(1)',
    );
    const other = await buildUser(server);
    expect((await server.request<Draft>('GET', url('c'), { token: other.token })).body.code).toBeNull();

    const tooBig = await server.request<ErrorResponse>('PUT', url('c'), {
      token: learner.token,
      body: { code: 'x'.repeat(70_000) },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe('Code is limited to 64 KB');
    const badLanguage = await server.request<ErrorResponse>('GET', url('rust'), { token: learner.token });
    expect(badLanguage.body.message).toBe('language must be c, cpp, java, javascript or python');
    const locked = await server.request('PUT', `/api/puzzles/${medium.id}/draft?language=c`, {
      token: learner.token,
      body: { code: 'x' },
    });
    expect(locked.status).toBe(403);
  });
});
