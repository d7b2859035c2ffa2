import {
  type AccountDataResponse,
  type CommunitySolution,
  type ErrorResponse,
  SOLUTION_MESSAGES,
  type SolutionMarkResponse,
  type SolutionsResponse,
  type Submission,
} from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { writePuzzle } from '../../test/catalogue-fixture';
import { storedSubmissions } from '../../test/code-requests';
import { buildUser, type TestUser } from '../../test/factories';
import { OFF_BY_ONE_PY, SUM_C, SUM_PY } from '../../test/programs';
import { useSeededServer } from '../../test/seeded';
import { testDatabaseKinds } from '../../test/test-database';

/** The same sum, written longer: "shortest" puts it after SUM_PY. */
const LONG_SUM_PY = 'first, second = map(int, input().split())\ntotal = first + second\nprint(total)\n';

describe.each(testDatabaseKinds())("a learner's submissions and others' solutions on %s", (kind) => {
  const { server, id } = useSeededServer(kind, (dir) => {
    writePuzzle(dir, { order: 1, slug: 'sum' });
    writePuzzle(dir, { order: 2, slug: 'practice' });
    writePuzzle(dir, { order: 3, slug: 'listing' });
  });

  const submit = async (learner: TestUser, code: string, slug = 'sum', language = 'python') => {
    const response = await server.request<{ submissionId: number; verdict: string } & ErrorResponse>(
      'POST',
      '/api/code/submit',
      { token: learner.token, body: { puzzleId: id(slug), code, language } },
    );
    if (response.status !== 200) throw new Error(`submit failed: ${JSON.stringify(response.body)}`);
    return response.body;
  };
  const solutions = (learner: TestUser, query = '', slug = 'sum') =>
    server.request<SolutionsResponse & ErrorResponse>('GET', `/api/puzzles/${id(slug)}/solutions${query}`, {
      token: learner.token,
    });
  const mark = (learner: TestUser, method: 'PUT' | 'DELETE', submissionId: number, markKind: string) =>
    server.request<SolutionMarkResponse & ErrorResponse>(
      method,
      `/api/puzzles/${id('sum')}/solutions/${submissionId}/marks/${markKind}`,
      { token: learner.token },
    );

  it("lists a learner's own submissions with their code, newest first, and never another's", async () => {
    const learner = await buildUser(server);
    const other = await buildUser(server);
    const wrong = await submit(learner, OFF_BY_ONE_PY);
    const right = await submit(learner, SUM_PY);
    const history: Submission[] = await storedSubmissions(server, id('sum'), learner);
    expect(history.map((entry) => [entry.id, entry.verdict, entry.code])).toEqual([
      [right.submissionId, 'ACCEPTED', SUM_PY],
      [wrong.submissionId, 'WRONG_ANSWER', OFF_BY_ONE_PY],
    ]);
    expect(history[0]?.runtimeMs).toEqual(expect.any(Number));
    expect(await storedSubmissions(server, id('sum'), other)).toEqual([]);
    const signedOut = await server.request('GET', `/api/puzzles/${id('sum')}/submissions`);
    expect(signedOut.status).toBe(401);
  });

  it('opens solutions with the first accept: language first, sorted, one per learner and language', async () => {
    const reader = await buildUser(server);
    const author = await buildUser(server);
    const second = await buildUser(server);

    const before = await solutions(reader, '', 'listing');
    expect(before.status).toBe(403);
    expect(before.body.message).toBe(SOLUTION_MESSAGES.locked);
    await submit(reader, OFF_BY_ONE_PY, 'listing');
    expect((await solutions(reader, '', 'listing')).status).toBe(403);

    await submit(author, SUM_C, 'listing', 'c');
    const latestC = await submit(author, `${SUM_C}\n`, 'listing', 'c');
    const authorPy = await submit(author, SUM_PY, 'listing');
    await submit(author, OFF_BY_ONE_PY, 'listing'); // a later wrong answer does not hide the accept
    const secondPy = await submit(second, LONG_SUM_PY, 'listing');
    const own = await submit(reader, SUM_PY, 'listing');

    const byLanguage = await solutions(reader, '?language=c', 'listing');
    expect(byLanguage.status).toBe(200);
    const ids = (items: CommunitySolution[]) => items.map((item) => item.id);
    // C first; then the others, newest first; never the reader's own, nor the author's earlier C accept.
    expect(ids(byLanguage.body.items)).toEqual([
      latestC.submissionId,
      secondPy.submissionId,
      authorPy.submissionId,
    ]);
    expect(byLanguage.body.total).toBe(3);
    expect(byLanguage.body.items[0]).toEqual({
      id: latestC.submissionId,
      author: { username: author.user.username },
      language: 'c',
      code: `${SUM_C}\n`,
      createdAt: expect.any(String),
      marks: { clever: 0, best_practice: 0 },
      myMarks: { clever: false, best_practice: false },
    });
    expect(ids(byLanguage.body.items)).not.toContain(own.submissionId);

    const shortest = await solutions(reader, '?sort=shortest&language=python', 'listing');
    expect(ids(shortest.body.items)).toEqual([
      authorPy.submissionId,
      secondPy.submissionId,
      latestC.submissionId,
    ]);

    const paged = await solutions(reader, '?sort=shortest&pageSize=1&page=2', 'listing');
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(ids(paged.body.items)).toEqual([secondPy.submissionId]);

    const badSort = await solutions(reader, '?sort=longest', 'listing');
    expect(badSort.status).toBe(400);
    expect(badSort.body.message).toBe('sort must be recent or shortest');
  });

  it('counts marks once each, withdraws them, and never lets a learner mark their own', async () => {
    const author = await buildUser(server);
    const reader = await buildUser(server);
    const another = await buildUser(server);
    const earlier = await submit(author, LONG_SUM_PY);
    const solution = await submit(author, SUM_PY);
    await submit(another, SUM_PY);

    expect((await mark(reader, 'PUT', solution.submissionId, 'clever')).status).toBe(403);
    await submit(reader, SUM_PY);

    const first = await mark(reader, 'PUT', solution.submissionId, 'clever');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      id: solution.submissionId,
      marks: { clever: 1, best_practice: 0 },
      myMarks: { clever: true, best_practice: false },
    });
    expect((await mark(reader, 'PUT', solution.submissionId, 'clever')).body.marks.clever).toBe(1);
    expect((await mark(reader, 'PUT', solution.submissionId, 'best_practice')).body.marks).toEqual({
      clever: 1,
      best_practice: 1,
    });
    const both = await mark(another, 'PUT', solution.submissionId, 'clever');
    expect(both.body).toEqual({
      id: solution.submissionId,
      marks: { clever: 2, best_practice: 1 },
      myMarks: { clever: true, best_practice: false },
    });
    const withdrawn = await mark(reader, 'DELETE', solution.submissionId, 'clever');
    expect(withdrawn.body).toEqual({
      id: solution.submissionId,
      marks: { clever: 1, best_practice: 1 },
      myMarks: { clever: false, best_practice: true },
    });

    const listed = (await solutions(reader)).body.items.find((item) => item.id === solution.submissionId);
    expect(listed?.marks).toEqual({ clever: 1, best_practice: 1 });
    expect(listed?.myMarks).toEqual({ clever: false, best_practice: true });

    // The learner's own data holds the marks they gave.
    const data = await server.request<AccountDataResponse>('GET', '/api/profile/data', {
      token: reader.token,
    });
    expect(data.body.solutionMarks).toEqual([
      {
        submissionId: solution.submissionId,
        puzzleId: id('sum'),
        puzzleTitle: 'Sum sum',
        kind: 'best_practice',
        markedAt: expect.any(String),
      },
    ]);

    const ownMark = await mark(author, 'PUT', solution.submissionId, 'clever');
    expect(ownMark.status).toBe(403);
    expect(ownMark.body.message).toBe(SOLUTION_MESSAGES.ownSolution);
    // Only the latest accept per learner and language is listed, so only it can be marked.
    expect((await mark(reader, 'PUT', earlier.submissionId, 'clever')).status).toBe(404);
    expect((await mark(reader, 'PUT', solution.submissionId, 'genius')).status).toBe(400);
  });

  it("drops a deleted account's solutions and marks", async () => {
    const leaving = await buildUser(server);
    const reader = await buildUser(server);
    const staying = await buildUser(server);
    const gone = await submit(leaving, SUM_PY);
    const kept = await submit(staying, LONG_SUM_PY);
    await submit(reader, SUM_PY);
    await mark(leaving, 'PUT', kept.submissionId, 'clever');
    expect((await solutions(reader)).body.items.map((item) => item.id)).toContain(gone.submissionId);

    const deleted = await server.request('DELETE', '/api/profile', {
      token: leaving.token,
      body: { password: leaving.password },
    });
    expect(deleted.status).toBe(200);
    const after = (await solutions(reader)).body.items;
    expect(after.map((item) => item.id)).not.toContain(gone.submissionId);
    expect(after.find((item) => item.id === kept.submissionId)?.marks.clever).toBe(0);
  });

  it("shows nothing on a learner's own practice puzzle", async () => {
    const owner = await buildUser(server);
    const other = await buildUser(server);
    await submit(other, SUM_PY, 'practice');
    await server.app.ctx.db
      .updateTable('puzzles')
      .set({ owner_id: owner.user.id })
      .where('id', '=', id('practice'))
      .execute();
    expect((await solutions(owner, '', 'practice')).status).toBe(403);
    await submit(owner, SUM_PY, 'practice');
    const listed = await solutions(owner, '', 'practice');
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ items: [], total: 0 });
    // Nobody else may open it at all.
    expect((await solutions(other, '', 'practice')).status).toBe(404);
  });

  it('needs a session', async () => {
    expect((await server.request('GET', `/api/puzzles/${id('sum')}/solutions`)).status).toBe(401);
    expect((await server.request('PUT', `/api/puzzles/${id('sum')}/solutions/1/marks/clever`)).status).toBe(
      401,
    );
  });
});
