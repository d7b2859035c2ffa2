import type { Difficulty, JudgeLimitOverrides, Language } from '@codequest/contracts';

/**
 * A puzzle family: code that writes a whole puzzle in the catalogue's shape from a seed, deterministically.
 * Seeds vary the story, the numbers and the twist; the family's `parameters` name what makes two of its
 * puzzles the same puzzle. Nothing a family writes is shown to anyone before the judge has proven it
 * (candidate.ts shapes it, proof/ proves it like a catalogue puzzle).
 */
export interface PuzzleFamily {
  /** `<track>/<name>`: stable, part of every generated puzzle's identity. */
  id: string;
  /** The track's slug, as in content/tracks.yaml. */
  track: string;
  /** One of the track's topics. */
  topic: string;
  difficulties: readonly Difficulty[];
  write(seed: number, difficulty: Difficulty): FamilyPuzzle;
}

export interface FamilyPuzzle {
  title: string;
  /** One line, for cards. */
  description: string;
  /** Markdown: what to compute, not how. */
  statement: string;
  input: string;
  output: string;
  /** One per line. */
  constraints: string;
  /** 2 or 3, gentle first. */
  hints: string[];
  /** The visible tests, first: each an example with its explanation. */
  examples: Array<{ input: string; explanation: string }>;
  /** The hidden tests; medium and hard mark at least one `large` (at the constraints). */
  hidden: Array<{ input: string; large?: boolean }>;
  /**
   * The family's own reference, in TypeScript: every expected output comes from it, so the three reference
   * solutions are proven against an independent implementation.
   */
  solve(input: string): string;
  code: Record<Language, { starter: string; solution: string }>;
  /** Naive or subtly wrong solutions, each of which the tests must catch (Wrong Answer or Time Limit). */
  wrong: Array<{ name: string; language: Language; source: string }>;
  /** What makes this puzzle itself: story, numbers, twist (compared to find duplicates). */
  parameters: Record<string, string | number>;
  limits?: JudgeLimitOverrides;
}
