import type { Puzzle } from '@codequest/contracts';
import { type CatalogueContext, type ClientHasTag, catalogueTag, getPuzzle, viewerFor } from './catalogue';
import type { Caller } from './context';
import { markOpened } from './progress';

/**
 * Opening a puzzle: the whole puzzle as the caller may see it (catalogue.viewerFor), and, for a signed-in
 * caller, the first opening noted: the start of the clock the speed achievement is measured by.
 */

/** The puzzle, or null when the client's copy is current (its tag is computed first, as for the list). */
export async function openPuzzle(
  ctx: CatalogueContext,
  caller: Caller | null,
  puzzleId: number,
  request: { userId?: number | undefined },
  clientHas: ClientHasTag,
): Promise<Puzzle | null> {
  const viewerId = viewerFor(caller, request.userId);
  const etag = await catalogueTag(ctx, { viewerId, puzzleId, release: ctx.config.version });
  if (clientHas(etag)) return null;
  const puzzle = await getPuzzle(ctx, puzzleId, viewerId);
  // The caller's own clock, even when an administrator looks at someone else's view. The first time only;
  // a 304 can only follow an earlier 200, which started it.
  if (caller) await markOpened(ctx, caller.userId, puzzle.id);
  return puzzle;
}
