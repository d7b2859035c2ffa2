import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
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
import {
  BuiltProcess,
  cannotRunBuilt,
  ensureServiceUser,
  REAL_PUZZLE,
  REAL_SOLUTION_PY,
  realPuzzleCatalogue,
  requestJson,
  signUpOverHttp,
} from './test/installation';
import { clearRedisPrefix, testRedisUrl, uniqueRedisPrefix } from './test/judge-workers';
import { freePort } from './test/ports';
import { procStatus } from './test/processes';

/**
 * CodeQuest scaled out, as an operator runs it: two web processes (the built server, started by its launcher
 * as `npm start` starts it, as root) on one PostgreSQL database and one Redis, and two judge workers (the
 * built `npm run worker`). Forty submissions of a catalogue puzzle, right and wrong, from several learners,
 * go through both web processes while one worker is killed with SIGKILL mid-job: every submission gets its
 * verdict, each learner is paid once, and the web processes run as the unprivileged service user.
 */

const redisUrl = testRedisUrl();
const postgresUrl = process.env.CODEQUEST_TEST_POSTGRES_URL;

const skipReason = !postgresUrl
  ? 'no PostgreSQL on 127.0.0.1:5432'
  : !redisUrl
    ? 'no Redis on 127.0.0.1:6379'
    : cannotRunBuilt(
        ['launcher.js', 'worker.js'],
        'the judge workers need root, and the web processes would have none to drop',
      );
if (skipReason) console.log(`scale-out suite SKIPPED: ${skipReason}`);

const WRONG = 'n = int(input())\nprint(n)\n';
const LEARNERS = 8;
const SUBMISSIONS_EACH = 5;

/** A web process (its launcher) and the address it answers on. */
class Web {
  constructor(
    readonly process: BuiltProcess,
    readonly baseUrl: string,
  ) {}

  request<T>(method: string, url: string, token?: string, body?: unknown) {
    return requestJson<T>(this.baseUrl, method, url, token, body);
  }
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
  const workers: BuiltProcess[] = [];
  const webs: Web[] = [];
  let scratch: string;
  const contentDirs: string[] = [];

  beforeAll(async () => {
    // The service user the web processes run as: set-up creates it (as `npm start` does first).
    const setup = ensureServiceUser();
    expect(setup.status, setup.stderr).toBe(0);
    await withPostgres((client) => client.query(`create database ${database}`));
    const databaseUrl = new URL(postgresUrl as string);
    databaseUrl.pathname = `/${database}`;

    // Private folders, as an operator's home may be: the data folders inside a 0700 one.
    scratch = mkdtempSync(path.join(tmpdir(), 'codequest-scale-'));
    // The catalogue, cut down to one of its puzzles (one without generated tests), readable by all.
    const contentDir = realPuzzleCatalogue('codequest-scale-content-');
    contentDirs.push(contentDir);

    const common = { REDIS_URL: redisUrl as string, REDIS_PREFIX: prefix };
    for (let index = 0; index < 2; index++) {
      workers.push(
        new BuiltProcess('worker.js', { ...common, JUDGE_CONCURRENCY: '2', JUDGE_LOCK_MS: '2000' }),
      );
    }
    for (let index = 0; index < 2; index++) {
      const port = await freePort();
      const dataDir = path.join(scratch, `data-${index}`);
      mkdirSync(dataDir, { mode: 0o700 });
      const web = new BuiltProcess('launcher.js', {
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
      expect(procStatus(pid).uid).not.toBe(0);
      expect(procStatus(web.process.pid).uid).toBe(0);
    }
    for (const worker of workers) expect(procStatus(worker.pid).uid).toBe(0);
  });

  it('judges 40 submissions through both, one worker killed mid-job: every verdict right, XP paid once', async () => {
    const learners: AuthResponse[] = [];
    for (let index = 0; index < LEARNERS; index++) {
      const web = webs[index % 2] as Web;
      const response = await signUpOverHttp(web.baseUrl, `scale${index}x${prefix.slice(-6)}`);
      expect(response.status).toBe(200);
      learners.push(response.body);
    }
    const puzzles = await (webs[0] as Web).request<Puzzle[]>('GET', '/api/puzzles', learners[0]?.token);
    const puzzle = puzzles.body.find((candidate) => candidate.slug === REAL_PUZZLE.slug.replace(/^\d+-/, ''));
    expect(puzzle, JSON.stringify(puzzles.body.map((entry) => entry.slug))).toBeDefined();
    const puzzleId = (puzzle as Puzzle).id;

    // The victim: the first worker, once it judges; the other takes its jobs again.
    const [victim, survivor] = workers as [BuiltProcess, BuiltProcess];
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
            code: right ? REAL_SOLUTION_PY : WRONG,
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
