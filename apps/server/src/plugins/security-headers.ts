import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Config, publicUrlIsHttps } from '../config';

/**
 * helmet's headers, fitted to how CodeQuest is reached. A classroom server is often opened over plain http by
 * host name or LAN address: there, `Strict-Transport-Security` and the CSP's `upgrade-insecure-requests` make
 * the browser ask for every script over https, which fails, and the page stays blank. So those two are sent
 * only when the site is https: PUBLIC_URL is https, or the request reached a trusted proxy over TLS
 * (X-Forwarded-Proto, believed only with TRUST_PROXY). Every other header helmet gives stays as it is.
 */

/** helmet's own default HSTS value (one year, subdomains included). */
const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export async function installSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl'>,
): Promise<void> {
  await app.register(helmet, {
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        // The editor and Radix components set inline styles; scripts stay same-origin only.
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': null,
      },
    },
  });

  const alwaysHttps = publicUrlIsHttps(config);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!alwaysHttps && !cameOverTls(request)) return payload;
    reply.header('strict-transport-security', HSTS_VALUE);
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && !csp.includes('upgrade-insecure-requests')) {
      reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
    }
    return payload;
  });
}

/** request.protocol is the proxy's X-Forwarded-Proto only when that proxy is trusted (Fastify's trustProxy). */
function cameOverTls(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}
