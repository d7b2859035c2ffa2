import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { SubmitResult } from '@codequest/contracts';
import pg from 'pg';
import { createContest } from '../src/services/contests';
import { createSession } from '../src/services/sessions';
import { createContentDir, seedFixtureCatalogue, writePuzzle } from '../src/test/catalogue-fixture';
import { clearRedisPrefix, uniqueRedisPrefix, WorkerProcess } from '../src/test/judge-workers';
import { OFF_BY_ONE_PY, SUM_PROGRAMS } from '../src/test/programs';
import { type BenchServer, percentile, startBenchServer } from './bench-server';
import { seedUsers } from './seed-users';

/**
 * `npm run bench:contest`: a contest's live scoreboard under load, in two settings side by side: one web
 * process (embedded database, the in-process judge), then two web processes of one installation on
 * PostgreSQL and Redis with a judge worker process (BENCH_SLOTS slots, default 2). BENCH_WATCHERS
 * participants (default 1,000) watch the live board (`…/scoreboard/live`, Server-Sent Events) from a
 * separate process, as browsers would, spread over the web processes; BENCH_SUBMISSIONS submissions
 * (default 200, right and wrong, each by a different participant) are made through the usual submit in
 * the contest's first minute, spread likewise, while a participant reads the board as JSON ten times a
 * second (its latency measured under that load). After each verdict the database says how far the board
 * has come, and the time until each watcher holds a board at least as far along is taken: from the
 * verdict's answer to the event's arrival. Goals: p99 ≤ 1 s to every watcher, the JSON p99 ≤ 50 ms,
 * every submission judged. Beside the JSON's whole time it reports its time until the headers (the rest is
 * the body's transfer and its decompression by the reader), and the event loop's delay in the web process
 * that answers it as well as in the first. Needs root (the judge's sandbox), PostgreSQL (BENCH_POSTGRES_URL, default
 * 127.0.0.1:5432 as postgres) and Redis (REDIS_URL); BENCH_ONE_PROCESS_ONLY=1 runs the first setting alone.
 */

const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 1000);
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 200);
if (SUBMISSIONS > WATCHERS) throw new Error('BENCH_SUBMISSIONS must not exceed BENCH_WATCHERS');
const SPREAD_MS = 60_000;
const GOAL_PUSH_P99_MS = 1000;
const GOAL_JSON_P99_MS = 50;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const WORKER_SLOTS = Number(process.env.BENCH_SLOTS ?? 2);

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** The event loop's delay in a web process over a stretch (ms). */
interface LoopDelay {
  p99: number;
  max: number;
}

/** Where a half runs: its web processes' addresses, and the in-process one's context to set the contest up. */
interface Setting {
  name: string;
  host: BenchServer;
  baseUrls: string[];
  judgeSlots: string;
  /** The delay in the web process of another process that answers the JSON, measured from `start` on. */
  answeringLoop?: { start(): Promise<void>; stop(): Promise<LoopDelay> };
  close(): Promise<void>;
}

interface Figures {
  name: string;
  judgedSeconds: number;
  verdicts: string;
  failed: number;
  pushP50: number;
  pushP99: number;
  pushMax: number;
  arrivals: number;
  missed: number;
  megabytes: number;
  jsonP50: number;
  jsonP99: number;
  /** Until the JSON answer's headers: the rest is its body's transfer and decompression by the reader. */
  headersP50: number;
  headersP99: number;
  /** The event loop's delay in this process's web server during the submissions (ms). */
  loopP99: number;
  loopMax: number;
  /** The same in the web process that answers the JSON, when that is another. */
  answeringLoop: LoopDelay | undefined;
}

/** One web process: the embedded database and the in-process judge. */
async function embedded(contentDir: string): Promise<Setting> {
  const host = await startBenchServer({ CONTENT_DIR: contentDir });
  return {
    name: 'one web process, embedded database, in-process judge',
    host,
    baseUrls: [host.baseUrl],
    judgeSlots: `${host.app.ctx.config.judgeConcurrency} in-process slots`,
    close: () => host.close(),
  };
}

/**
 * Two web processes of one installation on a fresh PostgreSQL database and Redis (the feed fans each change
 * out to both), judged by one judge worker process: this process's server, and another in a process of its
 * own (contest-web.ts).
 */
async function scaledOut(contentDir: string): Promise<Setting> {
  const database = `codequest_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const prefix = uniqueRedisPrefix().replace('test', 'bench');
  const env = {
    DATABASE_URL: `${POSTGRES_URL}/${database}`,
    REDIS_URL: REDIS_URL,
    REDIS_PREFIX: prefix,
    CONTENT_DIR: contentDir,
  };
  const worker = new WorkerProcess({ redisUrl: REDIS_URL, prefix, slots: WORKER_SLOTS, lockMs: 10_000 });
  const host = await startBenchServer(env);
  const second = fork(new URL('./contest-web.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const secondUrl = (await answer(second)) as string;
  await worker.ready();
  while (host.app.ctx.judge.workers()?.count !== 1) await new Promise((resolve) => setTimeout(resolve, 100));
  return {
    name: 'two web processes, PostgreSQL and Redis, one judge worker',
    host,
    baseUrls: [host.baseUrl, secondUrl],
    judgeSlots: `one worker of ${WORKER_SLOTS} slots`,
    answeringLoop: {
      start: async () => {
        await ask(second, { type: 'loop-start' });
      },
      stop: async () => (await ask(second, { type: 'loop-stop' })) as LoopDelay,
    },
    async close() {
      second.send({ type: 'stop' });
      await new Promise((resolve) => second.once('exit', resolve));
      await host.close();
      await worker.stop();
      await clearRedisPrefix(REDIS_URL, prefix);
      const dropper = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
      await dropper.connect();
      await dropper.query(`drop database if exists ${database} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * The contest in one setting: the watchers spread over its web processes in turn, the submissions too, the
 * JSON read from the last of them.
 */
async function measure(setting: Setting, contentDir: string): Promise<Figures> {
  const { ctx } = setting.host.app;
  const [watchers, poller] = [forkWatchers(), forkWatchers()];
  const catalogue = await seedFixtureCatalogue(
    ctx,
    (dir) => {
      for (const order of [1, 2, 3]) writePuzzle(dir, { order, slug: `problem-${order}` });
    },
    contentDir,
  );
  try {
    const problems = Object.values(catalogue.puzzleIds);
    await seedUsers(ctx.db, WATCHERS + 1);
    const users = await ctx.db.selectFrom('users').select('id').orderBy('id').execute();
    const [organiser, ...participants] = users.map((user) => user.id);
    if (organiser === undefined) throw new Error('no users');
    await ctx.db.updateTable('users').set({ is_teacher: 1 }).where('id', '=', organiser).execute();
    const startsAt = Date.now() + 1500;
    const contest = await createContest(ctx, organiser, {
      title: 'Bench contest',
      problems: problems.map((puzzleId) => ({ puzzleId })),
      startsAt: new Date(startsAt).toISOString(),
      durationMinutes: 30,
      scoring: 'icpc',
    });
    const now = Date.now();
    await ctx.db
      .insertInto('contest_participants')
      .values(
        participants.map((userId) => ({
          contest_id: contest.id,
          user_id: userId,
          registered_at: now,
          virtual_starts_at: null,
        })),
      )
      .execute();
    const tokens = await Promise.all(participants.map((userId) => createSession(ctx, userId)));
    const urlOf = (index: number) => setting.baseUrls[index % setting.baseUrls.length] as string;

    console.log(
      `\n${setting.name} (${setting.judgeSlots}): ${WATCHERS} watchers of one live board, ${SUBMISSIONS} submissions in ${SPREAD_MS / 1000} s`,
    );
    const connected = Date.now();
    await ask(watchers, { type: 'connect', baseUrls: setting.baseUrls, contestId: contest.id, tokens });
    console.log(
      `  ${WATCHERS} watchers connected, each with its first board, in ${ms(Date.now() - connected)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt - Date.now() + 100)));

    const changes: Array<{ at: number; progress: number }> = [];
    const verdicts = new Map<string, number>();
    let failed = 0;
    // How far the board has come, from the database: a row's progress is its tries and its solves, and
    // each participant submits once at most (SUBMISSIONS ≤ WATCHERS), so the board's is the judged
    // submissions (a compilation error is no try) and the accepted ones. Counted rather than read from
    // the organiser's board, so that measuring adds no load of its own.
    const readProgress = async () => {
      const counts = await ctx.db
        .selectFrom('submissions')
        .select((eb) => [
          eb.fn.countAll<number>().as('tries'),
          eb.fn.sum<number>(eb.case().when('verdict', '=', 'ACCEPTED').then(1).else(0).end()).as('solved'),
        ])
        .where('contest_id', '=', contest.id)
        .where('verdict', 'not in', ['COMPILE_ERROR', 'INTERNAL_ERROR'])
        .executeTakeFirstOrThrow();
      return Number(counts.tries) + Number(counts.solved ?? 0);
    };
    // A participant reads the board as JSON ten times a second meanwhile, as pages that poll would, from a
    // process of its own (the watchers' is busy reading a thousand streams).
    await ask(poller, {
      type: 'poll',
      token: tokens[0],
      baseUrl: urlOf(setting.baseUrls.length - 1),
      contestId: contest.id,
    });
    const submit = async (index: number) => {
      const token = tokens[index % tokens.length] as string;
      const response = await fetch(`${urlOf(index)}/api/code/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          contestId: contest.id,
          puzzleId: problems[index % problems.length],
          language: 'python',
          code: index % 10 < 7 ? SUM_PROGRAMS.python : OFF_BY_ONE_PY,
        }),
      });
      const at = Date.now();
      const result = (await response.json()) as SubmitResult;
      if (!response.ok || result.verdict === 'INTERNAL_ERROR') failed++;
      const outcome = response.ok ? result.verdict : `HTTP ${response.status}`;
      verdicts.set(outcome, (verdicts.get(outcome) ?? 0) + 1);
      changes.push({ at, progress: await readProgress() });
    };
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    await setting.answeringLoop?.start();
    const began = Date.now();
    await Promise.all(
      Array.from({ length: SUBMISSIONS }, async (_, index) => {
        await new Promise((resolve) => setTimeout(resolve, (index * SPREAD_MS) / SUBMISSIONS));
        await submit(index);
      }),
    );
    const judgedIn = Date.now() - began;
    loop.disable();
    const answeringLoop = await setting.answeringLoop?.stop();
    const { jsonMs, headersMs } = (await ask(poller, { type: 'stop' })) as {
      jsonMs: number[];
      headersMs: number[];
    };
    // The last pushes arrive after the last answer.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const report = (await ask(watchers, { type: 'report', changes })) as {
      latencies: number[];
      missed: number;
      events: number;
      bytes: number;
    };
    return {
      name: setting.name,
      judgedSeconds: judgedIn / 1000,
      verdicts: [...verdicts].map(([verdict, count]) => `${count} ${verdict}`).join(', '),
      failed,
      pushP50: percentile(report.latencies, 50),
      pushP99: percentile(report.latencies, 99),
      pushMax: report.latencies.reduce((most, value) => Math.max(most, value), 0),
      arrivals: report.latencies.length,
      missed: report.missed,
      megabytes: report.bytes / 1e6,
      jsonP50: percentile(jsonMs, 50),
      jsonP99: percentile(jsonMs, 99),
      headersP50: percentile(headersMs, 50),
      headersP99: percentile(headersMs, 99),
      loopP99: loop.percentile(99) / 1e6,
      loopMax: loop.max / 1e6,
      answeringLoop,
    };
  } finally {
    watchers.kill();
    poller.kill();
    catalogue.remove();
  }
}

async function main(): Promise<void> {
  const results: Figures[] = [];
  const settings = process.env.BENCH_ONE_PROCESS_ONLY ? [embedded] : [embedded, scaledOut];
  for (const make of settings) {
    const contentDir = createContentDir();
    const setting = await make(contentDir);
    try {
      results.push(await measure(setting, contentDir));
    } finally {
      await setting.close();
    }
  }

  console.log(`\nbench:contest: ${WATCHERS} watchers, ${SUBMISSIONS} submissions in the first minute\n`);
  for (const figures of results) {
    console.log(`  ${figures.name}`);
    console.log(
      `    judged in ${figures.judgedSeconds.toFixed(1)} s: ${figures.verdicts}; ${figures.failed} not judged`,
    );
    console.log(
      `    each change to every watcher (${figures.arrivals} arrivals, ${figures.megabytes.toFixed(1)} MB sent): p50 ${ms(figures.pushP50)}, p99 ${ms(figures.pushP99)}, max ${ms(figures.pushMax)}; ${figures.missed} never arrived`,
    );
    console.log(
      `    the board as JSON: p50 ${ms(figures.jsonP50)}, p99 ${ms(figures.jsonP99)} (until its headers: p50 ${ms(figures.headersP50)}, p99 ${ms(figures.headersP99)})`,
    );
    console.log(
      `    the (first) web process's event loop delay meanwhile: p99 ${ms(figures.loopP99)}, max ${ms(figures.loopMax)}`,
    );
    if (figures.answeringLoop)
      console.log(
        `    the event loop delay of the web process answering the JSON: p99 ${ms(figures.answeringLoop.p99)}, max ${ms(figures.answeringLoop.max)}`,
      );
  }
  const met = results.every(
    (figures) =>
      figures.pushP99 <= GOAL_PUSH_P99_MS &&
      figures.jsonP99 <= GOAL_JSON_P99_MS &&
      figures.failed === 0 &&
      figures.missed === 0,
  );
  console.log(
    `\ngoals, in each setting: push p99 ≤ ${GOAL_PUSH_P99_MS} ms, JSON p99 ≤ ${GOAL_JSON_P99_MS} ms, every submission judged and every change delivered: ${met ? 'met' : 'NOT met'}`,
  );
}

/** A process of contest-watchers.ts: it watches live boards, or reads the board as JSON. */
function forkWatchers(): ReturnType<typeof fork> {
  return fork(new URL('./contest-watchers.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** The next answer of a child process. */
function answer(child: ReturnType<typeof fork>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    child.once('message', (reply: { type: string; error?: string; value?: unknown }) => {
      if (reply.type === 'error') reject(new Error(reply.error));
      else resolve(reply.value);
    });
  });
}

/** Sends the watchers' process a request and waits for its answer. */
function ask(child: ReturnType<typeof fork>, message: object): Promise<unknown> {
  return new Promise((resolve, reject) => {
    answer(child).then(resolve, reject);
    child.send(message);
  });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
