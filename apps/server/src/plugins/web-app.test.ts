import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { CACHE_CONTROL } from './web-app';

/** index.html's one inline script, as the web build writes it (it picks what shows before the app loads). */
const INLINE_SCRIPT = 'document.documentElement.classList.add("prerendered-landing")';

/** A build like Vite's: index.html and a hashed script, each with its .br and .gz copies. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'codequest-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const files = {
    'index.html': `<!doctype html><title>CodeQuest</title><script>${INLINE_SCRIPT}</script><script type="module" src="/assets/index-abc123.js"></script><div id="root"></div>`,
    'assets/index-abc123.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

async function get(server: TestServer, url: string, headers: Record<string, string> = {}) {
  return fetch(`${server.baseUrl}${url}`, { headers });
}

describe('the web app over plain http (PUBLIC_URL http, no trusted proxy)', () => {
  let server: TestServer;
  let webDist: string;
  beforeAll(async () => {
    webDist = fakeBuild();
    server = await startTestServer('sqlite', {
      env: { WEB_DIST: webDist, PUBLIC_URL: 'http://school.lan:3000' },
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sends neither HSTS nor upgrade-insecure-requests, and keeps the rest of helmet', async () => {
    for (const url of ['/', '/puzzles']) {
      const response = await get(server, url);
      expect(response.headers.get('strict-transport-security')).toBeNull();
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
    const api = await get(server, '/api/health');
    expect(api.headers.get('strict-transport-security')).toBeNull();
    expect(api.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("lets the page run index.html's inline script, by its hash, and no other", async () => {
    const hash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    for (const url of ['/', '/puzzles', '/index.html']) {
      const csp = (await get(server, url)).headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc).toBe(`script-src 'self' ${hash}`);
    }
    const api = await get(server, '/api/health');
    expect(api.headers.get('content-security-policy')).not.toContain('sha256-');
  });

  it('does not believe X-Forwarded-Proto from an untrusted client', async () => {
    const response = await get(server, '/', { 'x-forwarded-proto': 'https' });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends the brotli copy to browsers that accept it, gzip to others, the plain file otherwise', async () => {
    const brotli = await get(server, '/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await brotli.text()).toContain('console.log');

    const gzip = await get(server, '/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toContain('console.log');

    const plain = await get(server, '/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBeGreaterThan(4000);
  });

  it('lets browsers keep hashed assets for a year and revalidate index.html every time', async () => {
    const asset = await get(server, '/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(asset.headers.get('cache-control')).toBe(CACHE_CONTROL.hashed);
    expect(CACHE_CONTROL.hashed).toBe('public, max-age=31536000, immutable');

    for (const url of ['/', '/index.html', '/reset-password?token=abc', '/favicon.svg']) {
      const response = await get(server, url, { 'accept-encoding': 'br' });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    const route = await get(server, '/puzzles', { 'accept-encoding': 'br' });
    expect(route.headers.get('content-encoding')).toBe('br');
    expect(await route.text()).toContain('<title>CodeQuest</title>');
  });
});

describe('the web app behind https', () => {
  let webDist: string;
  beforeAll(() => {
    webDist = fakeBuild();
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('sends HSTS and upgrade-insecure-requests when PUBLIC_URL is https', async () => {
    const server = await startTestServer('sqlite', {
      env: { WEB_DIST: webDist, PUBLIC_URL: 'https://codequest.example.org' },
    });
    try {
      for (const url of ['/', '/api/health']) {
        const response = await get(server, url);
        expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
        expect(response.headers.get('content-security-policy')).toMatch(/upgrade-insecure-requests$/);
      }
      const page = await get(server, '/');
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    } finally {
      await server.close();
    }
  });

  it('sends them for a request that reached a trusted proxy over TLS, and only for that one', async () => {
    const server = await startTestServer('sqlite', {
      env: { WEB_DIST: webDist, PUBLIC_URL: 'http://school.lan', TRUST_PROXY: '127.0.0.1' },
    });
    try {
      const viaTls = await get(server, '/', { 'x-forwarded-proto': 'https' });
      expect(viaTls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(viaTls.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
      const viaHttp = await get(server, '/', { 'x-forwarded-proto': 'http' });
      expect(viaHttp.headers.get('strict-transport-security')).toBeNull();
      expect(viaHttp.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    } finally {
      await server.close();
    }
  });
});

describe('start-up without PUBLIC_URL', () => {
  it('logs the address mail links will use', async () => {
    const lines: string[] = [];
    const server = await startTestServer('sqlite', {
      env: { PUBLIC_URL: '', PORT: '4321', LOG_LEVEL: 'info' },
      logStream: (line) => lines.push(line),
    });
    await server.close();
    const notice = lines.map((line) => JSON.parse(line)).find((entry) => /PUBLIC_URL/.test(entry.msg));
    expect(notice?.msg).toContain('links in mail will use http://localhost:4321');
    expect(notice?.level).toBe(40);
  });

  it('says nothing about it when PUBLIC_URL is set', async () => {
    const lines: string[] = [];
    const server = await startTestServer('sqlite', {
      env: { LOG_LEVEL: 'info' },
      logStream: (line) => lines.push(line),
    });
    await server.close();
    expect(lines.some((line) => line.includes('PUBLIC_URL'))).toBe(false);
  });
});
