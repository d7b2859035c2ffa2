import { CODE_MESSAGES, type ErrorCode, type ErrorResponse, MESSAGES } from '@codequest/contracts';
import { JudgeError } from '@codequest/judge';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, HTTP_STATUS } from '../lib/errors';

/**
 * The one place errors become responses: every failure leaves as `{ message, code }` with its status.
 * Unexpected errors are logged in full and answered with a generic 500; their detail never leaves.
 */

// zod's own messages ("Invalid input: …") need the field's name to be useful; ours are written for people.
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized)/;

// Fastify's own client errors, by code.
const FASTIFY_ERRORS: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['BAD_REQUEST', MESSAGES.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['BAD_REQUEST', MESSAGES.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', MESSAGES.payloadTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['BAD_REQUEST', 'The request body does not match its Content-Length'],
};

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const [status, body, headers] = toResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
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

function toResponse(error: FastifyError): [number, ErrorResponse, Record<string, string>] {
  if (error instanceof AppError) {
    return [HTTP_STATUS[error.code], { message: error.message, code: error.code }, error.headers];
  }
  if (error instanceof JudgeError) return judgeRefusal(error);
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
 * The judge refused the job (never a program's fault: that is a verdict): its status, and when to retry. A
 * judge that cannot run programs gets the learner's sentence; its cause and fix are in the log.
 */
function judgeRefusal(error: JudgeError): [number, ErrorResponse, Record<string, string>] {
  if (error.code === 'SANDBOX_UNAVAILABLE') {
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
