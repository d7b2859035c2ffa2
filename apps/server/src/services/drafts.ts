import { DRAFT_MAX_BYTES, type Draft, type Language, type Submission } from '@codequest/contracts';
import { AppError } from '../lib/errors';
import { presentDraft } from '../presenters/draft';
import { presentSubmission } from '../presenters/submission';
import { requireOpenPuzzle } from './catalogue';
import type { ServiceContext } from './context';

/**
 * Learners' code kept on the server: drafts per puzzle and language, and the history of submissions. Always
 * the caller's own (`userId` is the session's user); a draft is saved only for a puzzle they may open.
 */

export async function getDraft(
  ctx: ServiceContext,
  userId: number,
  puzzleId: number,
  language: Language,
): Promise<Draft> {
  const row = await ctx.db
    .selectFrom('drafts')
    .select(['code', 'updated_at'])
    .where('user_id', '=', userId)
    .where('puzzle_id', '=', puzzleId)
    .where('language', '=', language)
    .executeTakeFirst();
  return presentDraft(language, row);
}

export async function saveDraft(
  ctx: ServiceContext,
  options: { userId: number; puzzleId: number; language: Language; code: string },
): Promise<Draft> {
  await requireOpenPuzzle(ctx, options.puzzleId, options.userId);
  if (Buffer.byteLength(options.code, 'utf8') > DRAFT_MAX_BYTES) {
    throw new AppError('VALIDATION', `Code is limited to ${DRAFT_MAX_BYTES / 1024} KB`);
  }
  const now = ctx.clock();
  await ctx.db
    .insertInto('drafts')
    .values({
      user_id: options.userId,
      puzzle_id: options.puzzleId,
      language: options.language,
      code: options.code,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'puzzle_id', 'language'])
        .doUpdateSet({ code: options.code, updated_at: now }),
    )
    .execute();
  return presentDraft(options.language, { code: options.code, updated_at: now });
}

export async function listSubmissions(
  ctx: ServiceContext,
  userId: number,
  puzzleId: number,
): Promise<Submission[]> {
  const rows = await ctx.db
    .selectFrom('submissions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('puzzle_id', '=', puzzleId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(presentSubmission);
}
