import type { Language } from '@codequest/contracts';
import { SIMILARITY_THRESHOLD, type SimilarityFragment } from '@codequest/contracts';
import { type Token, tokenize } from './tokenize';

/**
 * Code similarity by winnowing (Schleimer, Wilkerson and Aiken, 2003: the method of MOSS and of Dolos).
 * Each solution becomes tokens (tokenize.ts), its k-grams of tokens are hashed, and of every window of W
 * consecutive hashes the smallest is kept as a fingerprint. Two solutions' similarity is the fingerprints
 * they share over all the fingerprints of the two; the shared ones, mapped back to their tokens' lines and
 * joined where they run on, are the matching fragments.
 *
 * Why not Dolos itself (@dodona/dolos-lib): its parsers (@dodona/dolos-parsers) are tree-sitter native
 * modules shipped without prebuilt binaries, so every install compiles twenty grammars with node-gyp (three
 * minutes on two cores), and only where Node's headers are already installed: otherwise node-gyp downloads
 * them from outside the npm registry, and the install fails. This is the same method on a small lexer of our
 * own, with no native code.
 */

/** Tokens per k-gram: a match must be at least this long to count (a line or two of code). */
export const K_GRAM_TOKENS = 12;
/** Hashes per window: every run of K + W - 1 shared tokens is sure to share a fingerprint. */
export const WINDOW = 6;

export interface SolutionInput {
  id: number;
  language: Language;
  code: string;
}

export interface SimilarPair {
  a: number;
  b: number;
  similarity: number;
  fragments: SimilarityFragment[];
}

interface Fingerprinted {
  id: number;
  language: Language;
  tokens: Token[];
  /** Each fingerprint's hash → the k-gram (its first token's index) where it first occurs. */
  prints: Map<number, number>;
}

/** Pairs (within one language) at least `threshold` similar, the most similar first. */
export function comparePairs(
  solutions: SolutionInput[],
  threshold: number = SIMILARITY_THRESHOLD,
): SimilarPair[] {
  const byLanguage = new Map<Language, Fingerprinted[]>();
  for (const solution of solutions) {
    const list = byLanguage.get(solution.language) ?? [];
    list.push(fingerprint(solution));
    byLanguage.set(solution.language, list);
  }
  const pairs: SimilarPair[] = [];
  for (const group of byLanguage.values()) pairs.push(...pairsOf(group, threshold));
  return pairs.sort((x, y) => y.similarity - x.similarity || x.a - y.a || x.b - y.b);
}

export function fingerprint(solution: SolutionInput): Fingerprinted {
  const tokens = tokenize(solution.language, solution.code);
  const hashes = kGramHashes(tokens);
  const prints = new Map<number, number>();
  const keep = (index: number) => {
    const hash = hashes[index] as number;
    if (!prints.has(hash)) prints.set(hash, index);
  };
  if (hashes.length > 0 && hashes.length < WINDOW) keep(minIndex(hashes, 0, hashes.length));
  for (let start = 0; start + WINDOW <= hashes.length; start++) keep(minIndex(hashes, start, WINDOW));
  return { id: solution.id, language: solution.language, tokens, prints };
}

/** The rightmost smallest hash of the window (winnowing's rule, so a window that slides keeps its pick). */
function minIndex(hashes: number[], start: number, length: number): number {
  let best = start;
  for (let i = start + 1; i < start + length; i++)
    if ((hashes[i] as number) <= (hashes[best] as number)) best = i;
  return best;
}

function kGramHashes(tokens: Token[]): number[] {
  const ids = tokens.map((token) => stringHash(token.kind));
  const hashes: number[] = [];
  for (let start = 0; start + K_GRAM_TOKENS <= ids.length; start++) {
    let hash = 2166136261;
    for (let i = start; i < start + K_GRAM_TOKENS; i++) hash = Math.imul(hash ^ (ids[i] as number), 16777619);
    hashes.push(hash >>> 0);
  }
  return hashes;
}

/** FNV-1a. */
function stringHash(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** Every pair of the group above the threshold; shared fingerprints counted through an index by hash. */
function pairsOf(group: Fingerprinted[], threshold: number): SimilarPair[] {
  const holders = new Map<number, number[]>();
  group.forEach((solution, index) => {
    for (const hash of solution.prints.keys()) {
      const list = holders.get(hash) ?? [];
      list.push(index);
      holders.set(hash, list);
    }
  });
  const shared = new Map<number, number>();
  for (const list of holders.values())
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) {
        const key = (list[i] as number) * group.length + (list[j] as number);
        shared.set(key, (shared.get(key) ?? 0) + 1);
      }
  const pairs: SimilarPair[] = [];
  for (const [key, count] of shared) {
    const a = group[Math.floor(key / group.length)] as Fingerprinted;
    const b = group[key % group.length] as Fingerprinted;
    const similarity = count / (a.prints.size + b.prints.size - count);
    if (similarity < threshold) continue;
    pairs.push({ a: a.id, b: b.id, similarity, fragments: fragmentsOf(a, b) });
  }
  return pairs;
}

/**
 * The shared fingerprints as line ranges: their k-grams in a and b, in a's order, joined while both run on
 * (the next match starts within a k-gram of the last one's end, in both), each run then its tokens' lines.
 */
export function fragmentsOf(a: Fingerprinted, b: Fingerprinted): SimilarityFragment[] {
  const matches: Array<[number, number]> = [];
  for (const [hash, inA] of a.prints) {
    const inB = b.prints.get(hash);
    if (inB !== undefined) matches.push([inA, inB]);
  }
  matches.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const runs: Array<{ aFrom: number; aTo: number; bFrom: number; bTo: number }> = [];
  for (const [inA, inB] of matches) {
    const last = runs.at(-1);
    if (last && inA >= last.aFrom && inA <= last.aTo + 1 && inB >= last.bFrom && inB <= last.bTo + 1) {
      last.aTo = Math.max(last.aTo, inA + K_GRAM_TOKENS - 1);
      last.bTo = Math.max(last.bTo, inB + K_GRAM_TOKENS - 1);
      continue;
    }
    runs.push({ aFrom: inA, aTo: inA + K_GRAM_TOKENS - 1, bFrom: inB, bTo: inB + K_GRAM_TOKENS - 1 });
  }
  const lineOf = (tokens: Token[], index: number) => (tokens[index] as Token).line;
  return runs.map((run) => ({
    aLines: [lineOf(a.tokens, run.aFrom), lineOf(a.tokens, run.aTo)],
    bLines: [lineOf(b.tokens, run.bFrom), lineOf(b.tokens, run.bTo)],
  }));
}
