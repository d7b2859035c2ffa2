import { type ChildProcess, type SpawnSyncReturns, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '@codequest/contracts';
import { collectLogLines, type LogLine } from './processes';

/**
 * The built server run as an operator runs it (launcher.test.ts, scale-out.test.ts): its processes from
 * dist/, the service user set-up creates, a catalogue cut down to one real puzzle, and requests over plain
 * fetch, as any client's.
 */

const serverRoot = path.resolve(import.meta.dirname, '..', '..');
export const PROJECT_ROOT = path.resolve(serverRoot, '..', '..');
export const SERVER_DIST = path.join(serverRoot, 'dist');

/**
 * Why these suites cannot run here, or undefined: the launcher drops root (so they need it, for `whyRoot`),
 * and they run the build's `entries`.
 */
export function cannotRunBuilt(entries: string[], whyRoot: string): string | undefined {
  if (process.getuid?.() !== 0) return `not root: ${whyRoot}`;
  if (!entries.every((entry) => existsSync(path.join(SERVER_DIST, entry))))
    return 'the server is not built (npm run build)';
  return undefined;
}

/** A catalogue puzzle without generated tests (a cut-down catalogue needs no build). */
export const REAL_PUZZLE = { track: 'algorithms', slug: '011-climbing-stairs' };
/** REAL_PUZZLE's reference solution in Python: right on every test. */
export const REAL_SOLUTION_PY = readFileSync(
  path.join(PROJECT_ROOT, 'content', REAL_PUZZLE.track, REAL_PUZZLE.slug, 'solution.py'),
  'utf8',
);

/** Creates the service user the web process runs as, as `npm start`'s set-up does first. */
export function ensureServiceUser(): SpawnSyncReturns<string> {
  const setup = path.join(PROJECT_ROOT, 'scripts', 'setup.mjs');
  return spawnSync(
    process.execPath,
    ['-e', `import(${JSON.stringify(setup)}).then((m) => m.ensureServiceUser())`],
    { encoding: 'utf8' },
  );
}

/** The catalogue cut down to REAL_PUZZLE, in a new folder readable by all (the service user reads it). */
export function realPuzzleCatalogue(prefix: string, more: Array<typeof REAL_PUZZLE> = []): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(path.join(PROJECT_ROOT, 'content', 'tracks.yaml'), path.join(dir, 'tracks.yaml'));
  for (const puzzle of [REAL_PUZZLE, ...more]) {
    const folder = path.join(puzzle.track, puzzle.slug);
    cpSync(path.join(PROJECT_ROOT, 'content', folder), path.join(dir, folder), { recursive: true });
  }
  spawnSync('chmod', ['-R', 'a+rX', dir]);
  return dir;
}

/** A catalogue puzzle with generated tests, whose generator is quick (copied without its built tests). */
export const GENERATED_PUZZLE = { track: 'logic-puzzles', slug: '033-the-glowing-tiles-of-the-temple' };

/** One request with an optional session and JSON body; the answer's JSON body. */
export async function requestJson<T>(
  baseUrl: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
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

/** A new learner signed up over HTTP (`name`: the username, and the email's local part). */
export async function signUpOverHttp(
  baseUrl: string,
  name: string,
): Promise<{ status: number; body: AuthResponse }> {
  return requestJson<AuthResponse>(baseUrl, 'POST', '/api/auth/signup', undefined, {
    username: name,
    email: `${name}@example.com`,
    mobile: '0123456789',
    password: 'correct horse',
    confirmPassword: 'correct horse',
    timeZone: 'Europe/Paris',
  });
}

/** A process of the installation, started from the built `entry` in dist/, its JSON log lines kept. */
export class BuiltProcess {
  readonly lines: LogLine[] = [];
  readonly exited: Promise<void>;
  private readonly child: ChildProcess;

  /** nodeOptions: Node's own options before the entry (a heap limit). */
  constructor(entry: string, env: Record<string, string>, nodeOptions: string[] = []) {
    const args = ['--enable-source-maps', ...nodeOptions, path.join(SERVER_DIST, entry)];
    this.child = spawn(process.execPath, args, {
      cwd: PROJECT_ROOT,
      env: { ...process.env, LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    collectLogLines(this.child, this.lines);
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
  }

  get pid(): number {
    return this.child.pid as number;
  }

  /** The first log line matching, waiting for it; fails with the whole log if it ends first. */
  async waitFor(matches: (line: LogLine) => boolean, timeoutMs = 60_000): Promise<LogLine> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.lines.find(matches);
      if (found) return found;
      if (Date.now() > deadline || this.child.exitCode !== null)
        throw new Error(
          `no such log line; log:\n${this.lines.map((line) => JSON.stringify(line)).join('\n')}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  kill(signal: NodeJS.Signals): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
  }

  /** SIGTERM, then SIGKILL if it has not ended within 10 s. */
  async stop(): Promise<void> {
    this.kill('SIGTERM');
    const killer = setTimeout(() => this.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(killer);
  }
}
