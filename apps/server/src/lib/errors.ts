import type { ErrorCode } from '@codequest/contracts';

/** The one error type: a stable code, a message a person can act on, and optional response headers. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: { headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.headers = options.headers ?? {};
  }
}

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  // A reset link that cannot be used says why, each reason with its own code.
  RESET_LINK_UNKNOWN: 400,
  RESET_LINK_USED: 400,
  RESET_LINK_REPLACED: 400,
  RESET_LINK_EXPIRED: 400,
  RESET_LINK_REVOKED: 400,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};
