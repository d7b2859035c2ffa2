import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * content:check's record of earlier proofs, `content/proofs.json`, kept in git beside the puzzles: a puzzle
 * proven with the same files (its content hash covers puzzle.yaml, code, committed and generated tests,
 * wrong solutions) by the same judge need not be proven again, on this machine or on a fresh clone (CI). "The
 * same judge" is its source, the contracts it obeys and the compilers' versions: a change to any of them
 * proves everything again. One line per puzzle, sorted, so the file merges like the puzzles do.
 */

export const PROOFS_FILE = 'proofs.json';
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const JUDGE_SOURCES = [
  'packages/judge/src',
  'packages/contracts/src/judge.ts',
  'packages/contracts/src/verdicts.ts',
];
const TOOLCHAIN_VERSIONS: Array<[string, string[]]> = [
  ['gcc', ['--version']],
  ['javac', ['-version']],
  ['/usr/bin/python3', ['--version']],
];

/** A fingerprint of the judge: every non-test source file, and the compilers it drives. */
export function judgeVersion(): string {
  const hash = createHash('sha256');
  const visit = (full: string) => {
    if (!existsSync(full)) return;
    if (full.endsWith('.ts')) {
      if (full.endsWith('.test.ts')) return;
      hash.update(path.relative(repoRoot, full)).update('\0').update(readFileSync(full)).update('\0');
      return;
    }
    for (const child of readdirSync(full, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (child.isDirectory() || child.name.endsWith('.ts')) visit(path.join(full, child.name));
    }
  };
  for (const source of JUDGE_SOURCES) visit(path.join(repoRoot, source));
  for (const [command, args] of TOOLCHAIN_VERSIONS) {
    const result = spawnSync(command, args, { encoding: 'utf8' });
    hash
      .update(command)
      .update('\0')
      .update(`${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n')[0] ?? '');
  }
  return hash.digest('hex').slice(0, 16);
}

export interface ProofCache {
  /** Whether this puzzle, with exactly this content, was proven by this judge before. */
  has(where: string, contentHash: string): boolean;
  record(where: string, contentHash: string): void;
  forget(where: string): void;
  save(): void;
}

export function openProofCache(contentDir: string, judge: string): ProofCache {
  const file = path.join(contentDir, PROOFS_FILE);
  let proofs: Record<string, string> = {};
  try {
    const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (data && typeof data === 'object') proofs = data as Record<string, string>;
  } catch {
    // No cache yet, or an unreadable one: everything is proven afresh.
  }
  const key = (contentHash: string) => `${contentHash}:${judge}`;
  return {
    has: (where, contentHash) => proofs[where] === key(contentHash),
    record: (where, contentHash) => {
      proofs[where] = key(contentHash);
    },
    forget: (where) => {
      delete proofs[where];
    },
    save: () => {
      mkdirSync(path.dirname(file), { recursive: true });
      const sorted = Object.fromEntries(Object.entries(proofs).sort(([a], [b]) => a.localeCompare(b)));
      writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
    },
  };
}
