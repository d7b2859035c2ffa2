import {
  ZAdminPuzzle,
  ZAdminPuzzleParams,
  ZPackageImportQuery,
  ZPackageImportResponse,
  ZPackageParams,
} from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../plugins/auth';
import { acceptPackageUploads, packageBody, sendPackage } from '../../plugins/packages';
import { exportPuzzle, importPackage, publishDraft } from '../../services/packages';

/**
 * Problem packages: import (the body a .zip), publish a draft, export a puzzle. Registered inside the admin
 * plugin, so its hook (401, 403) guards every route here before the body is read.
 */
export const adminPackageRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptPackageUploads(app);

  app.post(
    '/packages',
    { schema: { querystring: ZPackageImportQuery, response: { 200: ZPackageImportResponse } } },
    async (request) =>
      importPackage(app.ctx, requireIdentity(request).userId, packageBody(request.body), request.query),
  );

  app.post(
    '/packages/:id/publish',
    { schema: { params: ZPackageParams, response: { 200: ZAdminPuzzle } } },
    async (request) => publishDraft(app.ctx, requireIdentity(request).userId, request.params.id),
  );

  app.get('/puzzles/:id/package', { schema: { params: ZAdminPuzzleParams } }, async (request, reply) =>
    sendPackage(reply, await exportPuzzle(app.ctx, request.params.id)),
  );
};
