import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';

/**
 * Who may read metrics: this machine (a Prometheus beside CodeQuest), or anyone with METRICS_TOKEN as a bearer
 * token. A request that came through a proxy is not this machine's, even from the loopback: a reverse proxy
 * on the same machine would otherwise hand the metrics to the whole internet.
 */
export function mayReadMetrics(
  headers: IncomingHttpHeaders,
  remoteAddress: string | undefined,
  token: string | undefined,
): boolean {
  if (token !== undefined && bearerMatches(headers.authorization, token)) return true;
  const proxied = headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined;
  return !proxied && isLoopback(remoteAddress);
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

export const METRICS_REFUSED = 'Metrics are served to this machine, or with the METRICS_TOKEN bearer token';
