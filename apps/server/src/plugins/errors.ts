import type { Socket } from 'node:net';
import {
  CODE_MESSAGES,
  CONTROL_CHARACTERS_MESSAGE,
  type ErrorCode,
  type ErrorResponse,
  MESSAGES,
} from '@codequest/contracts';
import { JUDGE_UNAVAILABLE_CODES, JudgeError } from '@codequest/judge';
import type { ConnectionError, FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { asOperatorSees } from '../config';
import { describeFault, requestFault, type StorageFault } from '../db/storage';
import { AppError, HTTP_STATUS } from '../lib/errors';

/**
 * The one place errors become responses: every failure leaves as `{ message, code }` with its status.
 * Unexpected errors are logged in full and answered with a generic 500; their detail never leaves.
 */

// zod's own messages ("Invalid input: …") need the field's name to be useful; ours are written for people.
const ZOD_DEFAULT_MESSAGE = new RegExp(
  `^(Invalid|Too (big|small)|Unrecognized|${CONTROL_CHARACTERS_MESSAGE}$)`,
);

// Fastify's own client errors, by code.
const FASTIFY_ERRORS: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['BAD_REQUEST', MESSAGES.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['BAD_REQUEST', MESSAGES.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', MESSAGES.payloadTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['BAD_REQUEST', 'The request body does not match its Content-Length'],
  FST_ERR_BAD_URL: ['BAD_REQUEST', MESSAGES.badUrl],
  // A path parameter longer than any id or slug can be: nothing is there.
  FST_ERR_MAX_PARAM_LENGTH: ['NOT_FOUND', MESSAGES.notFound],
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or address over 16 KB, malformed
 * HTTP, a client too slow to send its headers): a well-formed response in the one envelope, then the
 * connection closes, as Node itself would.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, message]: [ErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ['HEADERS_TOO_LARGE', MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['REQUEST_TIMEOUT', MESSAGES.requestTimeout]
        : ['BAD_REQUEST', MESSAGES.malformedRequest];
  const status = HTTP_STATUS[code];
  const body = JSON.stringify({ message, code } satisfies ErrorResponse);
  // Nothing was answered on this connection yet (else a second response would garble the first).
  if (socket.writable && socket.bytesWritten === 0) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Bad Request'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** What health says while writes fail: no file name, no detail (health is public). */
const STORAGE_REASONS: Record<StorageFault, string> = {
  full: 'the disk is full: nothing can be saved',
  'read-only': 'the database is read-only: nothing can be saved',
  corrupt: 'the database is damaged',
  unreadable: 'the database cannot be opened',
};

/** A full disk is an operator's to free: a minute is the soonest a retry is worth it. */
const STORAGE_RETRY_SECONDS = 60;

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const [status, body, headers] = toResponse(error);
    const fault = requestFault(error);
    if (fault) {
      // The operator's sentence (cause and fix) in the log; health reports it until a write succeeds.
      const { database, config } = app.ctx;
      const place = { file: database.file, backupDirs: [config.backups.dir] };
      const sentence = asOperatorSees(describeFault(fault, error, place), config);
      request.log.error({ err: error, fault }, `writes fail: ${sentence}`);
      if (fault !== 'unreadable') app.ctx.storage.failed(fault, STORAGE_REASONS[fault]);
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else if (isPostgresDataException(error)) request.log.warn({ err: error }, 'value the database refused');
    return reply.status(status).headers(headers).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorResponse = {
      message: `${MESSAGES.notFound}: ${request.method} ${request.url.split('?')[0]}`,
      code: 'NOT_FOUND',
    };
    return reply.status(404).send(body);
  });
}

/**
 * Any error as its status, envelope and headers. Also what Fastify's `frameworkErrors` option answers with:
 * errors the router raises before a route is chosen (bad percent-encoding, an over-long parameter).
 */
export function toResponse(error: FastifyError): [number, ErrorResponse, Record<string, string>] {
  if (error instanceof AppError) {
    return [HTTP_STATUS[error.code], { message: error.message, code: error.code }, error.headers];
  }
  if (error instanceof JudgeError) return judgeRefusal(error);
  const fault = requestFault(error);
  if (fault === 'full' || fault === 'read-only') {
    const message = fault === 'full' ? MESSAGES.storageFull : MESSAGES.storageFailing;
    return [503, { message, code: 'UNAVAILABLE' }, { 'retry-after': String(STORAGE_RETRY_SECONDS) }];
  }
  if (isPostgresDataException(error))
    return [400, { message: MESSAGES.valueNotStorable, code: 'VALIDATION' }, {}];
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [first] = error.validation;
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = first?.message ?? 'The request is not valid';
    const readable = field && ZOD_DEFAULT_MESSAGE.test(message) ? `${field}: ${message}` : message;
    return [400, { message: readable, code: 'VALIDATION' }, {}];
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) {
    const [code, message] = known;
    return [HTTP_STATUS[code], { message, code }, {}];
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return [error.statusCode, { message: error.message, code: 'BAD_REQUEST' }, {}];
  }
  return [500, { message: MESSAGES.internal, code: 'INTERNAL' }, {}];
}

/**
 * A value PostgreSQL refused to store or compare (SQLSTATE class 22: a number out of range, a NUL in text).
 * Every field is validated before it gets that far; this is the net under a schema that forgot, so such a
 * request is the client's 400, not our 500. Logged as a warning so the missing rule gets noticed.
 */
function isPostgresDataException(error: unknown): boolean {
  if (!(error instanceof Error) || !('severity' in error)) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/**
 * The judge refused the job (never a program's fault: that is a verdict): its status, and when to retry. A
 * judge that cannot run programs (no sandbox, or no judge process, worker or Redis to reach one) gets the
 * learner's sentence; its cause and fix are in the log.
 */
function judgeRefusal(error: JudgeError): [number, ErrorResponse, Record<string, string>] {
  if (JUDGE_UNAVAILABLE_CODES.has(error.code)) {
    return [503, { message: CODE_MESSAGES.judgeUnavailable, code: 'JUDGE_UNAVAILABLE' }, {}];
  }
  const codes: Record<number, ErrorCode> = {
    400: 'VALIDATION',
    413: 'PAYLOAD_TOO_LARGE',
    429: 'RATE_LIMITED',
  };
  const headers: Record<string, string> =
    error.retryAfterSeconds !== undefined ? { 'retry-after': String(error.retryAfterSeconds) } : {};
  return [error.status, { message: error.message, code: codes[error.status] ?? 'UNAVAILABLE' }, headers];
}
