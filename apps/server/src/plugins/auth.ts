import { MESSAGES } from '@codequest/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { authenticate, type SessionIdentity } from '../services/sessions';

/**
 * Who is calling. Every /api request is identified from its bearer token (or not); routes then ask for
 * `requireIdentity(request)` (with `requireSession` as their onRequest hook, so a caller without a session gets
 * a 401 before anything else is looked at). Admin routes live in one encapsulated plugin guarded by `requireAdmin`,
 * so a new admin route cannot forget the check.
 */

declare module 'fastify' {
  interface FastifyRequest {
    identity: SessionIdentity | null;
  }
}

export function installAuthentication(app: FastifyInstance): void {
  app.decorateRequest('identity', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    request.identity = token ? await authenticate(app.ctx, token, app.ctx.config.sessionMaxAgeMs) : null;
  });
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,200})$/i.exec(header);
  return match?.[1] ?? null;
}

export function requireIdentity(request: FastifyRequest): SessionIdentity {
  if (!request.identity) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
  return request.identity;
}

/** As a route hook: refuses the request before its body is even validated. */
export async function requireSession(request: FastifyRequest): Promise<void> {
  requireIdentity(request);
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!requireIdentity(request).isAdmin) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}
