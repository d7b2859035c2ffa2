import type { Page, Request } from 'playwright-core';

/**
 * What the page asked the network for, and when: each request's start and end (ms after `since`), the bytes
 * that came over the wire (compressed) and the path. The slow-network benchmark prints it, so a figure that
 * misses its goal shows where the time went (a large chunk, or requests made one after the other).
 */

interface LoggedRequest {
  started: number;
  finished?: number;
  bytes?: number;
  failed?: boolean;
  method: string;
  path: string;
}

export interface RequestLog {
  /** The requests that started after `since`, one line each, in the order they started. */
  lines(since: number): string[];
  /** The scripts fetched so far: how many, and their bytes over the wire (compressed). */
  scripts(): { count: number; bytes: number };
}

export function logRequests(page: Page): RequestLog {
  const entries = new Map<Request, LoggedRequest>();
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    entries.set(request, { started: Date.now(), method: request.method(), path: pathname + search });
  });
  page.on('requestfinished', async (request) => {
    const entry = entries.get(request);
    if (!entry) return;
    entry.finished = Date.now();
    const sizes = await request.sizes().catch(() => undefined);
    if (sizes) entry.bytes = sizes.responseHeadersSize + sizes.responseBodySize;
  });
  page.on('requestfailed', (request) => {
    const entry = entries.get(request);
    if (!entry) return;
    entry.finished = Date.now();
    entry.failed = true;
  });

  return {
    scripts() {
      const scripts = [...entries.values()].filter((entry) => entry.path.endsWith('.js'));
      return { count: scripts.length, bytes: scripts.reduce((sum, entry) => sum + (entry.bytes ?? 0), 0) };
    },
    lines(since) {
      return [...entries.values()]
        .filter((entry) => entry.started >= since)
        .map((entry) => {
          const end = entry.finished === undefined ? '…' : String(entry.finished - since);
          const size = entry.failed ? 'failed' : `${((entry.bytes ?? 0) / 1024).toFixed(1)} KB`;
          const timing = `${entry.started - since}–${end} ms`.padEnd(14);
          return `  ${timing} ${size.padStart(9)}  ${entry.method} ${entry.path}`;
        });
    },
  };
}
