import type { Difficulty } from '@codequest/contracts';
import type { Judge } from '@codequest/judge';
import { checkPuzzle } from '../catalogue/check';
import { writeCandidate } from './candidate';
import type { PuzzleFamily } from './family';

/** One seed of a family, written and proven: `problems` is empty when the puzzle may be published. */
export interface SeedProof {
  familyId: string;
  seed: number;
  difficulty: Difficulty;
  title: string | undefined;
  problems: string[];
}

/** Writes the family's puzzle for each seed and proves it with the same check as the catalogue's puzzles. */
export async function proveSeeds(
  judge: Pick<Judge, 'judge'>,
  family: PuzzleFamily,
  difficulty: Difficulty,
  seeds: readonly number[],
): Promise<SeedProof[]> {
  return Promise.all(
    seeds.map(async (seed) => {
      const written = writeCandidate(family, seed, difficulty);
      const base = { familyId: family.id, seed, difficulty, title: written.candidate?.meta.title };
      if (!written.candidate) return { ...base, problems: written.problems };
      const { problems } = await checkPuzzle(judge, written.candidate);
      return { ...base, problems };
    }),
  );
}
