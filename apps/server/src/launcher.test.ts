import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuthResponse, HealthResponse, Puzzle, SubmitResult } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm start` as root, the embedded default: the built launcher starts the web process as the service user
 * `codequest` (its data folder inside a 0700 folder, whose mode stays as it is) and keeps the judge process
 * itself, as root, relaying its messages. The judge process killed mid-job is started again and the job
 * judged again; the web process killed, the launcher and its judge process go too.
 */

const serverRoot = path.resolve(import.meta.dirname, '..');
const projectRoot = path.resolve(serverRoot, '..', '..');
const dist = path.join(serverRoot, 'dist');
const isRoot = process.getuid?.() === 0;
const built = existsSync(path.join(dist, 'launcher.js')) && existsSync(path.join(dist, 'judge-host.js'));
const skipReason = !isRoot
  ? 'not root: there is no privilege to drop'
  : !built
    ? 'the server is not built (npm run build)'
    : undefined;
if (skipReason) console.log(`launcher suite SKIPPED: ${skipReason}`);

const PUZZLE = { track: 'algorithms', slug: '011-climbing-stairs' };
const RIGHT = readFileSync(
  path.join(projectRoot, 'content', PUZZLE.track, PUZZLE.slug, 'solution.py'),
  'utf8',
);
/** Right, but slow: time enough to kill the judge process mid-job. */
const SLOW_RIGHT = `import time\ntime.sleep(1)\n${RIGHT}`;

interface Line {
  msg: string;
  pid?: number;
  [field: string]: unknown;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function status(pid: number): { uid: number; ppid: number } {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  return {
    uid: Number(/^Uid:\s+(\d+)/m.exec(text)?.[1]),
    ppid: Number(/^PPid:\s+(\d+)/m.exec(text)?.[1]),
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until<T>(probe: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(skipReason !== undefined)('the launcher, as root, with the embedded judge', () => {
  const lines: Line[] = [];
  let launcher: ChildProcess;
  let launcherExited: Promise<void>;
  let scratch: string;
  let content: string;
  let dataDir: string;
  let baseUrl: string;

  const find = (pattern: RegExp) => lines.find((line) => pattern.test(String(line.msg)));
  const judgePids = () =>
    lines
      .map((line) => /judge process started(?: again)? \(pid (\d+)/.exec(String(line.msg))?.[1])
      .filter((pid): pid is string => pid !== undefined)
      .map(Number);

  async function request<T>(method: string, url: string, token?: string, body?: unknown) {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  beforeAll(async () => {
    const setup = spawnSync(
      process.execPath,
      [
        '-e',
        `import(${JSON.stringify(path.join(projectRoot, 'scripts', 'setup.mjs'))}).then((m) => m.ensureServiceUser())`,
      ],
      { encoding: 'utf8' },
    );
    expect(setup.status, setup.stderr).toBe(0);
    scratch = mkdtempSync(path.join(tmpdir(), 'codequest-launcher-')); // 0700, like a home folder
    dataDir = path.join(scratch, 'data');
    mkdirSync(dataDir, { mode: 0o700 });
    content = mkdtempSync(path.join(tmpdir(), 'codequest-launcher-content-'));
    cpSync(path.join(projectRoot, 'content', 'tracks.yaml'), path.join(content, 'tracks.yaml'));
    const folder = path.join(PUZZLE.track, PUZZLE.slug);
    cpSync(path.join(projectRoot, 'content', folder), path.join(content, folder), { recursive: true });
    spawnSync('chmod', ['-R', 'a+rX', content]);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    launcher = spawn(process.execPath, [path.join(dist, 'launcher.js')], {
      cwd: projectRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CONTENT_DIR: content,
        LOG_LEVEL: 'info',
        PUBLIC_URL: 'http://codequest.test',
        RATE_LIMIT_MULTIPLIER: '1000',
        JUDGE_CONCURRENCY: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    launcherExited = new Promise((resolve) => launcher.once('exit', () => resolve()));
    let buffered = '';
    launcher.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const complete = buffered.split('\n');
      buffered = complete.pop() ?? '';
      for (const text of complete.filter((entry) => entry.trim())) {
        try {
          lines.push(JSON.parse(text) as Line);
        } catch {
          lines.push({ msg: text });
        }
      }
    });
    launcher.stderr?.on('data', (chunk: Buffer) => lines.push({ msg: chunk.toString() }));
    await until(() => find(/^Server listening/), 90_000, 'the server listening');
  }, 120_000);

  afterAll(async () => {
    if (launcher.exitCode === null && launcher.signalCode === null) launcher.kill('SIGKILL');
    await launcherExited;
    rmSync(scratch, { recursive: true, force: true });
    rmSync(content, { recursive: true, force: true });
  });

  it('runs the web process as codequest and the judge process as root, the launcher its parent', () => {
    expect(find(/^web process runs as user codequest/)).toBeDefined();
    const webPid = Number(find(/^Server listening/)?.pid);
    expect(status(webPid)).toMatchObject({ ppid: launcher.pid });
    expect(status(webPid).uid).not.toBe(0);
    const [judgePid] = judgePids();
    expect(status(judgePid as number)).toEqual({ uid: 0, ppid: launcher.pid });
    // The data folder is the service user's; the 0700 folder above it is left as it was.
    const codequestUid = status(webPid).uid;
    expect(statSync(path.join(dataDir, 'codequest.sqlite')).uid).toBe(codequestUid);
    expect(statSync(scratch).mode & 0o777).toBe(0o700);
    expect(statSync(scratch).uid).toBe(0);
  });

  it('judges through the launcher; the judge process killed mid-job is restarted and the job judged again', async () => {
    const signup = await request<AuthResponse>('POST', '/api/auth/signup', undefined, {
      username: `launch${process.pid}`,
      email: `launch${process.pid}@example.com`,
      mobile: '0123456789',
      password: 'correct horse',
      confirmPassword: 'correct horse',
      timeZone: 'Europe/Paris',
    });
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

    expect((await submit(RIGHT)).body).toMatchObject({ verdict: 'ACCEPTED' });

    const [judgePid] = judgePids() as [number];
    const answer = submit(SLOW_RIGHT);
    // Mid-job: the judge process has sandboxes running (its children) when it is killed.
    await until(
      () =>
        spawnSync('pgrep', ['-P', String(judgePid), '-f', 'bwrap'], { encoding: 'utf8' }).stdout.trim() ||
        undefined,
      20_000,
      'the judge process running a program',
    );
    process.kill(judgePid, 'SIGKILL');
    const result = await answer;
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ verdict: 'ACCEPTED', success: true });
    expect(find(/^judge process started again .*judging again the 1 job/)).toBeDefined();
    const next = judgePids().at(-1) as number;
    expect(next).not.toBe(judgePid);
    expect(status(next)).toEqual({ uid: 0, ppid: launcher.pid });
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
    await launcherExited;
    await until(() => (alive(judgePid) ? undefined : true), 15_000, 'the judge process gone');
  }, 30_000);
});
