import {
  CONTEST_MESSAGES,
  idField,
  ZAttachmentParams,
  ZDraft,
  ZDraftQuery,
  ZDraftRequest,
  ZHintParams,
  ZHintResponse,
  ZPuzzle,
  ZPuzzleParams,
  ZPuzzleSummary,
  ZSolutionMarkParams,
  ZSolutionMarkResponse,
  ZSolutionResponse,
  ZSolutionsQuery,
  ZSolutionsResponse,
  ZSubmission,
} from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isNotModified } from '../../lib/etag';
import { requireIdentity, requireSession } from '../../plugins/auth';
import { listPuzzlesFor } from '../../services/catalogue';
import { listSolutions, setSolutionMark } from '../../services/community-solutions';
import { getDraft, listSubmissions, saveDraft } from '../../services/drafts';
import { openAttachment, openPuzzle } from '../../services/opening';
import { revealHint, revealSolution } from '../../services/progress';

/**
 * The catalogue with the caller's progress, and what a learner does with one puzzle. The services decide
 * whose progress a caller sees (the spec's `userId` query parameter counts for administrators only) and
 * which puzzles they may work on; the list and a puzzle are answered 304 while the client's copy is current.
 */
export const puzzleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const ZViewerQuery = z.object({ userId: idField('No such user').optional().catch(undefined) });

  app.get(
    '/',
    { schema: { querystring: ZViewerQuery, response: { 200: z.array(ZPuzzleSummary), 304: z.undefined() } } },
    async (request, reply) => {
      const puzzles = await listPuzzlesFor(ctx, request.identity, request.query, (etag) =>
        isNotModified(request, reply, etag),
      );
      return puzzles ?? reply.code(304).send();
    },
  );

  /** A puzzle opened as one of a contest's problems (services/opening.ts). */
  const ZOpenQuery = ZViewerQuery.extend({ contestId: idField(CONTEST_MESSAGES.noSuchContest).optional() });

  app.get(
    '/:id',
    {
      schema: {
        params: ZPuzzleParams,
        querystring: ZOpenQuery,
        response: { 200: ZPuzzle, 304: z.undefined() },
      },
    },
    async (request, reply) => {
      const puzzle = await openPuzzle(ctx, request.identity, request.params.id, request.query, (etag) =>
        isNotModified(request, reply, etag),
      );
      return puzzle ?? reply.code(304).send();
    },
  );

  app.get(
    '/:id/attachments/:name',
    { schema: { params: ZAttachmentParams, querystring: ZOpenQuery } },
    async (request, reply) => {
      const file = await openAttachment(
        ctx,
        request.identity,
        request.params.id,
        request.params.name,
        request.query,
      );
      // Always a download, never shown in the app's own origin (its name is a plain file name).
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'private, no-cache')
        .send(file.data);
    },
  );

  app.post(
    '/:id/hints/:n',
    { onRequest: requireSession, schema: { params: ZHintParams, response: { 200: ZHintResponse } } },
    async (request) => revealHint(ctx, requireIdentity(request).userId, request.params.id, request.params.n),
  );

  app.get(
    '/:id/solution',
    { onRequest: requireSession, schema: { params: ZPuzzleParams, response: { 200: ZSolutionResponse } } },
    async (request) => revealSolution(ctx, requireIdentity(request).userId, request.params.id),
  );

  app.get(
    '/:id/submissions',
    { onRequest: requireSession, schema: { params: ZPuzzleParams, response: { 200: z.array(ZSubmission) } } },
    async (request) => listSubmissions(ctx, requireIdentity(request).userId, request.params.id),
  );

  app.get(
    '/:id/solutions',
    {
      onRequest: requireSession,
      schema: { params: ZPuzzleParams, querystring: ZSolutionsQuery, response: { 200: ZSolutionsResponse } },
    },
    async (request) => listSolutions(ctx, requireIdentity(request).userId, request.params.id, request.query),
  );

  for (const [method, marked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/:id/solutions/:submissionId/marks/:kind',
      onRequest: requireSession,
      schema: { params: ZSolutionMarkParams, response: { 200: ZSolutionMarkResponse } },
      handler: async (request) =>
        setSolutionMark(
          ctx,
          requireIdentity(request).userId,
          {
            puzzleId: request.params.id,
            submissionId: request.params.submissionId,
            kind: request.params.kind,
          },
          marked,
        ),
    });
  }

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
    async (request) =>
      saveDraft(ctx, {
        userId: requireIdentity(request).userId,
        puzzleId: request.params.id,
        language: request.query.language,
        code: request.body.code,
      }),
  );
};
