import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

/**
 * Generated tests (content/README.md, "Generated tests"): large tests are not committed; a puzzle's
 * `tests/gen.py NN` prints test NN's input and the reference solution computes its output. They are built
 * once into a git-ignored cache inside the content folder, keyed by a hash of what decides them (gen.py, the
 * solutions, puzzle.yaml), so an unchanged puzzle is never rebuilt and a changed one never reads stale tests.
 *
 * The reference solution is our own code, so it runs outside the sandbox: the set-up and the first start
 * must not depend on the judge's machinery.
 */

/** The content folder's git-ignored cache: generated tests, and content:check's earlier proofs. */
export const CACHE_FOLDER = '.cache';
/** How long one gen.py or one reference run may take before the build gives up on it. */
const RUN_TIMEOUT_MS = 60_000;
/**
 * The interpreter the judge runs (toolchains.ts looks in the same places), found once: `python3` on the PATH
 * may be a version manager's shim, a shell script that costs more to start than most generators take to run.
 */
export const PYTHON =
  ['/usr/bin/python3', '/usr/local/bin/python3'].find((file) => existsSync(file)) ?? 'python3';

/** Where the generated tests of the puzzle in `puzzleDir` live once built, for the current key. */
export function generatedTestsDir(contentDir: string, puzzleDir: string, key: string): string {
  return path.join(contentDir, CACHE_FOLDER, 'tests', path.relative(contentDir, puzzleDir), key);
}

/** The cache key: everything that decides a generated test's input and expected output. */
export function generatedKey(puzzleDir: string): string {
  const hash = createHash('sha256');
  for (const file of ['puzzle.yaml', 'tests/gen.py', 'solution.c', 'solution.py']) {
    const full = path.join(puzzleDir, file);
    hash.update(file).update('\0');
    if (existsSync(full)) hash.update(readFileSync(full));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

export interface GeneratedBuildReport {
  /** Puzzles whose generated tests were built now. */
  built: string[];
  /** Puzzles whose generated tests were already in the cache. */
  cached: number;
  /** One line per puzzle whose tests could not be built, naming the puzzle and the test. */
  failures: string[];
  ms: number;
}

interface PuzzleToBuild {
  dir: string;
  names: string[];
  target: string;
}

/** Builds every generated test that is not in the cache yet; never throws for a puzzle's own failure. */
export async function buildGeneratedTests(
  contentDir: string,
  options: { concurrency?: number } = {},
): Promise<GeneratedBuildReport> {
  const started = Date.now();
  const report: GeneratedBuildReport = { built: [], cached: 0, failures: [], ms: 0 };
  const pending: PuzzleToBuild[] = [];
  for (const dir of puzzleDirs(contentDir)) {
    const names = generatedNames(dir);
    if (names.length === 0) continue;
    const target = generatedTestsDir(contentDir, dir, generatedKey(dir));
    if (isBuilt(target, names)) report.cached += 1;
    else pending.push({ dir, names, target });
  }
  const concurrency = options.concurrency ?? availableParallelism();
  const workers = Array.from({ length: Math.min(concurrency, pending.length) }, async () => {
    for (let next = pending.shift(); next; next = pending.shift()) {
      const where = path.relative(contentDir, next.dir);
      try {
        await buildPuzzle(next);
        report.built.push(where);
      } catch (error) {
        report.failures.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  });
  await Promise.all(workers);
  report.ms = Date.now() - started;
  return report;
}

/** Every `<track>/<NNN-slug>` folder holding a puzzle.yaml (hidden folders, like the cache, skipped). */
function puzzleDirs(contentDir: string): string[] {
  const dirs: string[] = [];
  const children = (dir: string) =>
    readdirSync(dir)
      .filter((name) => !name.startsWith('.'))
      .map((name) => path.join(dir, name))
      .filter((full) => statSync(full).isDirectory());
  if (!existsSync(contentDir)) return dirs;
  for (const track of children(contentDir)) {
    for (const puzzle of children(track)) if (existsSync(path.join(puzzle, 'puzzle.yaml'))) dirs.push(puzzle);
  }
  return dirs.sort();
}

/** The `generated` list of a puzzle.yaml, read leniently: the loader reports a malformed one. */
function generatedNames(puzzleDir: string): string[] {
  try {
    const data: unknown = parseYaml(readFileSync(path.join(puzzleDir, 'puzzle.yaml'), 'utf8'));
    const list = data && typeof data === 'object' ? (data as { generated?: unknown }).generated : undefined;
    return Array.isArray(list) ? list.filter((name): name is string => /^\d{2}$/.test(String(name))) : [];
  } catch {
    return [];
  }
}

/** Whether every one of `names` has its input and expected output in `target`. */
export function isBuilt(target: string, names: string[]): boolean {
  return names.every(
    (name) => existsSync(path.join(target, `${name}.in`)) && existsSync(path.join(target, `${name}.out`)),
  );
}

async function buildPuzzle({ dir, names, target }: PuzzleToBuild): Promise<void> {
  const puzzleCache = path.dirname(target);
  const staging = `${puzzleCache}.building-${process.pid}`;
  removeAbandoned(puzzleCache);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    const reference = await prepareReference(dir, staging);
    for (const name of names) {
      const input = await execute(PYTHON, ['tests/gen.py', name], {
        cwd: dir,
        what: `tests/gen.py ${name}`,
      });
      if (input.trim() === '') throw new Error(`tests/gen.py ${name} printed nothing`);
      const output = await execute(reference.command, reference.args, {
        cwd: dir,
        input,
        what: `${reference.name} on generated test ${name}`,
      });
      writeFileSync(path.join(staging, `${name}.in`), input);
      writeFileSync(path.join(staging, `${name}.out`), output);
    }
    rmSync(path.join(staging, 'solution'), { force: true });
    // The new key appears whole or not at all. Of the older ones, the newest stays until the next rebuild: a
    // server seeded with it judges from its files until it seeds the new one. Older ones are stale.
    mkdirSync(puzzleCache, { recursive: true });
    for (const stale of olderKeys(puzzleCache, target).slice(1))
      rmSync(path.join(puzzleCache, stale), { recursive: true, force: true });
    rmSync(target, { recursive: true, force: true });
    renameSync(staging, target);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The puzzle's other keys in its cache folder, the newest first. */
function olderKeys(puzzleCache: string, target: string): string[] {
  return readdirSync(puzzleCache)
    .filter((key) => key !== path.basename(target))
    .map((key) => ({ key, at: statSync(path.join(puzzleCache, key)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
    .map(({ key }) => key);
}

/** Staging folders of this puzzle's builds that were stopped midway (Ctrl-C at a start): their process is gone. */
function removeAbandoned(puzzleCache: string): void {
  const parent = path.dirname(puzzleCache);
  const prefix = `${path.basename(puzzleCache)}.building-`;
  if (!existsSync(parent)) return;
  for (const name of readdirSync(parent)) {
    if (name.startsWith(prefix) && !isRunning(Number(name.slice(prefix.length))))
      rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface Reference {
  name: string;
  command: string;
  args: string[];
}

/** solution.c compiled once (gcc -O2 -lm, as the judge does), or solution.py when there is no C one. */
async function prepareReference(dir: string, staging: string): Promise<Reference> {
  if (existsSync(path.join(dir, 'solution.c'))) {
    const binary = path.join(staging, 'solution');
    await execute('gcc', ['-std=c17', '-O2', '-o', binary, 'solution.c', '-lm'], {
      cwd: dir,
      what: 'gcc solution.c',
    });
    // Deep recursion is fine in the judge (no stack limit), so it must be here too; the binary's path is
    // passed as an argument, never spliced into the script.
    return {
      name: 'solution.c',
      command: '/bin/sh',
      args: ['-c', 'ulimit -s unlimited 2>/dev/null; exec "$0"', binary],
    };
  }
  return { name: 'solution.py', command: PYTHON, args: ['solution.py'] };
}

function execute(
  command: string,
  args: string[],
  options: { cwd: string; input?: string; what: string },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.stdin.on('error', () => {}); // a program that exits without reading its input is judged by its exit
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${options.what}: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) {
        resolve(Buffer.concat(stdout).toString('utf8'));
        return;
      }
      const detail =
        Buffer.concat(stderr)
          .toString('utf8')
          .split('\n')
          .findLast((line) => line.trim() !== '') ?? '';
      const how =
        signal === 'SIGKILL'
          ? `took over ${RUN_TIMEOUT_MS / 1000} s`
          : `failed (${signal ?? `exit ${code}`})`;
      reject(new Error(`${options.what} ${how}${detail ? `: ${detail}` : ''}`));
    });
    child.stdin.end(options.input ?? '');
  });
}
