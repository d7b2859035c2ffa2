import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HealthResponse, Puzzle, SubmitResult } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BuiltProcess,
  cannotRunBuilt,
  ensureServiceUser,
  GENERATED_PUZZLE,
  REAL_SOLUTION_PY,
  realPuzzleCatalogue,
  requestJson,
  signUpOverHttp,
} from './test/installation';
import { freePort } from './test/ports';
import { alive, descendantsRunning, procStatus } from './test/processes';
import { eventually, until } from './test/waiting';

/**
 * `npm start` as root, the embedded default: the built launcher starts the web process as the service user
 * `codequest` (its data folder inside a 0700 folder, whose mode stays as it is) and keeps the judge process
 * itself, as root, relaying its messages. The judge process killed mid-job is started again and the job
 * judged again; the web process killed, the launcher and its judge process go too.
 */

const skipReason = cannotRunBuilt(['launcher.js', 'judge-host.js'], 'there is no privilege to drop');
if (skipReason) console.log(`launcher suite SKIPPED: ${skipReason}`);

/** Right, but slow: time enough to kill the judge process mid-job. */
const SLOW_RIGHT = `import time\ntime.sleep(1)\n${REAL_SOLUTION_PY}`;

describe.skipIf(skipReason !== undefined)('the launcher, as root, with the embedded judge', () => {
  let launcher: BuiltProcess;
  let scratch: string;
  let content: string;
  let dataDir: string;
  let baseUrl: string;

  const find = (pattern: RegExp) => launcher.lines.find((line) => pattern.test(String(line.msg)));
  const judgePids = () =>
    launcher.lines
      .map((line) => /judge process started(?: again)? \(pid (\d+)/.exec(String(line.msg))?.[1])
      .filter((pid): pid is string => pid !== undefined)
      .map(Number);

  const request = <T>(method: string, url: string, token?: string, body?: unknown) =>
    requestJson<T>(baseUrl, method, url, token, body);

  beforeAll(async () => {
    const setup = ensureServiceUser();
    expect(setup.status, setup.stderr).toBe(0);
    scratch = mkdtempSync(path.join(tmpdir(), 'codequest-launcher-')); // 0700, like a home folder
    dataDir = path.join(scratch, 'data');
    mkdirSync(dataDir, { mode: 0o700 });
    // The second puzzle's generated tests are not built: the launcher builds them while the server serves.
    content = realPuzzleCatalogue('codequest-launcher-content-', [GENERATED_PUZZLE]);
    // Slow enough (3 s a test) that the server surely serves before they are built.
    const generator = path.join(content, GENERATED_PUZZLE.track, GENERATED_PUZZLE.slug, 'tests', 'gen.py');
    writeFileSync(generator, `import time\ntime.sleep(3)\n${readFileSync(generator, 'utf8')}`);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    launcher = new BuiltProcess('launcher.js', {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CONTENT_DIR: content,
      PUBLIC_URL: 'http://codequest.test',
      RATE_LIMIT_MULTIPLIER: '1000',
      JUDGE_CONCURRENCY: '2',
    });
    await launcher.waitFor((line) => /^Server listening/.test(String(line.msg)), 90_000);
    // Runs and submits answer 503 until the judge's start-up self-test is done.
    await until(async () => {
      expect((await request<HealthResponse>('GET', '/api/health')).body.judge.ready).toBe(true);
    }, 90_000);
  }, 180_000);

  afterAll(async () => {
    launcher?.kill('SIGKILL');
    await launcher?.exited;
    rmSync(scratch, { recursive: true, force: true });
    rmSync(content, { recursive: true, force: true });
  });

  it('runs the web process as codequest and the judge process as root, the launcher its parent', () => {
    expect(find(/^web process runs as user codequest/)).toBeDefined();
    const webPid = Number(find(/^Server listening/)?.pid);
    expect(procStatus(webPid)).toMatchObject({ ppid: launcher.pid });
    expect(procStatus(webPid).uid).not.toBe(0);
    const [judgePid] = judgePids();
    expect(procStatus(judgePid as number)).toEqual({ uid: 0, ppid: launcher.pid });
    // The data folder is the service user's; the 0700 folder above it is left as it was.
    const codequestUid = procStatus(webPid).uid;
    expect(statSync(path.join(dataDir, 'codequest.sqlite')).uid).toBe(codequestUid);
    expect(statSync(scratch).mode & 0o777).toBe(0o700);
    expect(statSync(scratch).uid).toBe(0);
    // Both give memory they freed back to the system (launcher.ts, MALLOC_TRIM_THRESHOLD).
    for (const pid of [webPid, judgePid as number])
      expect(readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0')).toContain(
        'MALLOC_TRIM_THRESHOLD_=131072',
      );
  });

  it('serves at once, builds the generated tests beside the server, and their puzzle joins once they are built', async () => {
    const waiting = launcher.lines.findIndex((line) => /^catalogue: 1 puzzles wait/.test(String(line.msg)));
    expect(waiting).toBeGreaterThan(-1);
    expect(launcher.lines.findIndex((line) => /^Server listening/.test(String(line.msg)))).toBeGreaterThan(
      waiting,
    );
    await until(async () => {
      const slugs = (await request<Puzzle[]>('GET', '/api/puzzles')).body.map((puzzle) => puzzle.slug);
      expect(slugs).toHaveLength(2);
    }, 90_000);
    const built = launcher.lines.findIndex((line) =>
      /^catalogue: generated tests: 1 puzzles built/.test(String(line.msg)),
    );
    expect(built).toBeGreaterThan(waiting);
    // Built by the launcher (root): the service user may only read the project folder, cache included.
    const cache = path.join(content, '.cache', 'tests', GENERATED_PUZZLE.track, GENERATED_PUZZLE.slug);
    const [key] = readdirSync(cache);
    expect(readdirSync(path.join(cache, key as string))).toContain('11.in');
    expect(statSync(path.join(cache, key as string)).uid).toBe(0);
  });

  it('judges through the launcher; the judge process killed mid-job is restarted and the job judged again', async () => {
    const signup = await signUpOverHttp(baseUrl, `launch${process.pid}`);
    expect(signup.status).toBe(200);
    const token = signup.body.token;
    const health = await request<HealthResponse>('GET', '/api/health');
    expect(health.body).toMatchObject({ queue: 'judge-process', judgeProcess: { state: 'running' } });
    const [puzzle] = (await request<Puzzle[]>('GET', '/api/puzzles', token)).body as [Puzzle];
    const submit = (code: string) =>
      request<SubmitResult>('POST', '/api/code/submit', token, {
        puzzleId: puzzle.id,
        language: 'python',
        code,
      });

    expect((await submit(REAL_SOLUTION_PY)).body).toMatchObject({ verdict: 'ACCEPTED' });

    const [judgePid] = judgePids() as [number];
    const answer = submit(SLOW_RIGHT);
    // Mid-job: the learner's program runs under the judge process when it is killed (a sandbox alone is not
    // enough: a launcher waits in each slot ahead of need, and a warm Java compile service may be running).
    await eventually(
      () => descendantsRunning(judgePid, 'python3').length > 0 || undefined,
      20_000,
      'the judge process running the program',
    );
    process.kill(judgePid, 'SIGKILL');
    const result = await answer;
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({ verdict: 'ACCEPTED', success: true });
    expect(find(/^judge process started again .*judging again the 1 job/)).toBeDefined();
    const next = judgePids().at(-1) as number;
    expect(next).not.toBe(judgePid);
    expect(procStatus(next)).toEqual({ uid: 0, ppid: launcher.pid });
    const after = await request<HealthResponse>('GET', '/api/health');
    expect(after.body).toMatchObject({
      queue: 'judge-process',
      judgeProcess: { state: 'running', restarts: 1 },
    });
  }, 60_000);

  it('when the web process dies (SIGKILL), the launcher and its judge process go too', async () => {
    const webPid = Number(find(/^Server listening/)?.pid);
    const judgePid = judgePids().at(-1) as number;
    process.kill(webPid, 'SIGKILL');
    await launcher.exited;
    await eventually(() => (alive(judgePid) ? undefined : true), 15_000, 'the judge process gone');
  }, 30_000);
});
