import { reportResponse, reportUnreachable } from './connection';
import { readToken } from './session';

/**
 * The one way the app talks to the server (product spec, section 7): the bearer token from localStorage when
 * there is one, cookies always, a JSON content type when a body is sent. A non-OK response becomes an
 * ApiError whose message is "<status>: <body text, or the status text when the body is empty>" (section 8).
 */

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  /** The `message` of a JSON error body (`{ message, code }`), which the sign-in flows show as is. */
  get serverMessage(): string | undefined {
    try {
      const body: unknown = JSON.parse(this.bodyText);
      if (
        typeof body === 'object' &&
        body !== null &&
        'message' in body &&
        typeof body.message === 'string'
      ) {
        return body.message || undefined;
      }
    } catch {
      // Not JSON: there is no server message.
    }
    return undefined;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** `keepalive` lets a request outlive the page (a draft saved while the tab closes or reloads). */
export interface RequestOptions {
  keepalive?: boolean;
  /** The Accept header, for a route that answers in more than one way (a stream of progress lines). */
  accept?: string;
}

export async function apiRequest(
  method: HttpMethod,
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // A file (a problem package) goes as it is, with its own type; anything else as JSON.
  const file = data instanceof Blob ? data : undefined;
  if (data !== undefined)
    headers['Content-Type'] = file ? file.type || 'application/octet-stream' : 'application/json';
  if (options.accept) headers.Accept = options.accept;

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: file ?? (data === undefined ? undefined : JSON.stringify(data)),
      credentials: 'include',
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    // No answer at all: the server (or the network to it) is away. The connection banner says so.
    reportUnreachable();
    throw error;
  }
  reportResponse(response.status, await isServerRefusal(response));
  await throwIfNotOk(response);
  return response;
}

/**
 * A 503 in the server's own envelope (`{ message, code }`: its judge cannot run code, or is busy) means the
 * server is reachable, whatever a proxy's bare 503 would mean.
 */
async function isServerRefusal(response: Response): Promise<boolean> {
  if (response.status !== 503) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  return (
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    typeof body.code === 'string' &&
    'message' in body &&
    typeof body.message === 'string'
  );
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new ApiError(response.status, text, response.statusText);
}

/** What a read does with a 401: throw (the default) or resolve to null. */
export type UnauthorizedBehavior = 'throw' | 'returnNull';

export function apiGet<T>(url: string, on401?: 'throw'): Promise<T>;
export function apiGet<T>(url: string, on401: 'returnNull'): Promise<T | null>;
export async function apiGet<T>(url: string, on401: UnauthorizedBehavior = 'throw'): Promise<T | null> {
  try {
    const response = await apiRequest('GET', url);
    return (await response.json()) as T;
  } catch (error) {
    if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Sends a request and reads its JSON answer (an empty answer reads as undefined). */
export async function apiJson<T>(
  method: HttpMethod,
  url: string,
  data?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const response = await apiRequest(method, url, data, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The text to show for a failed sign-in call: the server's message when it sent one (section 7), else the
 * screen's fallback ("Login failed", "Signup failed"…).
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}
