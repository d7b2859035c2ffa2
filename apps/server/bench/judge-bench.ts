import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Language } from '@codequest/contracts';
import { resolveLimits } from '@codequest/judge';
// The bare side runs the judge's own command lines, found by the judge's own code: same binaries, same flags.
import { LANGUAGES, PROGRAM_DIR, SANDBOX_ENV, SOURCE_DIR } from '../../../packages/judge/src/languages';
import { SANDBOX_PATHS } from '../../../packages/judge/src/sandbox/bwrap';
import { findToolchains } from '../../../packages/judge/src/toolchains';
import { insertTests } from '../src/commands/puzzle-content';
import { type BenchServer, percentile, startBenchServer } from './bench-server';
import { allProcesses, busySince, commandLine, machineTicks, processTree, statFields } from './processes';

/**
 * `npm run bench:judge`: the latency of run (2 visible tests) and submit (10 tests) through the HTTP API,
 * per language, next to the bare toolchain doing the same work unsandboxed in the same run (the judge's
 * compile command once where the judge compiles, then its run command for each test, as many at a time as
 * the judge has slots); then throughput with 8 learners at once, all languages in turn, and Java alone
 * (goals: ratio C and Python <= 1.5x, C++ and JavaScript <= 1.3x, Java <= 0.6x; with 2 tests). Then hello
 * world, one test: the CPU a job costs the judge's process tree (the judge process, its launchers, sandboxes
 * and programs, every process it reaped) beside the bare toolchain's, and hello-world jobs per second per
 * core with 8 learners submitting at once (goals: CPU ratio C and Python <= 1.3x; >= 12 C and >= 30 Python
 * jobs/s per core).
 */

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 12);
const LEARNERS = 8;
const VISIBLE_TESTS = 2;
/**
 * The pause before each measured call, on either side: what the judge does after a verdict (giving the
 * slots' sandboxes back, replacing a spent one) ends before the next figure is taken, as it does between
 * two submits of a learner, and never slows the bare side down.
 */
const SETTLE_MS = 100;

/** Enough for the warm Java compiler to start and warm itself up after the first Java submission. */
const JAVA_SERVICE_START_MS = 5000;

const LANGUAGE_ORDER: Language[] = ['c', 'cpp', 'java', 'javascript', 'python'];

const PROGRAMS: Record<Language, string> = {
  c: '#include <stdio.h>\nint main(void) { long long n, s = 0, x; scanf("%lld", &n); for (long long i = 0; i < n; i++) { scanf("%lld", &x); s += x; } printf("%lld\\n", s); return 0; }\n',
  cpp: '#include <iostream>\nint main() { std::ios::sync_with_stdio(false); long long n, s = 0, x; std::cin >> n; for (long long i = 0; i < n; i++) { std::cin >> x; s += x; } std::cout << s << "\\n"; }\n',
  javascript:
    "const [n, ...values] = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean).map(Number);\nlet s = 0;\nfor (let i = 0; i < n; i++) s += values[i];\nconsole.log(s);\n",
  java: 'import java.io.*;\nimport java.util.*;\npublic class Main { public static void main(String[] a) throws IOException { BufferedReader r = new BufferedReader(new InputStreamReader(System.in)); int n = Integer.parseInt(r.readLine().trim()); StringTokenizer t = new StringTokenizer(r.readLine()); long s = 0; for (int i = 0; i < n; i++) s += Long.parseLong(t.nextToken()); System.out.println(s); } }\n',
  python: 'n = int(input())\nprint(sum(map(int, input().split()[:n])))\n',
};

const TESTS = Array.from({ length: 10 }, (_, index) => {
  const values = Array.from({ length: 100 * (index + 1) }, (_, i) => ((i * 7919 + index) % 2000) - 1000);
  return {
    input: `${values.length}\n${values.join(' ')}\n`,
    expected: `${values.reduce((a, b) => a + b, 0)}\n`,
  };
});

/** Hello world in each language, and its one test. */
const HELLO: Record<Language, string> = {
  c: '#include <stdio.h>\nint main(void) { puts("Hello, World!"); return 0; }\n',
  cpp: '#include <cstdio>\nint main() { std::puts("Hello, World!"); }\n',
  javascript: "console.log('Hello, World!');\n",
  java: 'public class Main { public static void main(String[] a) { System.out.println("Hello, World!"); } }\n',
  python: 'print("Hello, World!")\n',
};
const HELLO_TEST = { input: '', expected: 'Hello, World!\n' };
const HELLO_JOBS = Number(process.env.BENCH_HELLO_JOBS ?? 40);

async function seedPuzzle(
  server: BenchServer,
  slug: string,
  tests: { input: string; expected: string }[],
): Promise<number> {
  const { db } = server.app.ctx;
  const now = Date.now();
  const category = await db
    .insertInto('categories')
    .values({ slug, name: slug, description: 'Bench', icon: 'cpu', sort_order: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const puzzle = await db
    .insertInto('puzzles')
    .values({
      slug,
      category_id: category.id,
      title: slug,
      description: 'Bench',
      difficulty: 'easy',
      topic: null,
      statement: 'Sum',
      constraints: '',
      hints: '[]',
      examples: '[]',
      points: 50,
      stars: 1,
      sort_order: 1,
      limits: null,
      checker: null,
      origin: 'admin',
      created_by: null,
      created_at: now,
      updated_at: now,
      retired_at: null,
      content_hash: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertTests(
    db,
    puzzle.id,
    tests.map((test, index) => ({ ...test, hidden: index >= VISIBLE_TESTS })),
  );
  return puzzle.id;
}

async function signUp(server: BenchServer, index: number): Promise<string> {
  const name = `bench${index}`;
  const response = await fetch(`${server.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: name,
      email: `${name}@example.com`,
      mobile: '0123456789',
      password: 'benchmark',
      confirmPassword: 'benchmark',
    }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function timed(
  server: BenchServer,
  token: string,
  route: 'run' | 'submit',
  body: object,
): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/code/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const result = (await response.json()) as { verdict?: string; message?: string };
  if (response.status !== 200 || result.verdict !== 'ACCEPTED')
    throw new Error(`${route} failed: ${JSON.stringify(result)}`);
  return performance.now() - started;
}

/**
 * A command in the judge's environment (its home the bare folder), not the bench's: that may hold what costs
 * a toolchain time at every start and no sandbox sees (NODE_EXTRA_CA_CERTS makes Node parse a CA bundle).
 */
function exec(command: string, args: string[], cwd: string, input = ''): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...SANDBOX_ENV, HOME: cwd },
      stdio: ['pipe', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.stdin.on('error', () => undefined); // a program may end without reading its input
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
    child.stdin.end(input);
  });
}

async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

const tools = findToolchains();
/** The puzzle sets no limits: the judge's defaults, which its command lines carry (heap and stack sizes). */
const LIMITS = resolveLimits();

/** A judge command line outside the sandbox: its source, output and program folders are all `dir`. */
function unsandboxed(argv: string[], dir: string): [string, string[]] {
  const folders = [SANDBOX_PATHS.output, SOURCE_DIR, PROGRAM_DIR];
  const [command = '', ...args] = argv.map((arg) =>
    folders.reduce((text, folder) => text.replace(new RegExp(`^${folder}(?=/|$)`), dir), arg),
  );
  return [command, args];
}

/**
 * The same work without the judge: the judge's compile command once (Python and JavaScript have none: the
 * judge checks their syntax only when a run fails as a refused source would), then its run command for each
 * test, slots at a time.
 */
async function bare(
  language: Language,
  tests: readonly { input: string }[],
  source = PROGRAMS[language],
): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'codequest-bare-'));
  const started = performance.now();
  try {
    const spec = LANGUAGES[language];
    const layout = spec.layout(source);
    if ('refused' in layout) throw new Error(layout.refused);
    writeFileSync(path.join(dir, layout.sourceFile), source);
    if (spec.producesArtifacts) {
      const [compiler, args] = unsandboxed(spec.compile(tools, LIMITS, layout).argv, dir);
      await exec(compiler, args, dir);
    }
    const [command, args] = unsandboxed(spec.run(tools, LIMITS, layout).argv, dir);
    await inParallel(tests, availableParallelism(), (test) => exec(command, args, dir, test.input));
    return performance.now() - started;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const fmt = (ms: number) => `${ms.toFixed(0).padStart(6)} ms`;

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux, whatever the kernel's own rate). */
const TICKS_PER_SECOND = 100;

/** CPU ms from stat fields: utime and stime (the process's own), cutime and cstime (the children it reaped). */
function cpuMs(fields: string[] | undefined, which: 'own and reaped' | 'reaped'): number {
  const indexes = which === 'reaped' ? [13, 14] : [11, 12, 13, 14];
  return (indexes.reduce((sum, index) => sum + Number(fields?.[index] ?? 0), 0) * 1000) / TICKS_PER_SECOND;
}

/**
 * The CPU of a process tree: the root's and every live descendant's own, and what each has reaped (a
 * finished sandbox is in its parent's figures; a live one, such as the warm Java compiler, in its own).
 */
function treeCpuMs(root: number): number {
  let total = 0;
  for (const stat of processTree(root).values()) total += cpuMs(stat, 'own and reaped');
  return total;
}

/** The judge process: the child of this process that runs the judge host. */
function judgeProcessPid(): number {
  for (const [pid, stat] of allProcesses())
    if (Number(stat[1]) === process.pid && commandLine(pid).some((arg) => arg.includes('judge-host')))
      return pid;
  throw new Error('no judge process among this process’s children');
}

async function main(): Promise<void> {
  const server = await startBenchServer();
  try {
    const puzzleId = await seedPuzzle(server, 'bench-sum', TESTS);
    const helloId = await seedPuzzle(server, 'bench-hello', [HELLO_TEST]);
    const tokens = await Promise.all(Array.from({ length: LEARNERS }, (_, index) => signUp(server, index)));
    const [token = ''] = tokens;
    console.log(
      `judge benchmark: ${ITERATIONS} iterations each, ${availableParallelism()} cores, sandbox ${server.app.ctx.judge.mode}\n`,
    );
    console.log('language    tests   API p50     API p95    bare p50    bare p95   ratio p50');
    for (const language of LANGUAGE_ORDER) {
      const body = { code: PROGRAMS[language], language, puzzleId };
      await timed(server, token, 'run', body); // warm-up: helpers built, Java compile service started
      // The compile service's JVM starts with the first Java submission (compiled cold meanwhile).
      if (language === 'java') await delay(JAVA_SERVICE_START_MS);
      for (const [route, count] of [
        ['run', VISIBLE_TESTS],
        ['submit', 10],
      ] as const) {
        const api: number[] = [];
        const baseline: number[] = [];
        for (let i = 0; i < ITERATIONS; i++) {
          await delay(SETTLE_MS);
          api.push(await timed(server, token, route, body));
          await delay(SETTLE_MS);
          baseline.push(await bare(language, TESTS.slice(0, count)));
        }
        const ratio = percentile(api, 50) / percentile(baseline, 50);
        console.log(
          `${language.padEnd(10)} ${String(count).padStart(5)} ${fmt(percentile(api, 50))} ${fmt(percentile(api, 95))} ${fmt(percentile(baseline, 50))} ${fmt(percentile(baseline, 95))}   ${ratio.toFixed(2)}x`,
        );
      }
    }

    await throughput(
      server,
      tokens,
      puzzleId,
      'all languages in turn',
      (index, round) => LANGUAGE_ORDER[(index + round) % LANGUAGE_ORDER.length] ?? 'c',
    );
    await throughput(server, tokens, puzzleId, 'Java only', () => 'java');

    await helloWorld(server, tokens, helloId);
  } finally {
    await server.close();
  }
}

/** LEARNERS submitting 10 tests at once, 3 times each: submissions per second and latency. */
async function throughput(
  server: BenchServer,
  tokens: string[],
  puzzleId: number,
  label: string,
  languageOf: (learner: number, round: number) => Language,
): Promise<void> {
  const started = performance.now();
  const latencies: number[] = [];
  await Promise.all(
    tokens.map(async (token, index) => {
      for (let round = 0; round < 3; round++) {
        const language = languageOf(index, round);
        latencies.push(
          await timed(server, token, 'submit', { code: PROGRAMS[language], language, puzzleId }),
        );
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nthroughput, ${label}: ${tokens.length} learners at once, each submitting 10 tests 3 times\n` +
      `  ${latencies.length} submissions (${latencies.length * 10} test runs) in ${seconds.toFixed(1)} s: ${(latencies.length / seconds).toFixed(2)} submissions/s, p50 ${fmt(percentile(latencies, 50))}, p95 ${fmt(percentile(latencies, 95))}`,
  );
}

/**
 * Hello world, one test, per language: HELLO_JOBS submits one after another, with the judge's tree CPU read
 * before the first and after the settle pause of the last (so a job's after-work counts: replacing a spent
 * sandbox), beside the bare toolchain's (this process's reaped
 * children) for the same jobs; then HELLO_JOBS × 2 submits by 8 learners at once, in jobs per second per core:
 * through the API (HTTP, the learner's session, the submission stored, its rewards: this process serves them
 * too), through the judge alone, as Jobe's figures are taken (a job in, its verdict out), and the bare
 * toolchain's own rate, 8 at once as well: what the machine allows with no judge at all. Beside each rate, the
 * share of the machine's CPU that was busy meanwhile: below 100 %, the rest was waiting.
 */
/**
 * HELLO_JOBS × 2 jobs, each learner sending its next as soon as its last is done: jobs per second per core,
 * and the share of the machine's CPU busy meanwhile.
 */
async function rate(
  cores: number,
  learners: string[],
  job: (learner: string) => Promise<unknown>,
): Promise<string> {
  const ticks = machineTicks();
  const started = performance.now();
  let done = 0;
  await Promise.all(
    learners.map(async (learner) => {
      for (let i = 0; i < Math.ceil((HELLO_JOBS * 2) / learners.length); i++) {
        await job(learner);
        done++;
      }
    }),
  );
  const perCore = done / ((performance.now() - started) / 1000) / cores;
  return `${perCore.toFixed(1).padStart(5)} (${Math.round(busySince(ticks) * 100)
    .toString()
    .padStart(3)} %)`;
}

async function helloWorld(server: BenchServer, tokens: string[], puzzleId: number): Promise<void> {
  const judgePid = judgeProcessPid();
  const cores = availableParallelism();
  const [token = ''] = tokens;
  console.log(
    `\nhello world, 1 test, ${HELLO_JOBS} jobs each: CPU per job (judge: its process and all it reaped; bare: the toolchain)\n`,
  );
  console.log(
    'language    judge CPU    bare CPU   ratio    judge p50     bare p50   jobs/s/core, 8 at once: API (busy)   judge (busy)    bare (busy)',
  );
  for (const language of LANGUAGE_ORDER) {
    const body = { code: HELLO[language], language, puzzleId };
    await timed(server, token, 'submit', body); // warm-up
    await delay(SETTLE_MS);
    const api: number[] = [];
    const judgeBefore = treeCpuMs(judgePid);
    for (let i = 0; i < HELLO_JOBS; i++) {
      api.push(await timed(server, token, 'submit', body));
      await delay(SETTLE_MS);
    }
    const judgeCpu = (treeCpuMs(judgePid) - judgeBefore) / HELLO_JOBS;
    const baseline: number[] = [];
    // The toolchain's processes are this process's children, each reaped when it ends (the judge process,
    // never reaped while the bench runs, is not in these figures).
    const bareBefore = cpuMs(statFields('self'), 'reaped');
    for (let i = 0; i < HELLO_JOBS; i++) baseline.push(await bare(language, [HELLO_TEST], HELLO[language]));
    const bareCpu = (cpuMs(statFields('self'), 'reaped') - bareBefore) / HELLO_JOBS;

    const throughApi = await rate(cores, tokens, (learner) => timed(server, learner, 'submit', body));
    await delay(SETTLE_MS);
    const job = { language, source: HELLO[language], tests: [HELLO_TEST] };
    const throughJudge = await rate(cores, tokens, async (learner) => {
      const result = await server.app.ctx.judge.judge(job, { learnerKey: learner });
      if (result.verdict !== 'ACCEPTED') throw new Error(`judge: ${result.verdict}`);
    });
    await delay(SETTLE_MS);
    const bareRate = await rate(cores, tokens, () => bare(language, [HELLO_TEST], HELLO[language]));
    console.log(
      `${language.padEnd(10)} ${fmt(judgeCpu)} ${fmt(bareCpu)}   ${(judgeCpu / bareCpu).toFixed(2)}x  ${fmt(percentile(api, 50))}    ${fmt(percentile(baseline, 50))}        ${throughApi}      ${throughJudge}     ${bareRate}`,
    );
  }
}

await main();
