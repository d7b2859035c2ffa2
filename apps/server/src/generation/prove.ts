import { createHash } from 'node:crypto';
import type { Difficulty } from '@codequest/contracts';
import type { Judge } from '@codequest/judge';
import { judgeVersion } from '../proof/fingerprint';
import { provePuzzle } from '../proof/prove';
import { fromCandidate, type ProofCandidate } from '../proof/puzzle';
import { openProofCache, type ProofCache } from '../proof/record';
import { problemLines } from '../proof/report';
import { type GeneratedCandidate, writeCandidate } from './candidate';
import type { PuzzleFamily } from './family';

/**
 * The families' seeds proven: each seed's puzzle written and handed to the one proof (proof/), exactly as
 * a catalogue puzzle is, with the families' own record of proven seeds. It stays here, beside the families,
 * because what it adds is theirs: writing a seed, naming it (family, difficulty, seed) and keeping their
 * record (generation/proofs.json) beside them; generate:check, the test suite and bench:generate use it.
 */

/** One seed of a family, written and proven: `problems` is empty when the puzzle may be published. */
export interface SeedProof {
  familyId: string;
  seed: number;
  difficulty: Difficulty;
  title: string | undefined;
  problems: string[];
  /** Proven earlier, by this judge, exactly as written now (the record), so not proven again. */
  recorded: boolean;
}

/**
 * Writes the family's puzzle for each seed and proves it with the same proof as the catalogue's puzzles.
 * With a record of earlier proofs, each seed proven now is recorded (or forgotten, when it fails); with
 * `reuse`, a seed whose puzzle is unchanged since its recorded proof by this judge is not proven again.
 */
export async function proveSeeds(
  judge: Pick<Judge, 'judge'>,
  family: PuzzleFamily,
  difficulty: Difficulty,
  seeds: readonly number[],
  record?: { proofs: ProofCache; reuse: boolean },
): Promise<SeedProof[]> {
  return Promise.all(
    seeds.map((seed) => proveWritten(judge, writeCandidate(family, seed, difficulty), record)),
  );
}

/** One seed's puzzle, already written (writeCandidate), proven as proveSeeds proves each. */
export async function proveWritten(
  judge: Pick<Judge, 'judge'>,
  written: GeneratedCandidate,
  record?: { proofs: ProofCache; reuse: boolean },
): Promise<SeedProof> {
  const proofs = record?.proofs;
  const { familyId, seed, difficulty } = written;
  const base = { familyId, seed, difficulty, title: written.candidate?.meta.title };
  if (!written.candidate) return { ...base, problems: written.problems, recorded: false };
  const where = `${familyId}:${difficulty}:${seed}`;
  const hash = candidateHash(written.candidate);
  if (record?.reuse && proofs?.has(where, hash)) return { ...base, problems: [], recorded: true };
  const problems = problemLines(await provePuzzle(judge, fromCandidate(written.candidate)));
  if (problems.length === 0) proofs?.record(where, hash);
  else proofs?.forget(where);
  return { ...base, problems, recorded: false };
}

/** The record of the families' proven seeds, kept in git beside them (the catalogue's proofs.json, for families). */
export function familyProofs(): ProofCache {
  return openProofCache(import.meta.dirname, judgeVersion());
}

/** Everything a proof depends on in a written puzzle: its text, tests, code and wrong solutions. */
function candidateHash(candidate: ProofCandidate): string {
  return createHash('sha256').update(JSON.stringify(candidate)).digest('hex').slice(0, 16);
}
