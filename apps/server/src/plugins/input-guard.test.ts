import { rmSync } from 'node:fs';
import type { Draft, ErrorResponse, Puzzle } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue/files';
import { seedCatalogue } from '../commands/seed-catalogue';
import { writePuzzle } from '../test/catalogue-fixture';
import { buildAdmin, buildUser, signupForm, type TestUser } from '../test/factories';
import { testDatabaseKinds } from '../test/test-database';
import { startTestServer, type TestServer } from '../test/test-server';
import { firstControlCharacter } from './input-guard';

describe('finding control characters in a request', () => {
  it('names the first field that holds one, however deep', () => {
    expect(firstControlCharacter({ a: 'ok', b: { c: ['fine', 'x\u0000'] }, d: '\u0001' })).toBe('b.c.1');
    expect(firstControlCharacter({ code: 'a\tb\r\nc' })).toBeNull();
    expect(firstControlCharacter('\u0085')).toBe('');
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(firstControlCharacter(deep)).toMatch(/^0(\.0)*$/);
  });
});

describe.each(testDatabaseKinds())('control characters and ids on %s', (kind) => {
  let server: TestServer;
  let content: string;
  let puzzle: Puzzle;
  let learner: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    content = server.contentDir;
    writePuzzle(content, { order: 1, slug: 'easy-one' });
    await seedCatalogue(server.app.ctx, loadCatalogue(content));
    [puzzle] = (await server.request<Puzzle[]>('GET', '/api/puzzles')).body as [Puzzle];
    learner = await buildUser(server);
  });
  afterAll(async () => {
    await server.close();
    rmSync(content, { recursive: true, force: true });
  });

  const refusal = (field: string) => ({
    message: `${field}: must not contain control characters`,
    code: 'VALIDATION',
  });

  it.each([
    ['email', { email: 'nul\u0000@example.com' }],
    ['username', { username: 'line\nbreak' }],
    ['username', { username: 'tab\there' }],
    ['mobile', { mobile: '012345678\u0000' }],
    ['password', { password: 'pass\u007fword', confirmPassword: 'pass\u007fword' }],
    ['timeZone', { timeZone: 'UTC\u0085' }],
  ])('refuses a sign-up whose %s holds a control character', async (field, overrides) => {
    const form = signupForm(overrides);
    const response = await server.request<ErrorResponse>('POST', '/api/auth/signup', { body: form });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal(field));
  });

  it('refuses a control character in a field the route does not read', async () => {
    const response = await server.request<ErrorResponse>('POST', '/api/auth/login', {
      body: { email: learner.email, password: learner.password, extra: { note: 'a\u0000' } },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal('extra.note'));
  });

  it('refuses a NUL in code before anything is judged or stored', async () => {
    for (const route of ['/api/code/run', '/api/code/submit']) {
      const response = await server.request<ErrorResponse>('POST', route, {
        token: learner.token,
        body: { code: 'print(1)\u0000', language: 'python', puzzleId: puzzle.id },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(refusal('code'));
    }
    const submissions = await server.request<unknown[]>('GET', `/api/puzzles/${puzzle.id}/submissions`, {
      token: learner.token,
    });
    expect(submissions.body).toEqual([]);
  });

  it('keeps tabs, line feeds and carriage returns in code', async () => {
    const code = 'def main():\r\n\tprint(1)\n';
    const saved = await server.request<Draft>('PUT', `/api/puzzles/${puzzle.id}/draft?language=python`, {
      token: learner.token,
      body: { code },
    });
    expect(saved.status).toBe(200);
    const read = await server.request<Draft>('GET', `/api/puzzles/${puzzle.id}/draft?language=python`, {
      token: learner.token,
    });
    expect(read.body.code).toBe(code);
    const refused = await server.request<ErrorResponse>(
      'PUT',
      `/api/puzzles/${puzzle.id}/draft?language=python`,
      {
        token: learner.token,
        body: { code: 'x\u001b[31m' },
      },
    );
    expect(refused.body).toEqual(refusal('code'));
  });

  it.each([
    ['/api/puzzles/2147483648', 'No such puzzle'],
    ['/api/puzzles/9007199254740993', 'No such puzzle'],
    ['/api/puzzles/1e3', 'No such puzzle'],
    ['/api/puzzles/%EF%BC%91', 'No such puzzle'],
    ['/api/puzzles/0', 'No such puzzle'],
    ['/api/achievements/user/2147483648', 'No such user'],
  ])('refuses the id in %s', async (url, message) => {
    const response = await server.request<ErrorResponse>('GET', url);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, code: 'VALIDATION' });
  });

  it('answers the largest id there can be with a 404', async () => {
    const response = await server.request<ErrorResponse>('GET', '/api/puzzles/2147483647');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });

  it('refuses a puzzle id past 32 bits in a body', async () => {
    const response = await server.request<ErrorResponse>('POST', '/api/code/submit', {
      token: learner.token,
      body: { code: 'print(1)', language: 'python', puzzleId: 2 ** 31 },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'No such puzzle', code: 'VALIDATION' });
  });

  it("ignores an administrator's out-of-range userId in the query", async () => {
    const admin = await buildAdmin(server);
    const response = await server.request<Puzzle[]>('GET', '/api/puzzles?userId=2147483648', {
      token: admin.token,
    });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1);
  });

  it('answers bad percent-encoding with a 400 in the envelope', async () => {
    const response = await server.request<ErrorResponse>('GET', '/api/puzzles/%ff');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'The address is not valid: it holds a malformed percent-encoding',
      code: 'BAD_REQUEST',
    });
  });

  it('answers a path parameter longer than any id with a 404 in the envelope', async () => {
    const response = await server.request<ErrorResponse>('GET', `/api/puzzles/${'1'.repeat(150)}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: expect.stringMatching(/^Not found/), code: 'NOT_FOUND' });
  });

  it('answers a long query string with the envelope', async () => {
    const response = await server.request<ErrorResponse>(
      'GET',
      `/api/puzzles/2147483647?userId=${'9'.repeat(15_000)}`,
    );
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });
});
