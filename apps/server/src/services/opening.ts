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

type OpenRequest = { userId?: number | undefined; contestId?: number | undefined };

/**
 * Whose view the puzzle is opened in, and whether a contest shows it to the caller (checked here: a caller
 * the contest does not show its problems is told it is not one).
 */
async function viewOf(ctx: CatalogueContext, caller: Caller | null, puzzleId: number, request: OpenRequest) {
  const { contestId } = request;
  if (contestId !== undefined) {
    if (!caller) throw new AppError('NOT_FOUND', CONTEST_MESSAGES.noSuchContest);
    await requireShownProblem(ctx, caller.userId, contestId, puzzleId);
  }
  return { viewerId: viewerFor(caller, request.userId), shownByContest: contestId !== undefined };
}

/** The puzzle, or null when the client's copy is current (its tag is computed first, as for the list). */
export async function openPuzzle(
  ctx: CatalogueContext,
  caller: Caller | null,
  puzzleId: number,
  request: OpenRequest,
  clientHas: ClientHasTag,
): Promise<Puzzle | null> {
  const { viewerId, shownByContest } = await viewOf(ctx, caller, puzzleId, request);
  const etag = await catalogueTag(ctx, { viewerId, puzzleId, release: ctx.config.version });
  if (clientHas(etag)) return null;
  const puzzle = await getPuzzle(ctx, puzzleId, viewerId, { shownByContest });
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
  request: OpenRequest,
): Promise<{ name: string; data: Buffer }> {
  const { viewerId, shownByContest } = await viewOf(ctx, caller, puzzleId, request);
  await requireOpenable(ctx, puzzleId, viewerId, { shownByContest });
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
