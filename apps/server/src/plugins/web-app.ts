import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the built single-page app, with index.html for every client-side route outside /api.
 *
 * The build writes a brotli (.br) and a gzip (.gz) copy beside each text file; they are sent to browsers that
 * accept them, so nothing is compressed per request. Files under assets/ carry a content hash in their name
 * and never change: browsers keep them for a year without asking. Everything else (index.html above all)
 * is revalidated on every load, so a new release is picked up at once.
 *
 * index.html carries one small inline script (it shows the prerendered landing page only to visitors without
 * a session, before anything paints). The CSP lets scripts come from this origin only; the page is sent with
 * that script's hash added, so the browser runs exactly it and no other inline script. The hash is taken from
 * the build when the server starts.
 */

export const CACHE_CONTROL = {
  hashed: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
} as const;

const HASHED_ASSETS_DIR = `${path.sep}assets${path.sep}`;
const HTML_PAGE = /\.html(\.br|\.gz)?$/;

export async function serveWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) return;
  const root = path.resolve(webDist);
  const scriptHashes = inlineScriptHashes(readFileSync(path.join(root, 'index.html'), 'utf8'));
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      const hashed = path.resolve(filePath).startsWith(path.join(root, HASHED_ASSETS_DIR));
      reply.header('cache-control', hashed ? CACHE_CONTROL.hashed : CACHE_CONTROL.revalidate);
      // filePath is the copy sent: index.html.br for a browser that accepts brotli.
      if (HTML_PAGE.test(filePath)) allowInlineScripts(reply, scriptHashes);
    },
  });
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.callNotFound();
    }
    return reply.sendFile('index.html');
  });
}

/** The CSP source of each inline script (a <script> without src) of an HTML page: 'sha256-…'. */
export function inlineScriptHashes(html: string): string[] {
  const bodies = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => body ?? '',
  );
  return bodies.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

function allowInlineScripts(reply: FastifyReply, hashes: readonly string[]): void {
  const csp = reply.getHeader('content-security-policy');
  if (hashes.length === 0 || typeof csp !== 'string') return;
  const withHashes = csp.replace(
    /(^|;)\s*script-src ([^;]*)/,
    (_directive, start: string, sources: string) => `${start}script-src ${sources} ${hashes.join(' ')}`,
  );
  reply.header('content-security-policy', withHashes);
}
