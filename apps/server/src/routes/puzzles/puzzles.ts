import {
  idField,
  ZDraft,
  ZDraftQuery,
  ZDraftRequest,
  ZHintParams,
  ZHintResponse,
  ZPuzzle,
  ZPuzzleParams,
  ZPuzzleSummary,
  ZSolutionResponse,
  ZSubmission,
} from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isNotModified } from '../../lib/etag';
import { requireIdentity, requireSession } from '../../plugins/auth';
import { catalogueTag, getPuzzle, listPuzzles, requireOpenPuzzle } from '../../services/catalogue';
import { getDraft, listSubmissions, saveDraft } from '../../services/drafts';
import { markOpened, revealHint, revealSolution } from '../../services/progress';

/**
 * The catalogue with the caller's progress. The token decides whose progress: the spec's `userId` query
 * parameter is accepted and ignored, except for administrators, who may look at anyone's.
 */
export const puzzleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const ZViewerQuery = z.object({ userId: idField('No such user').optional().catch(undefined) });

  const viewerOf = (identity: { userId: number; isAdmin: boolean } | null, userId: number | undefined) => {
    if (!identity) return null;
    return identity.isAdmin && userId !== undefined ? userId : identity.userId;
  };

  /**
   * The list is polled every few seconds: the tag is computed first (a cheap query), and a client whose
   * copy is current gets a bodiless 304 without the list being built. Computing it before the list means a
   * change in between makes the next poll a 200, never a stale 304.
   */
  const tagFor = (viewerId: number | null, puzzleId: number | null = null) =>
    catalogueTag(ctx, { viewerId, puzzleId, release: ctx.config.version });

  app.get(
    '/',
    { schema: { querystring: ZViewerQuery, response: { 200: z.array(ZPuzzleSummary), 304: z.undefined() } } },
    async (request, reply) => {
      const viewerId = viewerOf(request.identity, request.query.userId);
      if (isNotModified(request, reply, await tagFor(viewerId))) return reply.code(304).send();
      return listPuzzles(ctx, viewerId);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        params: ZPuzzleParams,
        querystring: ZViewerQuery,
        response: { 200: ZPuzzle, 304: z.undefined() },
      },
    },
    async (request, reply) => {
      const viewerId = viewerOf(request.identity, request.query.userId);
      const etag = await tagFor(viewerId, request.params.id);
      if (isNotModified(request, reply, etag)) return reply.code(304).send();
      const puzzle = await getPuzzle(ctx, request.params.id, viewerId);
      // Opening a puzzle starts the clock the speed achievement is measured by (the first time only; a 304
      // can only follow an earlier 200, which started it).
      if (request.identity) await markOpened(ctx, request.identity.userId, puzzle.id);
      return puzzle;
    },
  );

  app.post(
    '/:id/hints/:n',
    { onRequest: requireSession, schema: { params: ZHintParams, response: { 200: ZHintResponse } } },
    async (request) => {
      const { userId } = requireIdentity(request);
      await requireOpenPuzzle(ctx, request.params.id, userId);
      return revealHint(ctx, userId, request.params.id, request.params.n);
    },
  );

  app.get(
    '/:id/solution',
    { onRequest: requireSession, schema: { params: ZPuzzleParams, response: { 200: ZSolutionResponse } } },
    async (request) => {
      const { userId } = requireIdentity(request);
      await requireOpenPuzzle(ctx, request.params.id, userId);
      return revealSolution(ctx, userId, request.params.id);
    },
  );

  app.get(
    '/:id/submissions',
    { onRequest: requireSession, schema: { params: ZPuzzleParams, response: { 200: z.array(ZSubmission) } } },
    async (request) => listSubmissions(ctx, requireIdentity(request).userId, request.params.id),
  );

  app.get(
    '/:id/draft',
    {
      onRequest: requireSession,
      schema: { params: ZPuzzleParams, querystring: ZDraftQuery, response: { 200: ZDraft } },
    },
    async (request) =>
      getDraft(ctx, requireIdentity(request).userId, request.params.id, request.query.language),
  );

  app.put(
    '/:id/draft',
    {
      onRequest: requireSession,
      schema: {
        params: ZPuzzleParams,
        querystring: ZDraftQuery,
        body: ZDraftRequest,
        response: { 200: ZDraft },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      await requireOpenPuzzle(ctx, request.params.id, userId);
      return saveDraft(ctx, {
        userId,
        puzzleId: request.params.id,
        language: request.query.language,
        code: request.body.code,
      });
    },
  );
};
