import { describe, expect, it } from 'vitest';
import { parseSeriesResult } from '../sandbox/reports';
import { expectHealthy, FAST_LIMITS, leftoverProcesses, useJudge } from '../test/fixtures';
import { findToolchains } from '../toolchains';

/**
 * A submission's tests share a sandbox per slot, one run after another: no run may see anything an earlier
 * one left (files, folders made unreadable, IPC objects, processes), however hard it tries to leave it.
 */

const judge = useJudge({ concurrency: 1 });
const TESTS = 4;

/** Reports what earlier runs left, then leaves all it can for the next one. */
const LITTERER = [
  'import os, subprocess, sys',
  'from ctypes import CDLL, get_errno',
  'libc = CDLL(None, use_errno=True)',
  'left = sorted(os.listdir("/box")) + sorted(os.listdir("/tmp"))',
  'left += [f"shm {key}" for key in range(4242, 4245) if libc.shmget(key, 4096, 0) >= 0]',
  'left += [f"sem {key}" for key in range(4242, 4245) if libc.semget(key, 1, 0) >= 0]',
  'left += [f"msg {key}" for key in range(4242, 4245) if libc.msgget(key, 0) >= 0]',
  'left += [f"process {pid}" for pid in os.listdir("/proc") if pid.isdigit() and int(pid) not in (1, os.getpid())]',
  'print(" ".join(left) or "clean")',
  'sys.stdout.flush()',
  'os.makedirs("/box/a/b/c")',
  'open("/box/a/b/c/f", "w").write("x")',
  'os.chmod("/box/a/b", 0)',
  'open("/tmp/note", "w").write(input())',
  'os.chmod("/tmp", 0)',
  'for key in range(4242, 4245):',
  '    libc.shmget(key, 4096, 0o1600)',
  '    libc.semget(key, 1, 0o1600)',
  '    libc.msgget(key, 0o1600)',
  'subprocess.Popen(["sleep", "30"], start_new_session=True)',
].join('\n');

/** Buries a file deeper than the init empties a folder: the next run needs a new sandbox, and gets one. */
const DIGGER = [
  'import os',
  'print(len(os.listdir("/box")) + len(os.listdir("/tmp")))',
  'path = "/box"',
  'for depth in range(100):',
  '    path += "/d"',
  '    os.mkdir(path)',
  'open(path + "/f", "w").write("x")',
].join('\n');

function tests(expected: string) {
  return Array.from({ length: TESTS }, (_, index) => ({ input: `run ${index}\n`, expected }));
}

/** One submission in Python: `source` against `cases`. */
function judgePython(source: string, cases: Array<{ input: string; expected: string }>) {
  return judge.judge({ language: 'python', source, tests: cases, limits: FAST_LIMITS });
}

describe("a submission's tests in one sandbox", () => {
  it('each run starts clean: no files, IPC objects or processes from the run before', async () => {
    const result = await judgePython(LITTERER, tests('clean\n'));
    expect(result.tests.map((test) => test.output)).toEqual(tests('clean\n').map((test) => test.expected));
    expect(result.verdict).toBe('ACCEPTED');
    expect(await leftoverProcesses(judge)).toEqual([]);
  });

  it('a run that leaves what cannot be cleaned up is followed by a fresh sandbox', async () => {
    const result = await judgePython(DIGGER, tests('0\n'));
    expect(result.tests.map((test) => test.verdict)).toEqual(tests('').map(() => 'ACCEPTED'));
  });

  it('a run stopped for time, output or a crash does not stop the runs after it', async () => {
    const source = [
      'import sys, time',
      'n = int(input())',
      'if n == 1: time.sleep(5)',
      'if n == 2: sys.stdout.write("x" * 10_000_000)',
      'if n == 3: sys.exit(3)',
      'print(n)',
    ].join('\n');
    const inputs = [0, 1, 2, 3, 4];
    const result = await judgePython(
      source,
      inputs.map((n) => ({ input: `${n}\n`, expected: `${n}\n` })),
    );
    expect(result.tests.map((test) => test.verdict)).toEqual([
      'ACCEPTED',
      'TIME_LIMIT_EXCEEDED',
      'OUTPUT_LIMIT_EXCEEDED',
      'RUNTIME_ERROR',
      'ACCEPTED',
    ]);
    await expectHealthy(judge);
  });
});

describe("a submission's lanes", () => {
  const pair = useJudge({ concurrency: 2 });

  it('give one result per test, in order, however the lanes race for the last tests', async () => {
    // A first test that ends about as another lane's sandbox starts: that lane must then find none left.
    const source = 'import time\nn = int(input())\ntime.sleep(n / 1000)\nprint(n)';
    for (let sleepMs = 0; sleepMs <= 40; sleepMs += 2) {
      const tests = [sleepMs, 0, 1].slice(0, 2 + (sleepMs % 4 === 0 ? 1 : 0));
      const cases = tests.map((n) => ({ input: `${n}\n`, expected: `${n}\n` }));
      const judged = await pair.judge({ language: 'python', source, tests: cases, limits: FAST_LIMITS });
      expect(judged.tests.map((test) => test.output)).toEqual(cases.map((test) => test.expected));
      expect(judged.verdict).toBe('ACCEPTED');
    }
    expect(await leftoverProcesses(pair)).toEqual([]);
  });
});

describe('submissions one after another on a slot', () => {
  /** Forks as many children as its input says (the learner's hidden test deciding), each ending at once. */
  const FORKER =
    'import os\nfor _ in range(int(input())):\n    pid = os.fork()\n    if pid == 0: os._exit(0)\n    os.waitpid(pid, 0)\nprint("done")';
  const PID = 'import os\nprint(os.getpid())';

  async function pidAfter(forks: number): Promise<string | undefined> {
    const forked = await judgePython(FORKER, [{ input: `${forks}\n`, expected: 'done\n' }]);
    expect(forked.verdict).toBe('ACCEPTED');
    const seen = await judgePython(PID, [{ input: '', expected: '' }]);
    return seen.tests[0]?.output;
  }

  it('share the slot’s sandbox, and a run’s pid tells only how many runs came before', async () => {
    const first = await judgePython(PID, [{ input: '', expected: '' }]);
    const [kept] = await judge.engine.keptSandboxPids();
    expect(kept).toBeDefined();
    const second = await judgePython(PID, [{ input: '', expected: '' }]);
    expect(await judge.engine.keptSandboxPids()).toContain(kept);
    expect(Number(second.tests[0]?.output)).toBe(Number(first.tests[0]?.output) + 1);
  });

  it('learn nothing from the pids an earlier submission used: its sandbox is not kept', async () => {
    // A program that used more than its one pid leaves the next submission a new sandbox.
    expect(await pidAfter(3)).toBe('2\n');
    expect(await pidAfter(40)).toBe('2\n');
  });

  it('a JavaScript run that used only Node’s own threads keeps the sandbox; one that started more does not', async () => {
    const nodeThreads = findToolchains().nodeThreads ?? 0;
    expect(nodeThreads).toBeGreaterThan(1);
    const pidOf = async (source: string) => {
      const seen = await judge.judge({
        language: 'javascript',
        source,
        tests: [{ input: '', expected: '' }],
        limits: FAST_LIMITS,
      });
      return Number(seen.tests[0]?.output);
    };
    const PRINT_PID = 'console.log(process.pid);';
    const first = await pidOf(PRINT_PID);
    const [kept] = await judge.engine.keptSandboxPids();
    // Node's own threads took the pids after its main thread's.
    expect(await pidOf(PRINT_PID)).toBe(first + nodeThreads);
    expect(await judge.engine.keptSandboxPids()).toContain(kept);
    // The thread pool starts four more threads for a file read by callback: a new sandbox comes next.
    await pidOf("require('fs').readFile('/prog/main.js', () => console.log(process.pid));");
    expect(await judge.engine.keptSandboxPids()).not.toContain(kept);
    expect(await pidOf(PRINT_PID)).toBe(2);
  });

  it('never see another submission’s folder: /prog holds its own, the folder of all of them is covered', async () => {
    const source = [
      'import os',
      'print(sorted(os.listdir("/prog")))',
      'for path in ["/runs", "/proc/1/root/runs", "/proc/1/root/prog"]:',
      '    try:',
      '        print(path, os.listdir(path))',
      '    except OSError as error:',
      '        print(path, type(error).__name__)',
    ].join('\n');
    const result = await judgePython(source, [{ input: '', expected: '' }]);
    expect(result.tests[0]?.output).toBe(
      "['main.py']\n/runs PermissionError\n/proc/1/root/runs PermissionError\n/proc/1/root/prog PermissionError\n",
    );
  });
});

describe('a series result', () => {
  const caps = { stdoutBytes: 4, stderrBytes: 2, filesBytes: 8 };
  const status = 'exit=0 signal=0 cpu_us=1 maxrss_kb=1 wall_us=1 killed=none exec_errno=0\n';

  it('is read once whole, and what follows is kept for the next', () => {
    expect(parseSeriesResult(Buffer.from(`${status}output 2 1 0 1 next\nok`), caps)).toBe('incomplete');
    expect(parseSeriesResult(Buffer.from(`${status}output 2 1 2 1 next\nokEE`), caps)).toBe('incomplete');
    const parsed = parseSeriesResult(Buffer.from(`${status}output 2 1 2 3 next\nokEE\nnext`), caps);
    if (typeof parsed !== 'object') throw new Error(String(parsed));
    expect([
      parsed.result.stdout.toString(),
      parsed.result.stderr.toString(),
      parsed.result.files.toString(),
      parsed.rest.toString(),
    ]).toEqual(['ok', 'E', 'E\n', 'next']);
    expect(parsed.result.last).toBe(false);
    expect(parsed.result.pids).toBe(3);
  });

  it('is malformed past a cap, with a bad status line, or a bad header', () => {
    expect(parseSeriesResult(Buffer.from(`${status}output 5 0 0 1 next\n12345`), caps)).toBe('malformed');
    expect(parseSeriesResult(Buffer.from(`${status}output 0 3 0 1 next\nabc`), caps)).toBe('malformed');
    expect(parseSeriesResult(Buffer.from('exit=0 forged\noutput 0 0 0 1 next\n'), caps)).toBe('malformed');
    expect(parseSeriesResult(Buffer.from(`${status}output -1 0 0 1 next\n`), caps)).toBe('malformed');
    expect(parseSeriesResult(Buffer.from(`${status}output 0 0 0 1 more\n`), caps)).toBe('malformed');
    expect(parseSeriesResult(Buffer.from(`${status}output 0 0 1 next\n`), caps)).toBe('malformed');
    expect(parseSeriesResult(Buffer.from(`${status}output 0 0 9 1 next\n`), caps)).toBe('malformed');
    expect(parseSeriesResult(Buffer.from('x'.repeat(300)), caps)).toBe('malformed');
  });
});
