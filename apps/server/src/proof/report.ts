import { ADMIN_MESSAGES, type PuzzleProofResponse } from '@codequest/contracts';
import type { Judge } from '@codequest/judge';
import { AppError } from '../lib/errors';
import { type Proof, provePuzzle } from './prove';
import type { PuzzleToProve } from './puzzle';

/**
 * A proof's two readings. The admin panel's report (its Validate button, and the 400 a refused save
 * answers with) shows each reference solution test by test and the first failure; content:check and the
 * generator read one line per failure, naming the file. Both come from the same failures, in the same
 * order, so the panel's first failure is the catalogue's first line.
 */

export function proofReport(proof: Proof): PuzzleProofResponse {
  const [first] = proof.failures;
  return {
    passed: proof.languages.length > 0 && first === undefined,
    languages: proof.languages,
    failure: first
      ? { language: first.language, part: first.part, test: first.test, message: first.message }
      : null,
  };
}

/** content:check's lines (and the generator's findings): one a failure, naming the file. */
export function problemLines(proof: Proof): string[] {
  return proof.failures.map((failure) => failure.problem);
}

/** Refuses (400, naming the language and the test) unless the puzzle is proven. */
export async function requireProven(judge: Pick<Judge, 'judge'>, puzzle: PuzzleToProve): Promise<void> {
  const report = proofReport(await provePuzzle(judge, puzzle));
  if (report.failure) throw new AppError('VALIDATION', report.failure.message);
  if (!report.passed) throw new AppError('VALIDATION', ADMIN_MESSAGES.solutionRequired);
}
