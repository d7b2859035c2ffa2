import type { Puzzle } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSumPuzzle } from '../test/catalogue-fixture';
import { sendCode } from '../test/code-requests';
import { buildUser } from '../test/factories';
import { parseMetrics, sample } from '../test/prometheus-text';
import { type SeededServer, startSeededServer } from '../test/seeded';
import { METRICS_REFUSED, mayReadMetrics } from './access';

/**
 * /metrics of a web process: Prometheus's text format, read by a Prometheus parser; it moves as requests are
 * answered and jobs judged; this machine reads it, a proxied request or another machine only with the token.
 */

const TOKEN = 'metrics-token-of-this-test-0123';

describe('/metrics of a web process', () => {
  let seeded: SeededServer;
  let puzzle: Puzzle;

  beforeAll(async () => {
    seeded = await startSeededServer('sqlite', writeSumPuzzle, { env: { METRICS_TOKEN: TOKEN } });
    puzzle = seeded.puzzles[0] as Puzzle;
  });
  afterAll(() => seeded?.close());

  const scrape = async () => {
    const response = await seeded.server.request<string>('GET', '/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseMetrics(response.body);
  };

  it('parses, and moves as requests are answered and jobs judged', async () => {
    const before = await scrape();
    const learner = await buildUser(seeded.server);
    expect((await sendCode(seeded.server, puzzle.id, learner, 'submit')).body.verdict).toBe('ACCEPTED');
    const failed = await sendCode(seeded.server, puzzle.id, learner, 'run', 'raise SystemExit(3)');
    expect(failed.body.verdict).toBe('RUNTIME_ERROR');
    const after = await scrape();

    const submits = { method: 'POST', route: '/api/code/submit', status: '200' };
    expect(sample(before, 'codequest_http_requests_total', submits)).toBeUndefined();
    expect(sample(after, 'codequest_http_requests_total', submits)).toBe(1);
    expect(sample(after, 'codequest_http_requests_total', { route: '/api/auth/signup', status: '200' })).toBe(
      1,
    );
    expect(
      sample(after, 'codequest_http_request_duration_seconds_count', { route: '/api/code/submit' }),
    ).toBe(1);
    expect(sample(after, 'codequest_judge_jobs_total', { language: 'python', outcome: 'ACCEPTED' })).toBe(1);
    expect(
      sample(after, 'codequest_judge_jobs_total', { language: 'python', outcome: 'RUNTIME_ERROR' }),
    ).toBe(1);
    expect(sample(after, 'codequest_judge_job_duration_seconds_count', { language: 'python' })).toBe(2);
    expect(sample(after, 'codequest_sessions_active')).toBe(
      (sample(before, 'codequest_sessions_active') ?? 0) + 1,
    );
    expect(sample(after, 'codequest_judge_jobs_waiting')).toBe(0);
    expect(sample(after, 'codequest_judge_jobs_running')).toBe(0);
    expect(sample(after, 'codequest_judge_workers_alive')).toBe(1);
    expect(sample(after, 'codequest_storage_writable')).toBe(1);
    expect(sample(after, 'codequest_process_resident_memory_bytes')).toBeGreaterThan(0);
    // A path with an id is counted under its route, never as itself.
    const text = (await seeded.server.request<string>('GET', '/metrics')).body;
    expect(text).not.toContain(`/api/puzzles/${puzzle.id}`);
    expect(text).not.toContain(learner.token);
  });

  it('refuses a request that came through a proxy, unless it carries the token', async () => {
    const proxied = await seeded.server.request<{ message: string }>('GET', '/metrics', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.status).toBe(403);
    expect(proxied.body.message).toBe(METRICS_REFUSED);
    const wrong = await seeded.server.request('GET', '/metrics', {
      headers: { 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer metrics-token-of-this-test-XXXX' },
    });
    expect(wrong.status).toBe(403);
    const withToken = await seeded.server.request<string>('GET', '/metrics', {
      headers: { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.status).toBe(200);
    expect(parseMetrics(withToken.body).length).toBeGreaterThan(10);
  });

  it('refuses another machine without the token', () => {
    expect(mayReadMetrics({}, '192.0.2.7', TOKEN)).toBe(false);
    expect(mayReadMetrics({}, '2001:db8::7', undefined)).toBe(false);
    expect(mayReadMetrics({ authorization: `Bearer ${TOKEN}` }, '192.0.2.7', TOKEN)).toBe(true);
    expect(mayReadMetrics({}, '::ffff:127.0.0.1', undefined)).toBe(true);
    expect(mayReadMetrics({}, '::1', undefined)).toBe(true);
    expect(mayReadMetrics({ forwarded: 'for=192.0.2.7' }, '127.0.0.1', undefined)).toBe(false);
  });
});
