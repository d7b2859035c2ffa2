import { PACKAGE_MESSAGES, PACKAGE_UPLOAD_MAX_BYTES } from '@codequest/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../lib/errors';
import type { ExportedPuzzle } from '../packages/write';

/**
 * Problem packages over HTTP, for the admin panel's routes and a class's: a zip taken as a request's body,
 * and a puzzle's package sent as a download.
 */

/** What browsers and tools send a .zip as. */
const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'];

/**
 * Lets the routes of `app` (one plugin's, as Fastify keeps a parser to its plugin) take a problem package
 * as the body: a Buffer, read up to PACKAGE_UPLOAD_MAX_BYTES and refused past it with a 413 that says so,
 * from the announced length before anything is read, or as soon as the bytes run over.
 */
export function acceptPackageUploads(app: FastifyInstance): void {
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
}

/** The body of a package upload, or a 415 when it came as anything but a zip. */
export function packageBody(body: unknown): Buffer {
  if (!Buffer.isBuffer(body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PACKAGE_MESSAGES.notZip);
  return body;
}

/** An exported puzzle as the answer: a zip download, never cached (it holds the hidden tests). */
export function sendPackage(reply: FastifyReply, exported: ExportedPuzzle): FastifyReply {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${exported.fileName}"`)
    .header('cache-control', 'no-store')
    .send(exported.zip);
}
