import type { FastifyServerOptions } from 'fastify';

/**
 * Request logs carry method, path and status only. Headers (bearer tokens) and bodies (passwords) are never
 * logged, and secret query parameters (the reset link's token) are masked.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    // A person at a terminal reads lines; everywhere else (files, collectors) gets JSON.
    ...(process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: maskSecrets(request.url),
        ip: request.ip,
      }),
    },
  };
}

export function maskSecrets(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1***');
}
