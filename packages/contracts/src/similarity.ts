import { z } from 'zod';
import { CLASS_MESSAGES } from './classes';
import { idField } from './fields';
import { LANGUAGES } from './languages';

/**
 * A class's similarity report: for one puzzle, its learners' accepted solutions (each learner's latest per
 * language) compared in pairs within a language; the pairs at or above the threshold, most similar first,
 * each with the line ranges that match. For the class's teachers and administrators only.
 */

/** Pairs at least this similar (shared fingerprints / all fingerprints of the two) are listed. */
export const SIMILARITY_THRESHOLD = 0.6;

export const SIMILARITY_MESSAGES = {
  puzzleRequired: 'Please choose a puzzle',
  noSuchPuzzle: 'No such puzzle',
} as const;

export const ZSimilarityParams = z.object({ id: idField(CLASS_MESSAGES.noSuchClass) });
export const ZSimilarityQuery = z.object({
  puzzleId: idField(SIMILARITY_MESSAGES.noSuchPuzzle, { missing: SIMILARITY_MESSAGES.puzzleRequired }),
});

/** One learner's accepted solution, as compared. */
export const ZSimilaritySolution = z.object({
  submissionId: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  language: z.enum(LANGUAGES),
  code: z.string(),
  /** When it was submitted (epoch ms). */
  submittedAt: z.number(),
});
export type SimilaritySolution = z.infer<typeof ZSimilaritySolution>;

/** Inclusive 1-based line range [from, to]. */
const ZLineRange = z.tuple([z.number().int(), z.number().int()]);

/** Lines of solution a that match lines of solution b. */
export const ZSimilarityFragment = z.object({ aLines: ZLineRange, bLines: ZLineRange });
export type SimilarityFragment = z.infer<typeof ZSimilarityFragment>;

export const ZSimilarityPair = z.object({
  /** Submission ids, found in the report's `solutions`. */
  a: z.number().int(),
  b: z.number().int(),
  /** 0 to 1. */
  similarity: z.number(),
  fragments: z.array(ZSimilarityFragment),
});
export type SimilarityPair = z.infer<typeof ZSimilarityPair>;

export const ZSimilarityResponse = z.object({
  classId: z.number().int(),
  puzzle: z.object({ id: z.number().int(), title: z.string() }),
  threshold: z.number(),
  /** Every solution compared (also those in no pair). */
  solutions: z.array(ZSimilaritySolution),
  pairs: z.array(ZSimilarityPair),
});
export type SimilarityResponse = z.infer<typeof ZSimilarityResponse>;

/** The puzzles the class's learners have solved: what a report can be asked for. */
export const ZSimilarityPuzzlesResponse = z.object({
  puzzles: z.array(z.object({ id: z.number().int(), title: z.string(), solvedBy: z.number().int() })),
});
export type SimilarityPuzzlesResponse = z.infer<typeof ZSimilarityPuzzlesResponse>;
