import { randomInt } from 'node:crypto';
import type { Difficulty } from '@codequest/contracts';
import type { GeneratedPuzzle } from '../../commands/store-generated-puzzle';
import { FAMILIES } from '../../generation/families';
import type { PuzzleFamily } from '../../generation/family';
import { fileStatementKey, modelKeys } from '../../generation/keys';
import type { PuzzleProvider } from '../../generation/provider';
import { provePuzzle } from '../../proof/prove';
import { fromCandidate, type ProofCandidate } from '../../proof/puzzle';
import { problemLines } from '../../proof/report';
import type { GenerationContext } from './context';
import { claim, isKnown, type KnownKeys, release, repeatsStatement } from './duplicates';
import type { GenerationSlot } from './plan';

/**
 * Writing one puzzle of a plan: the model first, when one is configured (it retries with the judge's
 * findings itself), then the families from fresh seeds, until a puzzle is new and passes the catalogue's own
 * proof or the attempts run out.
 */

/** Seeds a slot may try (a duplicate or a failed proof costs one) before it gives up. */
const ATTEMPTS_PER_PUZZLE = 6;

export interface WrittenPuzzle {
  puzzle: GeneratedPuzzle | undefined;
  /** What the model did for this slot: none is configured, it wrote the puzzle, or the families had to. */
  model: 'none' | 'wrote' | 'fell-back';
}

export async function writePuzzle(
  ctx: GenerationContext,
  slot: GenerationSlot,
  known: KnownKeys,
  onProving: () => void,
): Promise<WrittenPuzzle> {
  const track = slot.category.slug;
  let model: WrittenPuzzle['model'] = 'none';
  let puzzle: GeneratedPuzzle | undefined;
  if (ctx.provider) {
    puzzle = await fromProvider(ctx, ctx.provider, track, slot.difficulty, known);
    model = puzzle ? 'wrote' : 'fell-back';
  }
  puzzle ??= await fromFamilies(ctx, track, slot.difficulty, known, onProving);
  return { puzzle, model };
}

/**
 * The proof of every generated puzzle, the model's and the families': the one proof (proof/), as for the
 * catalogue and the admin panel. Its problems, none when proven.
 */
async function prove(ctx: GenerationContext, candidate: ProofCandidate): Promise<string[]> {
  return problemLines(await provePuzzle(ctx.judge, fromCandidate(candidate)));
}

/**
 * Writes a family's puzzle for fresh seeds until one is new and proven, or the attempts run out. A failed
 * proof is logged (it is a bug in the family) and another seed tried.
 */
async function fromFamilies(
  ctx: GenerationContext,
  track: string,
  difficulty: Difficulty,
  known: KnownKeys,
  onProving: () => void,
): Promise<GeneratedPuzzle | undefined> {
  const families = FAMILIES.filter(
    (family) => family.track === track && family.difficulties.includes(difficulty),
  );
  if (families.length === 0) return undefined;
  for (let attempt = 0; attempt < ATTEMPTS_PER_PUZZLE; attempt++) {
    const family = families[randomInt(families.length)] as PuzzleFamily;
    const seed = randomInt(1, 2 ** 31 - 1);
    const written = await ctx.puzzleWriter.write(family.id, seed, difficulty).catch((error: Error) => {
      ctx.log.error({ family: family.id, seed, difficulty, err: error }, 'puzzle not written');
      return undefined;
    });
    if (!written) continue;
    const { candidate, keys } = written;
    if (!candidate) {
      ctx.log.warn(
        { family: family.id, seed, difficulty, problems: written.problems },
        'generated puzzle malformed',
      );
      continue;
    }
    if (isKnown(known, keys)) continue;
    // Claimed before the proof, so that two slots of one request never prove the same puzzle twice.
    claim(known, keys);
    onProving();
    const problems = await prove(ctx, candidate);
    if (problems.length > 0) {
      release(known, keys);
      ctx.log.warn({ family: family.id, seed, difficulty, problems }, 'generated puzzle not proven: dropped');
      continue;
    }
    return { candidate, generator: family.id, seed, parameters: written.parameters, keys };
  }
  return undefined;
}

/** The model's puzzle for one slot (it retries with the judge's findings itself), or undefined. */
async function fromProvider(
  ctx: GenerationContext,
  provider: PuzzleProvider,
  track: string,
  difficulty: Difficulty,
  known: KnownKeys,
): Promise<GeneratedPuzzle | undefined> {
  const topics = FAMILIES.filter((family) => family.track === track).map((family) => family.topic);
  const outcome = await provider.write(
    { track, difficulty, topics: [...new Set(topics)] },
    async (candidate) => {
      if (repeatsStatement(known, fileStatementKey(candidate.meta)))
        return ['this puzzle repeats one that already exists: write a different one'];
      return prove(ctx, candidate);
    },
  );
  if (!outcome.candidate) {
    ctx.log.warn(
      { provider: provider.name, track, difficulty, reasons: outcome.reasons },
      'model puzzle dropped',
    );
    return undefined;
  }
  const keys = modelKeys(outcome.candidate.meta);
  if (isKnown(known, keys)) return undefined;
  claim(known, keys);
  return {
    candidate: outcome.candidate,
    generator: `llm:${provider.name}`,
    seed: null,
    parameters: {},
    keys,
  };
}
