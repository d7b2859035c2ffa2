import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { sameSecret } from '../../lib/tokens';
import { locateTexts } from '../../test-store/store';

/**
 * The texts route of the test store, for judge workers on Redis alone: a job names its tests by hash, and
 * a worker missing one fetches it here once (then keeps it). It takes this process's texts token
 * (Authorization: Bearer), a random secret that only the jobs this process puts on Redis carry; no
 * learner's session opens it. A catalogue text is streamed from its file; the worker checks every byte
 * against the hash. Never compressed: a brotli stream of a few bytes (`80\n`) left fetch's reader waiting
 * for an end that never came, and the workers' network is a data centre's.
 */

const ZTextParams = z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/, 'a hex SHA-256') });

export const judgeTextRoutes: FastifyPluginAsyncZod<{ token: string }> = async (app, { token }) => {
  app.get('/texts/:hash', { schema: { params: ZTextParams }, compress: false }, async (request, reply) => {
    const given = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!sameSecret(given, token))
      throw new AppError('UNAUTHENTICATED', 'The texts route is for judge workers, with the token of a job');
    const [location] = await locateTexts(app.ctx.db, [request.params.hash]).catch(() => []);
    if (!location) throw new AppError('NOT_FOUND', 'No such text');
    reply.type('application/octet-stream');
    if ('text' in location) return Buffer.from(location.text, 'utf8');
    return createReadStream(path.join(app.ctx.contentDir, location.file));
  });
};
