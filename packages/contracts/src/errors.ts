import { z } from 'zod';

/** Stable error codes of the one JSON error envelope `{ message, code }`. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'RESET_LINK_UNKNOWN',
  'RESET_LINK_USED',
  'RESET_LINK_REPLACED',
  'RESET_LINK_EXPIRED',
  'RESET_LINK_REVOKED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ZErrorResponse = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
});
export type ErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZMessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof ZMessageResponse>;
