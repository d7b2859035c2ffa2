import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The record of earlier proofs, kept in git beside what was proven: `content/proofs.json` for the catalogue
 * (content:check), `generation/proofs.json` for the families' seeds (generate:check, and the test suite). A
 * puzzle proven with the same content (its hash: for the catalogue, puzzle.yaml, code, committed and
 * generated tests and wrong solutions) by the same judge (its fingerprint, fingerprint.ts) need not be proven
 * again, on this machine or on a fresh clone (CI); a changed judge or compiler proves everything again. One
 * line per puzzle, sorted, so the file merges like the puzzles do.
 */

export const PROOFS_FILE = 'proofs.json';
/** content:check's record of the inputs its validators accepted (the same shape, keyed by what they read). */
export const INPUT_CHECKS_FILE = 'input-checks.json';

export interface ProofCache {
  /** Whether this puzzle, with exactly this content, was proven by this judge before. */
  has(where: string, contentHash: string): boolean;
  record(where: string, contentHash: string): void;
  forget(where: string): void;
  save(): void;
}

export function openProofCache(contentDir: string, judge: string, name = PROOFS_FILE): ProofCache {
  const file = path.join(contentDir, name);
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
