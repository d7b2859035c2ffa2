import { existsSync } from 'node:fs';
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
 */

export const CACHE_CONTROL = {
  hashed: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
} as const;

const HASHED_ASSETS_DIR = `${path.sep}assets${path.sep}`;

export async function serveWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) return;
  const root = path.resolve(webDist);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      const hashed = path.resolve(filePath).startsWith(path.join(root, HASHED_ASSETS_DIR));
      reply.header('cache-control', hashed ? CACHE_CONTROL.hashed : CACHE_CONTROL.revalidate);
    },
  });
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.callNotFound();
    }
    return reply.sendFile('index.html');
  });
}
