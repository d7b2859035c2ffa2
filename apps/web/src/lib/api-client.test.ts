import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiJson, apiRequest, serverMessageOr } from './api-client';

type FetchArgs = [input: string, init: RequestInit];

function stubFetch(response: Response) {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function stubToken(token: string | null) {
  const entries = new Map<string, string>(token ? [['codequest_token', token]] : []);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => entries.set(key, value),
    removeItem: (key: string) => entries.delete(key),
  });
}

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

beforeEach(() => stubToken(null));
afterEach(() => vi.unstubAllGlobals());

describe('ApiError', () => {
  it('reads "<status>: <body>"', () => {
    expect(new ApiError(400, '{"message":"Nope","code":"VALIDATION"}', 'Bad Request').message).toBe(
      '400: {"message":"Nope","code":"VALIDATION"}',
    );
  });

  it('falls back to the status text when the body is empty', () => {
    expect(new ApiError(502, '', 'Bad Gateway').message).toBe('502: Bad Gateway');
  });

  it('exposes the message of a JSON error body, and nothing for other bodies', () => {
    expect(new ApiError(401, '{"message":"Invalid email or password","code":"X"}', '').serverMessage).toBe(
      'Invalid email or password',
    );
    expect(new ApiError(500, '<html>oops</html>', '').serverMessage).toBeUndefined();
    expect(new ApiError(500, '{"error":"x"}', '').serverMessage).toBeUndefined();
    expect(new ApiError(500, '{"message":""}', '').serverMessage).toBeUndefined();
  });
});

describe('apiRequest', () => {
  it('sends the bearer token, cookies and a JSON body', async () => {
    stubToken('secret-token');
    const fetchMock = stubFetch(json({ ok: true }));
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.co' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({
      Authorization: 'Bearer secret-token',
      'Content-Type': 'application/json',
    });
    expect(init?.body).toBe('{"email":"a@b.co"}');
  });

  it('sends no content type and no Authorization without a body or a token', async () => {
    const fetchMock = stubFetch(json({}));
    await apiRequest('POST', '/api/auth/logout');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toEqual({});
    expect(init?.body).toBeUndefined();
  });

  it('asks for keepalive only when told to (a draft saved as the page goes away)', async () => {
    const fetchMock = stubFetch(json({}));
    await apiRequest('PUT', '/api/puzzles/1/draft?language=c', { code: 'x' }, { keepalive: true });
    await apiRequest('PUT', '/api/puzzles/1/draft?language=c', { code: 'x' });
    expect(fetchMock.mock.calls[0]?.[1].keepalive).toBe(true);
    expect(fetchMock.mock.calls[1]?.[1].keepalive).toBeUndefined();
  });

  it('throws ApiError with the status and the body text on a non-OK answer', async () => {
    stubFetch(json({ message: 'Please fill in all fields', code: 'VALIDATION' }, 400, 'Bad Request'));
    const failure = await apiRequest('POST', '/api/auth/signup', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
    expect((failure as ApiError).message).toBe(
      '400: {"message":"Please fill in all fields","code":"VALIDATION"}',
    );
    expect(serverMessageOr(failure, 'Signup failed')).toBe('Please fill in all fields');
  });

  it('uses the status text when the error body is empty', async () => {
    stubFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/health')).rejects.toThrow('503: Service Unavailable');
  });

  it("keeps the server's own 503 message (JUDGE_UNAVAILABLE), whose body is also read to tell it from a proxy's", async () => {
    const body = { message: 'CodeQuest cannot run code right now', code: 'JUDGE_UNAVAILABLE' };
    stubFetch(json(body, 503, 'Service Unavailable'));
    const failure = await apiRequest('POST', '/api/code/run', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(503);
    expect((failure as ApiError).serverMessage).toBe(body.message);
  });
});

describe('apiGet', () => {
  it('returns the JSON body', async () => {
    stubFetch(json({ id: 1 }));
    await expect(apiGet('/api/profile/current')).resolves.toEqual({ id: 1 });
  });

  it('throws on 401 by default and yields null when asked to', async () => {
    stubFetch(json({ message: 'Please sign in to continue' }, 401, 'Unauthorized'));
    await expect(apiGet('/api/profile/current')).rejects.toThrow('401: ');
    stubFetch(json({ message: 'Please sign in to continue' }, 401, 'Unauthorized'));
    await expect(apiGet('/api/profile/current', 'returnNull')).resolves.toBeNull();
  });

  it('still throws other errors when asked to return null on 401', async () => {
    stubFetch(json({ message: 'Only administrators can do that' }, 403, 'Forbidden'));
    await expect(apiGet('/api/admin/users', 'returnNull')).rejects.toThrow('403: ');
  });
});

describe('apiJson and serverMessageOr', () => {
  it('reads an empty answer as undefined', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiJson('DELETE', '/api/thing')).resolves.toBeUndefined();
  });

  it('uses the fallback for network failures and bodies without a message', () => {
    expect(serverMessageOr(new TypeError('Failed to fetch'), 'Login failed')).toBe('Login failed');
    expect(serverMessageOr(new ApiError(500, '', 'Internal Server Error'), 'Login failed')).toBe(
      'Login failed',
    );
  });
});
