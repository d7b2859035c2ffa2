import { connect } from 'node:net';
import { ERROR_CODES } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSummary } from '../app';
import { buildAdmin, buildUser, type TestUser } from '../test/factories';
import { testDatabaseKinds } from '../test/test-database';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * Every route the app registers (taken from the app itself, so a new route is covered as soon as it
 * exists) gets what a careless client or a fuzzer sends: missing fields, wrong types, control characters,
 * huge strings, odd ids and bad encodings, signed out, signed in, and as an administrator. Each answer must
 * be a success or a 4xx in the one envelope `{ message, code }`: never a 500, never Fastify's own format.
 * No request reaches the judge: puzzle ids that look valid name no puzzle.
 */

const NO_SUCH_ID = '999999';

/** Path segments that are not ids of anything. */
const ODD_PATH_IDS = [
  '0',
  '-1',
  '2147483648',
  '9007199254740992',
  '1e309',
  'abc',
  '%EF%BC%91', // a fullwidth digit one
  '1.5',
  '%201',
  '%00',
  '%0A',
  '%ff',
  '%',
  'x'.repeat(150),
  NO_SUCH_ID,
];

/** Values put in turn into each field of a body that is otherwise plausible. */
const ODD_VALUES: unknown[] = [
  'a\u0000b',
  '\u0001',
  'a\nb',
  '\t',
  '\u007f',
  '\u0085',
  '\ud800',
  '',
  ' ',
  'x'.repeat(100_000),
  '１',
  'abc',
  '-1',
  '2147483648',
  '9007199254740993',
  '1e309',
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53,
  true,
  null,
  [],
  ['a\u0000'],
  {},
  { nested: 'a\u0000' },
];

/** Whole bodies that are wrong as a whole, sent as raw JSON text. */
const ODD_RAW_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '123',
  '{"puzzleId": 1e309, "id": 1e309}',
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];

/** Query values, already URL-encoded where that matters. */
const ODD_QUERY_VALUES = [...ODD_PATH_IDS, 'python', 'PYTHON', `${'y'.repeat(12_000)}`];

/** A plausible value for a field, by its name: so that each odd value is the only thing wrong. */
function plausible(field: string): unknown {
  if (/email/i.test(field)) return 'fuzz@example.com';
  if (/password/i.test(field)) return 'not the password';
  if (/^(puzzleId|userId|categoryId|id)$/.test(field)) return Number(NO_SUCH_ID);
  if (field === 'language') return 'python';
  if (field === 'mobile') return '0123456789';
  if (field === 'timeZone') return 'UTC';
  if (field === 'username') return 'fuzzer';
  if (field === 'code') return 'print(1)';
  return 'x';
}

function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: unknown } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

interface Probe {
  method: string;
  path: string;
  token?: string | undefined;
  rawBody?: string;
  contentType?: string;
}

function probesFor(route: RouteSummary, token: string | undefined): Probe[] {
  const method = route.method;
  const params = route.url.match(/:\w+/g) ?? [];
  const pathWith = (replace: (param: string) => string) =>
    route.url.replace(/:\w+/g, (param) => replace(param));
  const basePath = pathWith(() => NO_SUCH_ID);
  const probes: Probe[] = [{ method, path: basePath, token }];

  for (const param of params) {
    for (const odd of ODD_PATH_IDS) {
      probes.push({ method, path: pathWith((p) => (p === param ? odd : NO_SUCH_ID)), token });
    }
  }

  // Every odd value in each field the route reads from the query; a few in one it does not read.
  const queryFields = fieldsOf(route.schema?.querystring);
  for (const field of queryFields) {
    for (const odd of ODD_QUERY_VALUES) {
      probes.push({ method, path: `${basePath}?${field}=${odd}`, token });
    }
    probes.push({ method, path: `${basePath}?${field}=1&${field}=2`, token });
  }
  for (const odd of ['%00', '%ff', ODD_QUERY_VALUES.at(-1)]) {
    probes.push({ method, path: `${basePath}?unread=${odd}`, token });
  }

  if (method === 'GET' || method === 'HEAD') return probes;

  const bodyFields = fieldsOf(route.schema?.body);
  const base = Object.fromEntries(bodyFields.map((field) => [field, plausible(field)]));
  probes.push({ method, path: basePath, token, rawBody: JSON.stringify(base) });
  for (const field of bodyFields) {
    const { [field]: _missing, ...withoutField } = base;
    probes.push({ method, path: basePath, token, rawBody: JSON.stringify(withoutField) });
    for (const odd of ODD_VALUES) {
      probes.push({ method, path: basePath, token, rawBody: JSON.stringify({ ...base, [field]: odd }) });
    }
    probes.push({ method, path: basePath, token, rawBody: `{"${field}": 1e309}` });
  }
  for (const rawBody of ODD_RAW_BODIES) probes.push({ method, path: basePath, token, rawBody });
  for (const contentType of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/json; charset=latin1',
  ]) {
    probes.push({ method, path: basePath, token, rawBody: JSON.stringify(base), contentType });
  }
  return probes;
}

/** What is wrong with an answer, or null when it is a success or a 4xx in the envelope. */
function problemWith(
  method: string,
  status: number,
  contentType: string | null,
  text: string,
): string | null {
  if (status >= 500) return `status ${status}: ${text.slice(0, 200)}`;
  if (status < 400 || method === 'HEAD') return null;
  if (!contentType?.includes('application/json'))
    return `status ${status} without JSON: ${text.slice(0, 200)}`;
  const body = JSON.parse(text) as { message?: unknown; code?: unknown };
  const keys = Object.keys(body).sort().join(',');
  if (keys !== 'code,message' || typeof body.message !== 'string' || body.message === '') {
    return `status ${status} outside the envelope: ${text.slice(0, 200)}`;
  }
  if (!(ERROR_CODES as readonly unknown[]).includes(body.code)) return `unknown code ${String(body.code)}`;
  return null;
}

async function send(server: TestServer, probe: Probe): Promise<string | null> {
  const headers: Record<string, string> = {};
  if (probe.token) headers.authorization = `Bearer ${probe.token}`;
  if (probe.rawBody !== undefined) headers['content-type'] = probe.contentType ?? 'application/json';
  const response = await fetch(`${server.baseUrl}${probe.path}`, {
    method: probe.method,
    headers,
    body: probe.rawBody ?? null,
  });
  const text = await response.text();
  const problem = problemWith(probe.method, response.status, response.headers.get('content-type'), text);
  if (!problem) return null;
  const body = probe.rawBody === undefined ? '' : ` ${probe.rawBody.slice(0, 80)}`;
  return `${probe.method} ${probe.path.slice(0, 120)}${probe.token ? ' (signed in)' : ''}${body} → ${problem}`;
}

/** Sends the probes a few at a time; returns every problem found. */
async function sendAll(server: TestServer, probes: Probe[]): Promise<string[]> {
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++];
      if (!probe) break;
      const problem = await send(server, probe);
      if (problem) problems.push(problem);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return problems;
}

/** Raw bytes over TCP, for what fetch will not send; the status line and body of the answer. */
function rawExchange(server: TestServer, bytes: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    });
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error('no answer'));
    });
    socket.write(bytes);
  });
}

describe.each(testDatabaseKinds())('every route under fuzzing on %s', (kind) => {
  let server: TestServer;
  let learner: TestUser;
  let admin: TestUser;
  let routes: RouteSummary[];

  const warnings: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { LOG_LEVEL: 'warn' },
      logStream: (line) => warnings.push(line),
    });
    learner = await buildUser(server);
    admin = await buildAdmin(server);
    // HEAD answers as GET does, and `/x/` as `/x`: one of each is enough.
    const all = server.app.routeTable.filter((route) => route.url.startsWith('/api'));
    const seen = new Set(all.map((route) => `${route.method} ${route.url}`));
    routes = all.filter(
      (route) =>
        route.method !== 'HEAD' &&
        route.method !== 'OPTIONS' &&
        !(route.url.endsWith('/') && seen.has(`${route.method} ${route.url.slice(0, -1)}`)),
    );
  });
  afterAll(() => server.close());

  /**
   * All the probes for a route, for the first caller it lets in; a tenth of them for the others (refused
   * before anything is read, 401 or 403, or let in as the first was, where the probes say nothing new).
   */
  async function probesWorthSending(
    route: RouteSummary,
    token: string | undefined,
    fuzzedAlready: boolean,
  ): Promise<{ probes: Probe[]; full: boolean }> {
    const probes = probesFor(route, token);
    const path = route.url.replace(/:\w+/g, NO_SUCH_ID);
    const first = await fetch(`${server.baseUrl}${path}`, {
      method: route.method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    await first.arrayBuffer();
    const refused = first.status === 401 || first.status === 403;
    if (!refused && !fuzzedAlready) return { probes, full: true };
    return { probes: probes.filter((_probe, index) => index % 10 === 0), full: false };
  }

  /** Signs the user in again if a probe (logout, say) ended the session. */
  async function stillSignedIn(user: TestUser): Promise<TestUser> {
    const check = await server.request('GET', '/api/profile/current', { token: user.token });
    if (check.status === 200) return user;
    const login = await server.request<{ token: string }>('POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
    return { ...user, token: login.body.token };
  }

  it('knows the routes it fuzzes', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toContain('POST /api/auth/signup');
    expect(names).toContain('PUT /api/puzzles/:id/draft');
    expect(names).toContain('GET /api/admin/users');
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it('answers every route with a success or a 4xx in the envelope, never a 500', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const identities = route.url.startsWith('/api/admin')
        ? [undefined, learner.token, admin.token]
        : [undefined, learner.token];
      let fuzzed = false;
      for (const token of identities) {
        const { probes, full } = await probesWorthSending(route, token, fuzzed);
        fuzzed ||= full;
        sent += probes.length;
        problems.push(...(await sendAll(server, probes)));
        learner = await stillSignedIn(learner);
        admin = await stillSignedIn(admin);
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(800);
    // PostgreSQL's refusals are answered 400 as a last resort; every value should be stopped before that.
    const refusedByDatabase = warnings
      .map((line) => JSON.parse(line) as { msg?: string; err?: { message?: string; stack?: string } })
      .filter((entry) => entry.msg === 'value the database refused')
      .map(
        (entry) =>
          `${entry.err?.message} ${entry.err?.stack?.split('\n').find((at) => at.includes('/src/'))}`,
      );
    expect(refusedByDatabase).toEqual([]);
  }, 120_000);

  it('answers headers or an address over 16 KB with a 431 in the envelope', async () => {
    const query = 'q'.repeat(20_000);
    const answer = await rawExchange(
      server,
      `GET /api/puzzles?userId=${query} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'HEADERS_TOO_LARGE', message: expect.any(String) });
  });

  it.each([
    'FOO /api/health HTTP/1.1',
    'OPTIONS /api/auth/login HTTP/1.1',
    'GET * HTTP/1.1',
    'GET api/health HTTP/1.1',
    'GET http://localhost/api/puzzles/%ff HTTP/1.1',
    'GET /api/puzzles/1%00 HTTP/1.1',
    'GET /api/puzzles/../../etc/passwd HTTP/1.1',
    'GET /api//puzzles HTTP/1.1',
    'DELETE /api/puzzles/1 HTTP/1.1',
    'POST /api/auth/login HTTP/1.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nContent-Length: 3',
  ])('answers the raw request %j in the envelope', async (head) => {
    const answer = await rawExchange(server, `${head}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(500);
    if (answer.status >= 400) {
      const body = answer.body.includes('\r\n') ? (answer.body.split('\r\n')[1] ?? '') : answer.body;
      expect(JSON.parse(body)).toEqual({ message: expect.any(String), code: expect.any(String) });
    }
  });

  it('answers a request that is not HTTP with a 400 in the envelope', async () => {
    const answer = await rawExchange(
      server,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nno colon\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'BAD_REQUEST',
      message: 'The request is not valid HTTP',
    });
  });
});
