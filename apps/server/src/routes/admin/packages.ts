import {
  PACKAGE_MESSAGES,
  PACKAGE_UPLOAD_MAX_BYTES,
  ZAdminPuzzle,
  ZAdminPuzzleParams,
  ZPackageImportQuery,
  ZPackageImportResponse,
  ZPackageParams,
} from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { requireIdentity } from '../../plugins/auth';
import { exportPuzzle, importPackage, publishDraft } from '../../services/packages';

/** What browsers and tools send a .zip as. */
const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'];

/**
 * Problem packages: import (the body a .zip), publish a draft, export a puzzle. Registered inside the admin
 * plugin, so its hook (401, 403) guards every route here before the body is read. The zip body is read by
 * this plugin's own parser, which stops at PACKAGE_UPLOAD_MAX_BYTES with a 413 that says so.
 */
export const adminPackageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(ZIP_TYPES, (request, payload, done) => {
    const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', PACKAGE_MESSAGES.tooLarge);
    if (Number(request.headers['content-length'] ?? 0) > PACKAGE_UPLOAD_MAX_BYTES) {
      done(tooLarge(), undefined);
      payload.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let bytes = 0;
    let failed = false;
    payload.on('data', (chunk: Buffer) => {
      if (failed) return;
      bytes += chunk.length;
      if (bytes > PACKAGE_UPLOAD_MAX_BYTES) {
        failed = true;
        done(tooLarge(), undefined);
        return;
      }
      chunks.push(chunk);
    });
    payload.on('error', (error) => {
      if (!failed) done(error, undefined);
      failed = true;
    });
    payload.on('end', () => {
      if (!failed) done(null, Buffer.concat(chunks));
    });
  });

  app.post(
    '/packages',
    { schema: { querystring: ZPackageImportQuery, response: { 200: ZPackageImportResponse } } },
    async (request) => {
      if (!Buffer.isBuffer(request.body))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', PACKAGE_MESSAGES.notZip);
      return importPackage(app.ctx, requireIdentity(request).userId, request.body, request.query);
    },
  );

  app.post(
    '/packages/:id/publish',
    { schema: { params: ZPackageParams, response: { 200: ZAdminPuzzle } } },
    async (request) => publishDraft(app.ctx, requireIdentity(request).userId, request.params.id),
  );

  app.get('/puzzles/:id/package', { schema: { params: ZAdminPuzzleParams } }, async (request, reply) => {
    const exported = await exportPuzzle(app.ctx, request.params.id);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${exported.fileName}"`)
      .header('cache-control', 'no-store')
      .send(exported.zip);
  });
};
