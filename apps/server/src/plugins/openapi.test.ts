import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser, type TestUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * The API document at /api/openapi.json and its page at /api/docs, through the real server: a valid
 * OpenAPI 3.1 document naming every API route with its request and response schemas, saying truly who may
 * call each, and holding no secret. The document does not depend on the database: SQLite only.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  $ref?: string;
  anyOf?: JsonSchema[];
}

interface Operation {
  tags?: string[];
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  security?: Record<string, string[]>[];
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, { type: 'http'; scheme: string }>;
  };
  paths: Record<string, Record<string, Operation>>;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/**
 * Routes under /api that the document leaves out, and why:
 * - the document and its page (/api/openapi.json, /api/docs and its files): they show the API, they are not
 *   part of it;
 * - the judge's texts route (/api/judge/…): spoken between CodeQuest's own processes with a per-process
 *   secret no client holds (routes/judge/texts.ts).
 */
function exempt(url: string): boolean {
  return (
    url === '/api/openapi.json' ||
    url === '/api/docs' ||
    url.startsWith('/api/docs/') ||
    url.startsWith('/api/judge/')
  );
}

/** Values that must never appear in the document or its page. */
const SECRETS = {
  ADMIN_EMAIL: 'operator@example.com',
  ADMIN_PASSWORD: 'admin-password-never-shown',
  SMTP_URL: 'smtp://mailer:smtp-password-never-shown@127.0.0.1:2525',
  LLM_BASE_URL: 'http://127.0.0.1:9/v1',
  LLM_MODEL: 'a-model',
  LLM_API_KEY: 'llm-key-never-shown',
};

/** A bearer token, a reset link's or the judge texts' secret: 32 random bytes as base64url. */
const SECRET_SHAPE = /[A-Za-z0-9_-]{43}/;

const NO_SUCH_ID = '999999';

describe('the API document', () => {
  let server: TestServer;
  let learner: TestUser;
  let admin: TestUser;
  let document: OpenApiDocument;

  beforeAll(async () => {
    // Sign-ups sign in at once here (with SMTP_URL they would finish from a mailed link).
    server = await startTestServer('sqlite', { env: { ...SECRETS, SIGNUP_CONFIRM_EMAIL: 'off' } });
    learner = await buildUser(server);
    admin = await buildAdmin(server);
    const response = await server.request<OpenApiDocument>('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    document = response.body;
  });
  afterAll(() => server.close());

  /** Every operation in the document, as "METHOD /path". */
  function documentedOperations(): [string, Operation][] {
    return Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => HTTP_METHODS.includes(method))
        .map(([method, operation]): [string, Operation] => [`${method.toUpperCase()} ${path}`, operation]),
    );
  }

  function operation(name: string): Operation {
    const found = documentedOperations().find(([documented]) => documented === name);
    if (!found) throw new Error(`${name} is not in the document`);
    return found[1];
  }

  it('is a valid OpenAPI 3.1 document titled CodeQuest API, at the server’s version', async () => {
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    expect(result.valid ? [] : compileErrors(result)).toEqual([]);
    expect(result).toMatchObject({ valid: true, specification: 'OpenAPI', warnings: [] });
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'CodeQuest API', version: server.config.version });
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('names every API route the server registers, save the exempt ones, and nothing else', () => {
    // HEAD answers as GET does, and `/x/` as `/x`: one of each is what a client calls.
    const all = server.app.routeTable.filter((route) => route.url.startsWith('/api'));
    const seen = new Set(all.map((route) => `${route.method} ${route.url}`));
    const routes = all.filter(
      (route) =>
        route.method !== 'HEAD' &&
        !exempt(route.url) &&
        !(route.url.endsWith('/') && seen.has(`${route.method} ${route.url.slice(0, -1)}`)),
    );
    const expected = [...new Set(routes.map((route) => `${route.method} ${route.url}`))]
      .map((name) => name.replace(/:(\w+)/g, '{$1}'))
      .sort();
    expect(expected).toContain('POST /api/auth/signup');
    expect(expected).toContain('PUT /api/puzzles/{id}/draft');
    expect(expected).toContain('GET /api/admin/users');
    expect(expected.length).toBeGreaterThanOrEqual(30);

    expect(
      documentedOperations()
        .map(([name]) => name)
        .sort(),
    ).toEqual(expected);
    expect(Object.keys(document.paths).filter(exempt)).toEqual([]);
  });

  it('gives each route its request (params, query, body) and response schemas from the contracts', () => {
    const signup = operation('POST /api/auth/signup');
    const body = signup.requestBody?.content['application/json']?.schema;
    expect(signup.requestBody?.required).toBe(true);
    expect(Object.keys(body?.properties ?? {})).toEqual(expect.arrayContaining(['email', 'password']));
    expect(body?.required).toEqual(expect.arrayContaining(['email', 'password']));
    // Signed in at once, or (SIGNUP_CONFIRM_EMAIL) a link mailed: both shapes are in the document.
    const answer = signup.responses['200']?.content?.['application/json']?.schema;
    const shapes = (answer?.anyOf ?? []).map((shape) => Object.keys(shape.properties ?? {}).sort());
    expect(shapes).toEqual([expect.arrayContaining(['token', 'user']), ['confirmationSent', 'message']]);

    const draft = operation('PUT /api/puzzles/{id}/draft');
    expect(draft.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'path', name: 'id', required: true }),
        expect.objectContaining({ in: 'query', name: 'language' }),
      ]),
    );
    expect(draft.requestBody?.content['application/json']?.schema.properties).toHaveProperty('code');

    // A route that answers 304 to a current copy says so, without a body.
    const puzzles = operation('GET /api/puzzles');
    expect(puzzles.responses['200']?.content?.['application/json']?.schema.type).toBe('array');
    expect(puzzles.responses['304']).toEqual({ description: expect.any(String) });
  });

  it('describes the one error envelope on every route', () => {
    const envelope = document.components.schemas.ErrorResponse;
    expect(envelope?.required).toEqual(['message', 'code']);
    expect(envelope?.properties?.code?.enum).toContain('VALIDATION');
    for (const [name, described] of documentedOperations()) {
      const fallback = described.responses.default?.content?.['application/json']?.schema;
      expect(fallback, name).toEqual({ $ref: '#/components/schemas/ErrorResponse' });
    }
  });

  it('tags each route with its area and says truly who may call it', async () => {
    // The token is optional unless a route says otherwise.
    expect(document.security).toEqual([{}, { bearer: [] }]);
    const checked: string[] = [];
    for (const [name, described] of documentedOperations()) {
      const [method, path] = name.split(' ') as [string, string];
      expect(described.tags, name).toEqual([path.split('/')[2]]);
      const needsToken = described.security !== undefined;
      const forAdmins = described.responses['403'] !== undefined;
      if (needsToken) expect(described.security, name).toEqual([{ bearer: [] }]);
      expect(needsToken || !forAdmins, name).toBe(true);

      // Refusals come from onRequest hooks, before the body is read: no probe below changes anything.
      const url = path.replace(/\{\w+\}/g, NO_SUCH_ID);
      const anonymous = await server.request(method, url);
      expect(anonymous.status === 401, `${name} without a token answered ${anonymous.status}`).toBe(
        needsToken,
      );
      if (needsToken) expect(described.responses['401'], name).toBeDefined();
      if (forAdmins) {
        const asLearner = await server.request(method, url, { token: learner.token });
        expect(asLearner.status, `${name} as a learner`).toBe(403);
        checked.push(name);
      }
    }
    expect(checked).toContain('GET /api/admin/users');
    expect(checked).toContain('DELETE /api/admin/puzzles/{id}');
    expect(operation('GET /api/profile/current').security).toEqual([{ bearer: [] }]);
    expect(operation('POST /api/auth/logout').security).toEqual([{ bearer: [] }]);
    expect(operation('GET /api/leaderboard').security).toBeUndefined();
  });

  it('holds no secret: no token, no password or its hash, nothing from the configuration’s secrets', async () => {
    const { password_hash: passwordHash } = await server.app.ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', learner.user.id)
      .executeTakeFirstOrThrow();
    const forbidden = [
      learner.token,
      admin.token,
      learner.password,
      passwordHash,
      SECRETS.ADMIN_PASSWORD,
      'smtp-password-never-shown',
      SECRETS.LLM_API_KEY,
    ];
    for (const path of [
      '/api/openapi.json',
      '/api/docs',
      '/api/docs/json',
      '/api/docs/yaml',
      '/api/docs/static/swagger-initializer.js',
    ]) {
      // Asked by a signed-in administrator: nothing of the caller's may be echoed either.
      const response = await fetch(`${server.baseUrl}${path}`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(response.status, path).toBe(200);
      const text = await response.text();
      for (const secret of forbidden) expect(text.includes(secret), `${path} holds a secret`).toBe(false);
      expect(text, path).not.toMatch(/\$argon2|\$scrypt/);
      // The page's script carries a logo as base64, which looks like anything.
      if (!path.endsWith('.js')) expect(text, path).not.toMatch(SECRET_SHAPE);
    }
  });
});

describe('the API document’s page', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.close());

  it('is served with a policy of its own that lets only this server’s scripts and styles run', async () => {
    const page = await fetch(`${server.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).not.toMatch(/unsafe-eval|https?:/);

    // Every script and style it loads comes from this server: nothing from a CDN.
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBeGreaterThanOrEqual(4);
    for (const source of sources) {
      expect(source, source).toMatch(/^\/api\/docs\/static\//);
      const asset = await fetch(`${server.baseUrl}${source}`);
      expect(asset.status, source).toBe(200);
      await asset.arrayBuffer();
    }
  });

  it('sends its old static/index.html address to the page in one step, whatever its query', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs/static/index.html?page=2`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/api/docs');
  });

  it('leaves the API’s own strict policy on everything else under /api', async () => {
    for (const path of ['/api/openapi.json', '/api/health']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      await response.arrayBuffer();
      expect(response.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });
});
