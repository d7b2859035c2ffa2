import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ErrorResponse, type HealthResponse, MESSAGES } from '@codequest/contracts';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';
import { installErrorHandling } from './errors';

describe('the HTTP surface', () => {
  let server: TestServer;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'codequest-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>CodeQuest</title>');
    server = await startTestServer('sqlite', { env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('reports health with the database, queue and sandbox in force', async () => {
    const response = await server.request<HealthResponse>('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      ok: true,
      version: expect.any(String),
      database: 'sqlite',
      queue: 'judge-process',
      judgeProcess: { state: 'running', restarts: 0 },
    });
    expect(['cgroup-v2', 'cgroup-v1', 'rlimits', 'unavailable']).toContain(response.body.sandbox);
  });

  it('answers malformed JSON with a 400 and a message', async () => {
    const response = await server.request<ErrorResponse>('POST', '/api/auth/login', {
      rawBody: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: MESSAGES.invalidJson, code: 'BAD_REQUEST' });
  });

  it('answers a body over 1 MB with a 413', async () => {
    const rawBody = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) });
    const response = await server.request<ErrorResponse>('POST', '/api/auth/login', { rawBody });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: MESSAGES.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a body that is not JSON with a 415', async () => {
    const response = await server.request<ErrorResponse>('POST', '/api/auth/login', {
      rawBody: 'email=a@b.co',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('names the field in a validation message of its own', async () => {
    const learner = await buildUser(server);
    const body = { timeZone: 5 };
    const response = await server.request<ErrorResponse>('PATCH', '/api/profile/update', {
      body,
      token: learner.token,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^timeZone: Invalid input/);
  });

  it('checks the session before the body', async () => {
    const response = await server.request<ErrorResponse>('PATCH', '/api/profile/update', {
      body: { timeZone: 5 },
    });
    expect(response.status).toBe(401);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await server.request<ErrorResponse>('GET', '/api/no-such-thing?x=1');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found: GET /api/no-such-thing', code: 'NOT_FOUND' });
  });

  it('serves the web app for client-side routes', async () => {
    const response = await server.request<string>('GET', '/reset-password?token=abc');
    expect(response.status).toBe(200);
    expect(response.body).toContain('<title>CodeQuest</title>');
  });

  it('sends security headers: the web app its policy, the API a strict one', async () => {
    const response = await server.request('GET', '/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const page = await server.request('GET', '/reset-password?token=abc');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});

describe.skipIf(!process.env.CODEQUEST_TEST_POSTGRES_URL)('values PostgreSQL refuses', () => {
  it('answer a 400, not a 500, when a schema let one through', async () => {
    const client = new pg.Client({ connectionString: process.env.CODEQUEST_TEST_POSTGRES_URL });
    await client.connect();
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    app.get('/int/:value', async (request) => {
      const { value } = request.params as { value: string };
      return (await client.query('select $1::int as n', [value])).rows[0];
    });
    app.get('/text', async () => (await client.query('select $1::text as t', ['a\u0000b'])).rows[0]);
    try {
      expect((await app.inject({ method: 'GET', url: '/int/5' })).json()).toEqual({ n: 5 });
      for (const url of ['/int/2147483648', '/text']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: MESSAGES.valueNotStorable, code: 'VALIDATION' });
      }
    } finally {
      await app.close();
      await client.end();
    }
  });
});

describe('unexpected errors', () => {
  it('answer a generic 500 and keep the detail in the log', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    });
    installErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: MESSAGES.internal, code: 'INTERNAL' });
    expect(response.body).not.toContain('secret');
    expect(lines.join('\n')).toContain('connection string postgres://secret@db');
    await app.close();
  });
});

describe('a request that arrives too slowly', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { env: { REQUEST_TIMEOUT_SECONDS: '1' } });
  });
  afterAll(() => server.close());

  it('is answered 408 and its connection closed, a byte now and then notwithstanding; others go on', async () => {
    const { port } = new URL(server.baseUrl);
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: codequest.test\r\nContent-Type: application/json\r\n' +
        'Content-Length: 200\r\n\r\n{',
    );
    const started = Date.now();
    const drip = setInterval(() => socket.writable && socket.write(' '), 200);
    await closed;
    clearInterval(drip);
    // The timeout (1 s) and Node's look at open requests (every 250 ms here), with room for a busy machine.
    expect(Date.now() - started).toBeLessThan(5000);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual({
      message: MESSAGES.requestTimeout,
      code: 'REQUEST_TIMEOUT',
    });
    expect((await server.request<HealthResponse>('GET', '/api/health')).status).toBe(200);
  });
});
