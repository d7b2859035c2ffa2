import {
  type AutoUpdateResponse,
  GENERATION,
  GENERATION_MESSAGES,
  type GenerateResponse,
} from '@codequest/contracts';
import { AppError } from '../../lib/errors';
import type { GenerationContext } from './context';
import { generatePuzzles } from './index';

/** The admin's auto-update, asked for in the panel or run on a timer (AUTO_UPDATE_INTERVAL). */

/**
 * GENERATION.autoUpdatePerTrack new shared puzzles for every track, the tracks side by side. It succeeds
 * when any track got puzzles; the tracks that got none are named in the log.
 */
export async function autoUpdate(
  ctx: GenerationContext,
  actorId: number | null,
): Promise<AutoUpdateResponse> {
  const categories = await ctx.db
    .selectFrom('categories')
    .select(['id', 'slug'])
    .orderBy('sort_order')
    .execute();
  if (categories.length === 0) throw new AppError('CONFLICT', GENERATION_MESSAGES.noTracks);
  const results = await Promise.all(
    categories.map((category) =>
      generatePuzzles(ctx, {
        requester: { id: actorId, isAdmin: true },
        category: category.id,
        count: GENERATION.autoUpdatePerTrack,
        auto: true,
      }).catch((error: unknown) => {
        ctx.log.error({ track: category.slug, error }, 'auto-update: no puzzle generated for this track');
        return undefined;
      }),
    ),
  );
  const done = results.filter((result): result is GenerateResponse => result !== undefined);
  if (done.length === 0) throw new AppError('INTERNAL', GENERATION_MESSAGES.autoUpdateFailed);
  const puzzles = done.flatMap((result) => result.puzzles);
  return {
    success: true,
    count: puzzles.length,
    puzzles,
    provider: done.every((result) => result.provider === 'llm') ? 'llm' : 'families',
    notice: done.find((result) => result.notice)?.notice ?? null,
  };
}

/**
 * Runs the auto-update every `intervalMs`, as the server itself. Several web processes may each run the
 * schedule: one that finds a scheduled update newer than most of an interval skips its turn.
 */
export function scheduleAutoUpdate(ctx: GenerationContext, intervalMs: number): () => void {
  const run = async () => {
    const last = await ctx.db
      .selectFrom('generated_puzzles')
      .select((eb) => eb.fn.max('created_at').as('last'))
      .where('requested_by', 'is', null)
      .executeTakeFirst();
    if (last?.last != null && ctx.clock() - Number(last.last) < intervalMs * 0.9) return;
    const result = await autoUpdate(ctx, null);
    ctx.log.info({ count: result.count, provider: result.provider }, 'auto-update: puzzles generated');
  };
  const timer = setInterval(() => {
    run().catch((error: unknown) => ctx.log.error({ error }, GENERATION_MESSAGES.autoUpdateFailed));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
