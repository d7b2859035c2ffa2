import { describe, expect, it } from 'vitest';
import { healthUrl, judgeReport } from './judge-report';

describe("npm start's word on the judge", () => {
  it('waits while the self-test has not decided every language', () => {
    expect(judgeReport(undefined)).toBeUndefined();
    expect(judgeReport({ judge: { languages: {} } })).toBeUndefined();
    expect(
      judgeReport({
        judge: { ready: false, languages: { c: { status: 'ok' }, java: { status: 'checking' } } },
      }),
    ).toBeUndefined();
    expect(judgeReport({ judge: { languages: { python: { status: 'unchecked' } } } })).toBeUndefined();
  });

  it('names the mode and the languages when the judge is ready', () => {
    const lines = judgeReport({
      judge: { ready: true, mode: 'cgroup-v2', languages: { c: { status: 'ok' }, python: { status: 'ok' } } },
    });
    expect(lines).toEqual(['\n▸ Judge ready (cgroup-v2): c, python run in the sandbox']);
  });

  it('gives each failing language its reason when it is not', () => {
    const lines = judgeReport({
      judge: {
        ready: false,
        mode: 'unavailable',
        languages: {
          c: { status: 'ok' },
          java: { status: 'failed', reason: 'no JDK: apt-get install default-jdk' },
        },
      },
    });
    expect(lines).toEqual([
      '\n▸ Judge NOT ready: runs and submits answer 503 until this is fixed',
      '  java: no JDK: apt-get install default-jdk',
    ]);
  });

  it('asks health on this machine when the server listens on every address', () => {
    expect(healthUrl({ host: '0.0.0.0', port: 3000 })).toBe('http://127.0.0.1:3000/api/health');
    expect(healthUrl({ host: '127.0.0.2', port: 8080 })).toBe('http://127.0.0.2:8080/api/health');
    expect(healthUrl({ host: '::1', port: 3000 })).toBe('http://[::1]:3000/api/health');
  });
});
