import { PassThrough } from 'node:stream';
import { GENERATION_MESSAGES, type GenerationProgress, ZGenerateRequest } from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { requireIdentity, requireSession } from '../../plugins/auth';
import { type GenerationContext, generatePuzzles, planGeneration } from '../../services/generation';

/**
 * POST /api/puzzles/generate: an admin's puzzles join the shared catalogue, a learner's are their own
 * practice puzzles. The answer is the spec's `{ success, count, puzzles }`. A client that accepts
 * `application/x-ndjson` gets the work's progress as it goes, one JSON object per line, the answer last
 * (`type: 'done'`); the request is checked (track, quota) before the stream starts, so those refusals keep
 * their status codes. A client that goes away does not stop the work: what is proven is stored.
 */
export const generateRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): GenerationContext => ({ ...app.ctx, log: app.log, provider: app.ctx.puzzleProvider });
  /** One generation at a time per person: each costs seconds of the judge's time. */
  const running = new Set<number>();

  app.post(
    '/generate',
    {
      onRequest: requireSession,
      // Progress lines must leave as they are written, not when a compressor's buffer fills.
      compress: false,
      // No response schema: the answer is either the service's GenerateResponse or a stream of lines.
      schema: { body: ZGenerateRequest },
    },
    async (request, reply) => {
      const identity = requireIdentity(request);
      const generation = {
        requester: { id: identity.userId, isAdmin: identity.isAdmin },
        category: request.body.category,
        difficulty: request.body.difficulty,
        count: request.body.count,
      };
      const plan = await planGeneration(app.ctx, generation);
      if (running.has(identity.userId))
        throw new AppError(
          'RATE_LIMITED',
          'Your puzzles are still being generated: wait for them to be ready.',
          {
            headers: { 'retry-after': '10' },
          },
        );
      running.add(identity.userId);
      const work = (onProgress?: (event: GenerationProgress) => void) =>
        generatePuzzles(ctx(), { ...generation, ...(onProgress ? { onProgress } : {}) }, plan).finally(() =>
          running.delete(identity.userId),
        );

      if (!request.headers.accept?.includes('application/x-ndjson')) return work();

      const stream = new PassThrough();
      // A client that goes away destroys the stream: the work goes on, and what it would have said is dropped.
      stream.on('error', () => {});
      const write = (event: GenerationProgress) => {
        if (!stream.writableEnded && !stream.destroyed) stream.write(`${JSON.stringify(event)}\n`);
      };
      work(write)
        .then((result) => write({ type: 'done', ...result }))
        .catch((error: unknown) => {
          if (!(error instanceof AppError)) request.log.error({ error }, 'generation failed');
          write({
            type: 'error',
            code: error instanceof AppError ? error.code : 'INTERNAL',
            message: error instanceof AppError ? error.message : GENERATION_MESSAGES.failed,
          });
        })
        .finally(() => stream.end());
      return reply
        .type('application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
};
