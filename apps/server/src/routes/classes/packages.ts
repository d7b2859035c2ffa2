import {
  ZAdminPuzzle,
  ZClassParams,
  ZClassPuzzleParams,
  ZPackageImportQuery,
  ZPackageImportResponse,
} from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity, requireSession } from '../../plugins/auth';
import { acceptPackageUploads, packageBody, sendPackage } from '../../plugins/packages';
import { exportClassPuzzle, importClassPackage, publishClassDraft } from '../../services/class-puzzles';
import { requireManageable } from '../../services/classes';

/**
 * Problem packages in a class: a teacher imports one into the class (its problems become the class's own
 * puzzles), publishes a draft, exports one of the class's puzzles. The panel's shapes; who may is decided
 * before an upload's body is read, so a learner's zip is refused unread.
 */
export const classPackageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  acceptPackageUploads(app);

  app.post(
    '/:id/packages',
    {
      schema: {
        params: ZClassParams,
        querystring: ZPackageImportQuery,
        response: { 200: ZPackageImportResponse },
      },
      preParsing: async (request) => {
        const params = ZClassParams.safeParse(request.params);
        // Bad ids are the schema's to refuse (400), after the body.
        if (params.success) await requireManageable(app.ctx, requireIdentity(request).userId, params.data.id);
      },
    },
    async (request) =>
      importClassPackage(
        app.ctx,
        requireIdentity(request).userId,
        request.params.id,
        packageBody(request.body),
        request.query,
      ),
  );

  app.post(
    '/:id/packages/:puzzleId/publish',
    { schema: { params: ZClassPuzzleParams, response: { 200: ZAdminPuzzle } } },
    async (request) =>
      publishClassDraft(app.ctx, requireIdentity(request).userId, request.params.id, request.params.puzzleId),
  );

  app.get(
    '/:id/puzzles/:puzzleId/package',
    { schema: { params: ZClassPuzzleParams } },
    async (request, reply) =>
      sendPackage(
        reply,
        await exportClassPuzzle(
          app.ctx,
          requireIdentity(request).userId,
          request.params.id,
          request.params.puzzleId,
        ),
      ),
  );
};
