import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  AuthResponse,
  HealthResponse,
  Puzzle,
  Submission,
  SubmitResult,
  User,
} from '@codequest/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearRedisPrefix, type LogLine, testRedisUrl, uniqueRedisPrefix } from './test/judge-workers';

/**
 * CodeQuest scaled out, as an operator runs it: two web processes (the built server, started by its launcher
 * as `npm start` starts it, as root) on one PostgreSQL database and one Redis, and two judge workers (the
 * built `npm run worker`). Forty submissions of a catalogue puzzle, right and wrong, from several learners,
 * go through both web processes while one worker is killed with SIGKILL mid-job: every submission gets its
 * verdict, each learner is paid once, and the web processes run as the unprivileged service user.
 */

const serverRoot = path.resolve(import.meta.dirname, '..');
const projectRoot = path.resolve(serverRoot, '..', '..');
const dist = path.join(serverRoot, 'dist');
const redisUrl = testRedisUrl();
const postgresUrl = process.env.CODEQUEST_TEST_POSTGRES_URL;
const isRoot = process.getuid?.() === 0;
const built = existsSync(path.join(dist, 'launcher.js')) && existsSync(path.join(dist, 'worker.js'));

const skipReason = !postgresUrl
  ? 'no PostgreSQL on 127.0.0.1:5432'
  : !redisUrl
    ? 'no Redis on 127.0.0.1:6379'
    : !isRoot
      ? 'not root: the judge workers need root, and the web processes would have none to drop'
      : !built
        ? 'the server is not built (npm run build)'
        : undefined;
if (skipReason) console.log(`scale-out suite SKIPPED: ${skipReason}`);

const PUZZLE = { track: 'algorithms', slug: '011-climbing-stairs' };
const RIGHT = readFileSync(
  path.join(projectRoot, 'content', PUZZLE.track, PUZZLE.slug, 'solution.py'),
  'utf8',
);
const WRONG = 'n = int(input())\nprint(n)\n';
const LEARNERS = 8;
const SUBMISSIONS_EACH = 5;

/** A process of the installation, its JSON log lines kept. */
class Running {
  readonly lines: LogLine[] = [];
  readonly exited: Promise<void>;
  private readonly child: ChildProcess;

  constructor(entry: string, env: Record<string, string>) {
    this.child = spawn(process.execPath, ['--enable-source-maps', path.join(dist, entry)], {
      cwd: projectRoot,
      env: { ...process.env, LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let buffered = '';
    this.child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const complete = buffered.split('\n');
      buffered = complete.pop() ?? '';
      for (const line of complete.filter((text) => text.trim())) {
        try {
          this.lines.push(JSON.parse(line) as LogLine);
        } catch {
          this.lines.push({ msg: line });
        }
      }
    });
    this.child.stderr?.on('data', (chunk: Buffer) =>
      this.lines.push({ msg: chunk.toString(), stderr: true }),
    );
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
  }

  get pid(): number {
    return this.child.pid as number;
  }

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

  async stop(): Promise<void> {
    this.kill('SIGTERM');
    const killer = setTimeout(() => this.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(killer);
  }
}

class Web {
  constructor(
    readonly process: Running,
    readonly baseUrl: string,
  ) {}

  async request<T>(
    method: string,
    url: string,
    token?: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }
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

function uidOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
}

async function withPostgres<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(skipReason !== undefined)('scaled out: two web processes, two judge workers', () => {
  const prefix = uniqueRedisPrefix();
  const database = `codequest_scale_${randomBytes(5).toString('hex')}`;
  const workers: Running[] = [];
  const webs: Web[] = [];
  let scratch: string;
  const contentDirs: string[] = [];

  beforeAll(async () => {
    // The service user the web processes run as: set-up creates it (as `npm start` does first).
    const setup = spawnSync(
      process.execPath,
      [
        '-e',
        `import(${JSON.stringify(path.join(projectRoot, 'scripts', 'setup.mjs'))}).then((m) => m.ensureServiceUser())`,
      ],
      { encoding: 'utf8' },
    );
    expect(setup.status, setup.stderr).toBe(0);
    await withPostgres((client) => client.query(`create database ${database}`));
    const databaseUrl = new URL(postgresUrl as string);
    databaseUrl.pathname = `/${database}`;

    // Private folders, as an operator's home may be: the data folders inside a 0700 one.
    scratch = mkdtempSync(path.join(tmpdir(), 'codequest-scale-'));
    // The catalogue, cut down to one of its puzzles (one without generated tests), readable by all.
    const contentDir = mkdtempSync(path.join(tmpdir(), 'codequest-scale-content-'));
    contentDirs.push(contentDir);
    cpSync(path.join(projectRoot, 'content', 'tracks.yaml'), path.join(contentDir, 'tracks.yaml'));
    const folder = path.join(PUZZLE.track, PUZZLE.slug);
    cpSync(path.join(projectRoot, 'content', folder), path.join(contentDir, folder), { recursive: true });
    spawnSync('chmod', ['-R', 'a+rX', contentDir]);

    const common = { REDIS_URL: redisUrl as string, REDIS_PREFIX: prefix };
    for (let index = 0; index < 2; index++) {
      workers.push(new Running('worker.js', { ...common, JUDGE_CONCURRENCY: '2', JUDGE_LOCK_MS: '2000' }));
    }
    for (let index = 0; index < 2; index++) {
      const port = await freePort();
      const dataDir = path.join(scratch, `data-${index}`);
      mkdirSync(dataDir, { mode: 0o700 });
      const web = new Running('launcher.js', {
        ...common,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl.toString(),
        DATA_DIR: dataDir,
        CONTENT_DIR: contentDir,
        PUBLIC_URL: 'http://codequest.test',
        RATE_LIMIT_MULTIPLIER: '1000',
      });
      webs.push(new Web(web, `http://127.0.0.1:${port}`));
      // One after the other: the first seeds the catalogue, the second finds it seeded.
      await web.waitFor((line) => String(line.msg).startsWith('Server listening'));
    }
    await Promise.all(
      workers.map((worker) => worker.waitFor((line) => String(line.msg).startsWith('judge worker ready'))),
    );
    for (const web of webs) {
      for (let attempt = 0; ; attempt++) {
        const health = await web.request<HealthResponse>('GET', '/api/health');
        if (health.body.workers?.count === 2 && health.body.ok) break;
        if (attempt > 100) throw new Error(`the workers never showed: ${JSON.stringify(health.body)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all([...webs.map((web) => web.process.stop()), ...workers.map((worker) => worker.stop())]);
    await withPostgres((client) => client.query(`drop database if exists ${database} with (force)`));
    await clearRedisPrefix(redisUrl as string, prefix);
    for (const folder of [scratch, ...contentDirs])
      if (folder) rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  it('runs the web processes as the service user, not root', () => {
    for (const web of webs) {
      const line = web.process.lines.find((entry) => String(entry.msg).startsWith('Server listening'));
      const pid = Number(line?.pid);
      expect(pid).toBeGreaterThan(0);
      expect(pid).not.toBe(web.process.pid); // the launcher keeps root; the web process is its child
      expect(uidOf(pid)).not.toBe(0);
      expect(uidOf(web.process.pid)).toBe(0);
    }
    for (const worker of workers) expect(uidOf(worker.pid)).toBe(0);
  });

  it('judges 40 submissions through both, one worker killed mid-job: every verdict right, XP paid once', async () => {
    const learners: AuthResponse[] = [];
    for (let index = 0; index < LEARNERS; index++) {
      const web = webs[index % 2] as Web;
      const response = await web.request<AuthResponse>('POST', '/api/auth/signup', undefined, {
        username: `scale${index}x${prefix.slice(-6)}`,
        email: `scale${index}x${prefix.slice(-6)}@example.com`,
        mobile: '0123456789',
        password: 'correct horse',
        confirmPassword: 'correct horse',
        timeZone: 'Europe/Paris',
      });
      expect(response.status).toBe(200);
      learners.push(response.body);
    }
    const puzzles = await (webs[0] as Web).request<Puzzle[]>('GET', '/api/puzzles', learners[0]?.token);
    const puzzle = puzzles.body.find((candidate) => candidate.slug === PUZZLE.slug.replace(/^\d+-/, ''));
    expect(puzzle, JSON.stringify(puzzles.body.map((entry) => entry.slug))).toBeDefined();
    const puzzleId = (puzzle as Puzzle).id;

    // The victim: the first worker, once it judges; the other takes its jobs again.
    const [victim, survivor] = workers as [Running, Running];
    const killed = victim
      .waitFor((line) => line.msg === 'judging', 60_000)
      .then(() => {
        victim.kill('SIGKILL');
        return Date.now();
      });

    const outcomes = await Promise.all(
      learners.map(async (learner, index) => {
        const results: { right: boolean; status: number; body: SubmitResult }[] = [];
        for (let round = 0; round < SUBMISSIONS_EACH; round++) {
          const right = (index + round) % 3 !== 1;
          const web = webs[(index + round) % 2] as Web;
          const response = await web.request<SubmitResult>('POST', '/api/code/submit', learner.token, {
            puzzleId,
            language: 'python',
            code: right ? RIGHT : WRONG,
          });
          results.push({ right, ...response });
        }
        return results;
      }),
    );
    await killed;
    await victim.exited;

    expect(outcomes.flat()).toHaveLength(LEARNERS * SUBMISSIONS_EACH);
    for (const [index, results] of outcomes.entries()) {
      const learner = learners[index] as AuthResponse;
      for (const { right, status, body } of results) {
        expect(status, JSON.stringify(body)).toBe(200);
        expect(body.verdict).toBe(right ? 'ACCEPTED' : 'WRONG_ANSWER');
      }
      // Paid once: the first accept earns the puzzle's points (and any achievement), the others nothing.
      const paid = results.filter(({ body }) => body.xpGained > 0);
      expect(paid).toHaveLength(1);
      expect(paid[0]?.body.verdict).toBe('ACCEPTED');
      const profile = await (webs[1] as Web).request<User>('GET', '/api/profile/current', learner.token);
      expect(profile.body.totalXP).toBe(paid[0]?.body.xpGained);
      const stored = await (webs[index % 2] as Web).request<Submission[]>(
        'GET',
        `/api/puzzles/${puzzleId}/submissions`,
        learner.token,
      );
      expect(stored.body).toHaveLength(SUBMISSIONS_EACH);
    }
    // The jobs the victim held were judged again by the survivor.
    expect(survivor.lines.some((line) => line.msg === 'judging' && line.retried === true)).toBe(true);
  }, 120_000);
});
