import { fork } from 'node:child_process';
import type { Scoreboard, SubmitResult } from '@codequest/contracts';
import { createContest } from '../src/services/contests';
import { createSession } from '../src/services/sessions';
import { createContentDir, seedFixtureCatalogue, writePuzzle } from '../src/test/catalogue-fixture';
import { OFF_BY_ONE_PY, SUM_PROGRAMS } from '../src/test/programs';
import { percentile, startBenchServer } from './bench-server';
import { boardProgress } from './contest-watchers';
import { seedUsers } from './seed-users';

/**
 * `npm run bench:contest`: a contest's live scoreboard under load on one web process (embedded database, the
 * in-process judge). BENCH_WATCHERS participants (default 1,000) watch the live board
 * (`…/scoreboard/live`, Server-Sent Events) from a separate process, as browsers would; BENCH_SUBMISSIONS
 * submissions (default 200, right and wrong, each by a different participant) are made through the usual
 * submit in the contest's first minute, while a participant reads the board as JSON ten times a second
 * (its latency measured under that load). After each verdict the organiser's board says how far the board
 * has come, and the time until each watcher holds a board at least as far along is taken: from the
 * verdict's answer to the event's arrival. Goals: p99 ≤ 1 s to every watcher, the JSON
 * p99 ≤ 50 ms, every submission judged. Needs root (the judge's sandbox), like the server.
 */

const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 1000);
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 200);
const SPREAD_MS = 60_000;
const GOAL_PUSH_P99_MS = 1000;
const GOAL_JSON_P99_MS = 50;

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main(): Promise<void> {
  const contentDir = createContentDir();
  const server = await startBenchServer({ CONTENT_DIR: contentDir });
  const watchers = fork(new URL('./contest-watchers.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const { ctx } = server.app;
    const catalogue = await seedFixtureCatalogue(
      ctx,
      (dir) => {
        for (const order of [1, 2, 3]) writePuzzle(dir, { order, slug: `problem-${order}` });
      },
      contentDir,
    );
    const problems = Object.values(catalogue.puzzleIds);
    await seedUsers(ctx.db, WATCHERS + 1);
    const users = await ctx.db.selectFrom('users').select('id').orderBy('id').execute();
    const [organiser, ...participants] = users.map((user) => user.id);
    if (organiser === undefined) throw new Error('no users');
    await ctx.db.updateTable('users').set({ is_teacher: 1 }).where('id', '=', organiser).execute();
    const organiserToken = await createSession(ctx, organiser);
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

    console.log(
      `bench:contest: ${WATCHERS} watchers of one live board, ${SUBMISSIONS} submissions in ${SPREAD_MS / 1000} s, one web process (embedded database, in-process judge, ${ctx.config.judgeConcurrency} slots)\n`,
    );
    const connected = Date.now();
    await ask(watchers, { type: 'connect', baseUrl: server.baseUrl, contestId: contest.id, tokens });
    console.log(
      `  ${WATCHERS} watchers connected, each with its first board, in ${ms(Date.now() - connected)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt - Date.now() + 100)));

    const changes: Array<{ at: number; progress: number }> = [];
    const jsonMs: number[] = [];
    const verdicts = new Map<string, number>();
    let failed = 0;
    const readBoard = async (token: string) => {
      const response = await fetch(`${server.baseUrl}/api/contests/${contest.id}/scoreboard`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await response.json()) as Scoreboard;
    };
    // A participant reads the board as JSON ten times a second meanwhile (from the watchers' process), as
    // pages that poll would.
    await ask(watchers, { type: 'poll', token: tokens[0] });
    const submit = async (index: number) => {
      const token = tokens[index % tokens.length] as string;
      const response = await fetch(`${server.baseUrl}/api/code/submit`, {
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
      // The organiser's board (live, read from the database) says how far the board has come now.
      changes.push({ at, progress: boardProgress(await readBoard(organiserToken)) });
    };
    const began = Date.now();
    await Promise.all(
      Array.from({ length: SUBMISSIONS }, async (_, index) => {
        await new Promise((resolve) => setTimeout(resolve, (index * SPREAD_MS) / SUBMISSIONS));
        await submit(index);
      }),
    );
    const judgedIn = Date.now() - began;
    jsonMs.push(...((await ask(watchers, { type: 'stop' })) as number[]));
    // The last pushes arrive after the last answer.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const report = (await ask(watchers, { type: 'report', changes })) as {
      latencies: number[];
      missed: number;
      events: number;
      bytes: number;
    };

    const pushP99 = percentile(report.latencies, 99);
    const jsonP99 = percentile(jsonMs, 99);
    console.log(
      `  ${SUBMISSIONS} submissions judged in ${(judgedIn / 1000).toFixed(1)} s: ${[...verdicts].map(([verdict, count]) => `${count} ${verdict}`).join(', ')}; ${failed} not judged`,
    );
    console.log(
      `  each change to every watcher (${report.latencies.length} arrivals; ${report.events} events, ${(report.bytes / 1e6).toFixed(1)} MB in all): p50 ${ms(percentile(report.latencies, 50))}, p99 ${ms(pushP99)}, max ${ms(report.latencies.reduce((most, value) => Math.max(most, value), 0))}; ${report.missed} never arrived`,
    );
    console.log(
      `  the board as JSON (a participant, ten reads a second under that load): p50 ${ms(percentile(jsonMs, 50))}, p99 ${ms(jsonP99)}`,
    );
    const met =
      pushP99 <= GOAL_PUSH_P99_MS && jsonP99 <= GOAL_JSON_P99_MS && failed === 0 && report.missed === 0;
    console.log(
      `\ngoals: push p99 ≤ ${GOAL_PUSH_P99_MS} ms, JSON p99 ≤ ${GOAL_JSON_P99_MS} ms, every submission judged and every change delivered: ${met ? 'met' : 'NOT met'}`,
    );
    catalogue.remove();
  } finally {
    watchers.kill();
    await server.close();
  }
}

/** Sends the watchers' process a request and waits for its answer. */
function ask(child: ReturnType<typeof fork>, message: object): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const onMessage = (answer: { type: string; error?: string; value?: unknown }) => {
      child.off('message', onMessage);
      if (answer.type === 'error') reject(new Error(answer.error));
      else resolve(answer.value);
    };
    child.on('message', onMessage);
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
