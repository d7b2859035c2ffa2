import { ATTACHMENT_NAME, CONTEST_MESSAGES, PACKAGE_MESSAGES, type Puzzle } from '@codequest/contracts';
import { AppError } from '../lib/errors';
import {
  type CatalogueContext,
  type ClientHasTag,
  catalogueTag,
  getPuzzle,
  requireOpenable,
  viewerFor,
} from './catalogue';
import { requireShownProblem } from './contests';
import type { Caller } from './context';
import { markOpened } from './progress';

/**
 * Opening a puzzle: the whole puzzle as the caller may see it (catalogue.viewerFor), and, for a signed-in
 * caller, the first opening noted: the start of the clock the speed achievement is measured by. Opened
 * through a contest (`contestId`), one of its problems is open, whatever the track's unlocking, to whoever
 * the contest shows its problems (services/contests.ts); anyone else is told it is not one.
 */

/** The puzzle, or null when the client's copy is current (its tag is computed first, as for the list). */
export async function openPuzzle(
  ctx: CatalogueContext,
  caller: Caller | null,
  puzzleId: number,
  request: { userId?: number | undefined; contestId?: number | undefined },
  clientHas: ClientHasTag,
): Promise<Puzzle | null> {
  const { contestId } = request;
  if (contestId !== undefined) {
    if (!caller) throw new AppError('NOT_FOUND', CONTEST_MESSAGES.noSuchContest);
    await requireShownProblem(ctx, caller.userId, contestId, puzzleId);
  }
  const viewerId = viewerFor(caller, request.userId);
  const etag = await catalogueTag(ctx, { viewerId, puzzleId, release: ctx.config.version });
  if (clientHas(etag)) return null;
  const puzzle = await getPuzzle(ctx, puzzleId, viewerId, { shownByContest: contestId !== undefined });
  // The caller's own clock, even when an administrator looks at someone else's view. The first time only;
  // a 304 can only follow an earlier 200, which started it.
  if (caller) await markOpened(ctx, caller.userId, puzzle.id);
  return puzzle;
}

/** One of the puzzle's attachments, to whoever may open the puzzle as openPuzzle decides. */
export async function openAttachment(
  ctx: CatalogueContext,
  caller: Caller | null,
  puzzleId: number,
  name: string,
  request: { userId?: number | undefined; contestId?: number | undefined },
): Promise<{ name: string; data: Buffer }> {
  const { contestId } = request;
  if (contestId !== undefined) {
    if (!caller) throw new AppError('NOT_FOUND', CONTEST_MESSAGES.noSuchContest);
    await requireShownProblem(ctx, caller.userId, contestId, puzzleId);
  }
  await requireOpenable(ctx, puzzleId, viewerFor(caller, request.userId), {
    shownByContest: contestId !== undefined,
  });
  const file = ATTACHMENT_NAME.test(name)
    ? await ctx.db
        .selectFrom('puzzle_attachments')
        .select(['name', 'data'])
        .where('puzzle_id', '=', puzzleId)
        .where('name', '=', name)
        .executeTakeFirst()
    : undefined;
  if (!file) throw new AppError('NOT_FOUND', PACKAGE_MESSAGES.noSuchAttachment);
  return { name: file.name, data: Buffer.from(file.data) };
}
