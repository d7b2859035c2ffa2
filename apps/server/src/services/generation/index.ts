import { GENERATION_MESSAGES, type GenerateResponse, type GenerationProvider } from '@codequest/contracts';
import { storeGeneratedPuzzle } from '../../commands/store-generated-puzzle';
import { AppError } from '../../lib/errors';
import { listPuzzles } from '../catalogue';
import type { GenerationContext, GenerationRequest } from './context';
import { liveKeys } from './duplicates';
import { type GenerationPlan, planGeneration, planSlots } from './plan';
import { writePuzzle } from './write';

/**
 * Puzzle generation, its steps composed (plan.ts, duplicates.ts, write.ts, then
 * commands/store-generated-puzzle.ts): puzzles written by CodeQuest's own families or a configured model,
 * proven by the judge exactly as the catalogue is, and stored as an administrator's shared puzzles (source
 * `generated`, in the audit log) or a learner's own practice puzzles under a daily quota, never one the
 * judge has not proven or one that repeats a live puzzle the requester can see.
 */

export type { GenerationContext, GenerationRequest } from './context';
export { type GenerationPlan, planGeneration } from './plan';

export async function generatePuzzles(
  ctx: GenerationContext,
  request: GenerationRequest,
  plan?: GenerationPlan,
): Promise<GenerateResponse> {
  const planned = plan ?? (await planGeneration(ctx, request));
  const { ownerId, count } = planned;
  const known = await liveKeys(ctx.db, ownerId);
  const progress = request.onProgress ?? (() => {});
  let ready = 0;
  let fellBack = false;
  let usedProvider = false;
  progress({ type: 'progress', stage: 'writing', ready, count });

  const stored = await Promise.all(
    planSlots(planned, request.difficulty).map(async (slot) => {
      const written = await writePuzzle(ctx, slot, known, () =>
        progress({ type: 'progress', stage: 'proving', ready, count }),
      );
      if (written.model === 'wrote') usedProvider = true;
      if (written.model === 'fell-back') fellBack = true;
      if (!written.puzzle) return undefined;
      const id = await storeGeneratedPuzzle(ctx, written.puzzle, {
        categoryId: slot.category.id,
        ownerId,
        requestedBy: request.requester.id,
        auto: request.auto === true,
      });
      if (id === undefined) return undefined;
      ready += 1;
      progress({ type: 'puzzle', ready, count, title: written.puzzle.candidate.meta.title });
      return id;
    }),
  );
  const ids = stored.filter((id): id is number => id !== undefined);
  if (ids.length === 0) throw new AppError('INTERNAL', GENERATION_MESSAGES.failed);
  const wanted = new Set(ids);
  const puzzles = (await listPuzzles(ctx, ownerId)).filter((puzzle) => wanted.has(puzzle.id));
  const provider: GenerationProvider = usedProvider && !fellBack ? 'llm' : 'families';
  return {
    success: true,
    count: puzzles.length,
    puzzles,
    personal: ownerId !== null,
    provider,
    notice: fellBack ? GENERATION_MESSAGES.providerFellBack : null,
  };
}
