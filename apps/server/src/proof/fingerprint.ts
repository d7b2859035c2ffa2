import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The judge's fingerprint, which the record of proofs (record.ts) keys each proof with: a proof stands as
 * long as nothing that decides a verdict changed. That is the judge's source, the contracts it obeys (its
 * limits and checkers, the verdicts, the language table it takes its source files' names from) and the
 * compilers it drives; not its transports (IPC, Redis: whatever carries a job to a judge), since how a job
 * travels changes no verdict, nor its tests' helpers.
 */

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const VERDICT_SOURCES = [
  'packages/judge/src',
  'packages/contracts/src/judge.ts',
  'packages/contracts/src/verdicts.ts',
  'packages/contracts/src/languages.ts',
];
const NOT_VERDICT_SOURCES = ['packages/judge/src/transports', 'packages/judge/src/test'];
const TOOLCHAIN_VERSIONS: Array<[string, string[]]> = [
  ['gcc', ['--version']],
  ['g++', ['--version']],
  ['javac', ['-version']],
  ['/usr/bin/node', ['--version']],
  ['/usr/bin/python3', ['--version']],
];

/** The files that decide verdicts: every non-test TypeScript file of VERDICT_SOURCES, relative to `root`. */
export function verdictSourceFiles(root = repoRoot): string[] {
  const files: string[] = [];
  const skipped = new Set(NOT_VERDICT_SOURCES.map((folder) => path.join(root, folder)));
  const visit = (full: string) => {
    if (!existsSync(full) || skipped.has(full)) return;
    if (full.endsWith('.ts')) {
      if (!full.endsWith('.test.ts')) files.push(path.relative(root, full));
      return;
    }
    for (const child of readdirSync(full, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (child.isDirectory() || child.name.endsWith('.ts')) visit(path.join(full, child.name));
    }
  };
  for (const source of VERDICT_SOURCES) visit(path.join(root, source));
  return files;
}

/** A fingerprint of the judge: the files that decide verdicts, and the compilers' versions. */
export function judgeVersion(root = repoRoot): string {
  const hash = createHash('sha256');
  for (const file of verdictSourceFiles(root))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  for (const [command, args] of TOOLCHAIN_VERSIONS) {
    const result = spawnSync(command, args, { encoding: 'utf8' });
    hash
      .update(command)
      .update('\0')
      .update(`${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n')[0] ?? '');
  }
  return hash.digest('hex').slice(0, 16);
}
