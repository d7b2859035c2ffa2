import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Conditional GETs for what learners poll. A weak tag, because compression changes the bytes but not what
 * they mean; `no-cache` so a browser keeps the body but asks every time, and `Vary: Authorization` because
 * what a route answers depends on who asks.
 */

export function weakEtag(parts: ReadonlyArray<string | number | bigint | null>): string {
  const digest = createHash('sha256').update(parts.map(String).join('|')).digest('base64url');
  return `W/"${digest.slice(0, 22)}"`;
}

/** Whether an If-None-Match header names this tag (weak comparison: the W/ prefix is ignored). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((candidate) => candidate.trim())
    .some((candidate) => candidate === '*' || candidate.replace(/^W\//, '') === opaque);
}

/** Sets the validators on the reply; true when the client's copy is current and a 304 is the answer. */
export function isNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('ETag', etag);
  reply.header('Cache-Control', 'private, no-cache');
  reply.header('Vary', 'Authorization');
  return matchesIfNoneMatch(request.headers['if-none-match'], etag);
}
