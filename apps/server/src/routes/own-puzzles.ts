import {
  type AdminActionResponse,
  type AdminPuzzle,
  type AdminPuzzleSummary,
  type PackageImportQuery,
  type PackageImportResponse,
  type PuzzleFields,
  type PuzzleProofResponse,
  ZAdminActionResponse,
  ZAdminPuzzle,
  ZAdminPuzzlesResponse,
  type ZClassParams,
  type ZClassPuzzleParams,
  ZCreatePuzzleRequest,
  ZPackageImportQuery,
  ZPackageImportResponse,
  ZPuzzleProofResponse,
  ZUpdatePuzzleRequest,
} from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import type { ExportedPuzzle } from '../packages/write';
import { requireIdentity, requireSession } from '../plugins/auth';
import { acceptPackageUploads, packageBody, sendPackage } from '../plugins/packages';

/**
 * A collection's own puzzles (a class's, a contest's) under `/:id`, as those who manage it make, prove,
 * edit, retire, import, publish and export them: the admin panel's request and answer shapes, each call
 * the collection's service (services/class-puzzles.ts, services/contest-problems.ts), which decides who
 * may. An upload's right is checked before its body is read, so a learner's zip is refused unread.
 */
export interface OwnPuzzleService {
  /** `{ id }`, and `{ id, puzzleId }`: the collection's own messages for a bad id. */
  params: typeof ZClassParams;
  puzzleParams: typeof ZClassPuzzleParams;
  /** Throws unless the caller manages the collection (its 403 or 404). */
  requireManager: (ctx: AppContext, userId: number, id: number) => Promise<unknown>;
  list: (ctx: AppContext, userId: number, id: number) => Promise<AdminPuzzleSummary[]>;
  get: (ctx: AppContext, userId: number, id: number, puzzleId: number) => Promise<AdminPuzzle>;
  validate: (
    ctx: AppContext,
    userId: number,
    id: number,
    fields: PuzzleFields,
  ) => Promise<PuzzleProofResponse>;
  create: (ctx: AppContext, userId: number, id: number, fields: PuzzleFields) => Promise<AdminPuzzle>;
  update: (
    ctx: AppContext,
    userId: number,
    id: number,
    puzzleId: number,
    fields: PuzzleFields,
  ) => Promise<AdminPuzzle>;
  retire: (ctx: AppContext, userId: number, id: number, puzzleId: number) => Promise<AdminActionResponse>;
  importPackage: (
    ctx: AppContext,
    userId: number,
    id: number,
    zip: Buffer,
    query: PackageImportQuery,
  ) => Promise<PackageImportResponse>;
  publish: (ctx: AppContext, userId: number, id: number, puzzleId: number) => Promise<AdminPuzzle>;
  exportPackage: (ctx: AppContext, userId: number, id: number, puzzleId: number) => Promise<ExportedPuzzle>;
}

export function ownPuzzleRoutes(service: OwnPuzzleService): FastifyPluginAsyncZod {
  const { params, puzzleParams } = service;
  return async (app) => {
    app.addHook('onRequest', requireSession);
    acceptPackageUploads(app);
    const userOf = (request: Parameters<typeof requireIdentity>[0]) => requireIdentity(request).userId;

    app.get(
      '/:id/puzzles',
      { schema: { params, response: { 200: ZAdminPuzzlesResponse } } },
      async (request) => service.list(app.ctx, userOf(request), request.params.id),
    );

    app.get(
      '/:id/puzzles/:puzzleId',
      { schema: { params: puzzleParams, response: { 200: ZAdminPuzzle } } },
      async (request) => service.get(app.ctx, userOf(request), request.params.id, request.params.puzzleId),
    );

    app.post(
      '/:id/puzzles/validate',
      { schema: { params, body: ZCreatePuzzleRequest, response: { 200: ZPuzzleProofResponse } } },
      async (request) => service.validate(app.ctx, userOf(request), request.params.id, request.body),
    );

    app.post(
      '/:id/puzzles',
      { schema: { params, body: ZCreatePuzzleRequest, response: { 201: ZAdminPuzzle } } },
      async (request, reply) => {
        const puzzle = await service.create(app.ctx, userOf(request), request.params.id, request.body);
        return reply.status(201).send(puzzle);
      },
    );

    app.put(
      '/:id/puzzles/:puzzleId',
      { schema: { params: puzzleParams, body: ZUpdatePuzzleRequest, response: { 200: ZAdminPuzzle } } },
      async (request) =>
        service.update(app.ctx, userOf(request), request.params.id, request.params.puzzleId, request.body),
    );

    app.delete(
      '/:id/puzzles/:puzzleId',
      { schema: { params: puzzleParams, response: { 200: ZAdminActionResponse } } },
      async (request) => service.retire(app.ctx, userOf(request), request.params.id, request.params.puzzleId),
    );

    app.post(
      '/:id/packages',
      {
        schema: { params, querystring: ZPackageImportQuery, response: { 200: ZPackageImportResponse } },
        preParsing: async (request) => {
          const parsed = params.safeParse(request.params);
          // Bad ids are the schema's to refuse (400), after the body.
          if (parsed.success) await service.requireManager(app.ctx, userOf(request), parsed.data.id);
        },
      },
      async (request) =>
        service.importPackage(
          app.ctx,
          userOf(request),
          request.params.id,
          packageBody(request.body),
          request.query,
        ),
    );

    app.post(
      '/:id/packages/:puzzleId/publish',
      { schema: { params: puzzleParams, response: { 200: ZAdminPuzzle } } },
      async (request) =>
        service.publish(app.ctx, userOf(request), request.params.id, request.params.puzzleId),
    );

    app.get('/:id/puzzles/:puzzleId/package', { schema: { params: puzzleParams } }, async (request, reply) =>
      sendPackage(
        reply,
        await service.exportPackage(app.ctx, userOf(request), request.params.id, request.params.puzzleId),
      ),
    );
  };
}
