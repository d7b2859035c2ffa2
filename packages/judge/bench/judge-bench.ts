/**
 * Judge benchmark: per language, p50/p95 of judging a small accepted program with 3 and with 10 tests
 * through the library, next to the bare toolchain on the same machine in the same run (unsandboxed: compile
 * once, then run each test), and the throughput of 8 concurrent jobs.
 *
 *   npx tsx packages/judge/bench/judge-bench.ts [iterations]
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { LANGUAGE_TABLE, LANGUAGES, type Language } from '@codequest/contracts';
import { createJudge } from '../src/index';
import { JVM_FLAGS } from '../src/languages';
import { findToolchains } from '../src/toolchains';

const run = promisify(execFile);
const ITERATIONS = Number(process.argv[2] ?? 12);
const CONCURRENT_JOBS = 8;

const SOURCES: Record<Language, string> = {
  c: '#include <stdio.h>\nint main(void){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b);return 0;}\n',
  java: 'import java.util.*;\npublic class Main { public static void main(String[] a) { Scanner s = new Scanner(System.in); System.out.println(s.nextLong() + s.nextLong()); } }\n',
  python: 'a, b = map(int, input().split())\nprint(a + b)\n',
  cpp: '#include <iostream>\nint main(){long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n',
  javascript:
    "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(' ').map(Number);\nconsole.log(a + b);\n",
};

function tests(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    input: `${index} ${index * 7}\n`,
    expected: `${index * 8}\n`,
  }));
}

const tools = findToolchains();

function feed(command: string, args: string[], input: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', () => resolve(output));
    child.stdin.end(input);
  });
}

/** The bare toolchain: compile once, then run every test one after the other, no sandbox. */
async function bare(language: Language, count: number): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), 'judge-bench-'));
  const started = performance.now();
  try {
    const source = path.join(dir, LANGUAGE_TABLE[language].sourceFile);
    await writeFile(source, SOURCES[language]);
    let command: string;
    let args: string[];
    if (language === 'c') {
      await run(tools.gcc as string, ['-std=c17', '-O2', '-o', path.join(dir, 'main'), source, '-lm']);
      [command, args] = [path.join(dir, 'main'), []];
    } else if (language === 'cpp') {
      await run(tools.gxx as string, ['-std=gnu++20', '-O2', '-o', path.join(dir, 'main'), source]);
      [command, args] = [path.join(dir, 'main'), []];
    } else if (language === 'javascript') {
      [command, args] = [tools.node as string, [source]];
    } else if (language === 'java') {
      await run(tools.java?.javac as string, ['-d', dir, source]);
      [command, args] = [tools.java?.java as string, [...JVM_FLAGS, '-cp', dir, 'Main']];
    } else {
      [command, args] = [tools.python as string, ['-S', '-B', source]];
    }
    for (const test of tests(count)) {
      if ((await feed(command, args, test.input)) !== test.expected)
        throw new Error(`bare ${language} failed`);
    }
    return performance.now() - started;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const judge = createJudge({
  onInternalError: (detail) => console.error(`internal error: ${detail}`),
});

async function judged(language: Language, count: number): Promise<number> {
  const started = performance.now();
  const result = await judge.judge({ language, source: SOURCES[language], tests: tests(count) });
  if (result.verdict !== 'ACCEPTED') throw new Error(`judged ${language}: ${JSON.stringify(result)}`);
  return performance.now() - started;
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

const ms = (value: number) => `${Math.round(value)}`.padStart(6);

async function compare(language: Language, count: number): Promise<void> {
  const library: number[] = [];
  const toolchain: number[] = [];
  await judged(language, count);
  await bare(language, count);
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    library.push(await judged(language, count));
    toolchain.push(await bare(language, count));
  }
  const [p50, p95, b50, b95] = [
    percentile(library, 0.5),
    percentile(library, 0.95),
    percentile(toolchain, 0.5),
    percentile(toolchain, 0.95),
  ];
  console.log(
    `${language.padEnd(6)} ${String(count).padStart(2)} tests | judge p50 ${ms(p50)} p95 ${ms(p95)} | bare p50 ${ms(b50)} p95 ${ms(b95)} | ratio p50 ${(p50 / b50).toFixed(2)} p95 ${(p95 / b95).toFixed(2)}`,
  );
}

async function throughput(language: Language): Promise<void> {
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: CONCURRENT_JOBS }, (_, index) =>
      judge.judge(
        { language, source: SOURCES[language], tests: tests(3) },
        { learnerKey: `learner-${index}` },
      ),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const accepted = results.filter((result) => result.verdict === 'ACCEPTED').length;
  console.log(
    `${language.padEnd(6)} ${CONCURRENT_JOBS} concurrent jobs of 3 tests: ${seconds.toFixed(2)} s, ${(CONCURRENT_JOBS / seconds).toFixed(1)} jobs/s (${accepted} accepted)`,
  );
}

console.log(`sandbox mode ${judge.mode}, ${judge.stats().maxRunning} slots, ${ITERATIONS} iterations (ms)`);
await judge.warmUp();
for (const language of LANGUAGES) {
  for (const count of [3, 10]) await compare(language, count);
}
for (const language of LANGUAGES) await throughput(language);
await judge.close();
