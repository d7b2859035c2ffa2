import { ADMIN_PUZZLE_POINTS, GENERATION, PUZZLE_STARS } from '@codequest/contracts';
import type { PuzzleKeys } from '../generation/keys';
import { newPuzzleSlug } from '../lib/slugs';
import type { ProofCandidate } from '../proof/puzzle';
import { recordAudit } from '../services/audit';
import type { ServiceContext } from '../services/context';
import { usedToday } from '../services/generation/plan';
import { puzzleColumns, replaceTestsAndCode } from './puzzle-content';

/**
 * Storing a proven generated puzzle in one transaction: the puzzle (live at once, paying what admin-made
 * puzzles pay), its tests and code, its `generated_puzzles` row and, for a shared one, an audit entry, with a
 * learner's quota counted again inside so that racing requests cannot pass it together.
 */

/** A proven puzzle and how it was made. */
export interface GeneratedPuzzle {
  candidate: ProofCandidate;
  /** A family's id, or `llm:<provider>`. */
  generator: string;
  seed: number | null;
  parameters: Record<string, string | number>;
  keys: PuzzleKeys;
}

export interface GeneratedPuzzlePlace {
  categoryId: number;
  /** The learner whose own puzzle it is; null for a shared one. */
  ownerId: number | null;
  /** Who asked: an admin, a learner, or the schedule (null). */
  requestedBy: number | null;
  /** The admin's auto-update: recorded as such in the audit log. */
  auto: boolean;
}

/** The new puzzle's id, or undefined when the learner's quota was spent meanwhile (nothing is stored). */
export async function storeGeneratedPuzzle(
  ctx: ServiceContext,
  puzzle: GeneratedPuzzle,
  place: GeneratedPuzzlePlace,
): Promise<number | undefined> {
  const { meta } = puzzle.candidate;
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    if (
      place.ownerId !== null &&
      (await usedToday(trx, place.ownerId, now)).used >= GENERATION.learnerDailyQuota
    )
      return undefined;
    const last = await trx
      .selectFrom('puzzles')
      .select((eb) => eb.fn.max('sort_order').as('last'))
      .where('category_id', '=', place.categoryId)
      .executeTakeFirst();
    const row = await trx
      .insertInto('puzzles')
      .values({
        ...puzzleColumns(meta, place.categoryId, now),
        points: ADMIN_PUZZLE_POINTS[meta.difficulty],
        stars: PUZZLE_STARS[meta.difficulty],
        slug: newPuzzleSlug('generated', meta.title),
        sort_order: Number(last?.last ?? 0) + 1,
        origin: 'generated',
        owner_id: place.ownerId,
        created_by: place.requestedBy,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceTestsAndCode(trx, row.id, puzzle.candidate);
    await trx
      .insertInto('generated_puzzles')
      .values({
        puzzle_id: row.id,
        generator: puzzle.generator,
        seed: puzzle.seed,
        parameters: JSON.stringify(puzzle.parameters),
        parameters_key: puzzle.keys.parameters,
        statement_key: puzzle.keys.statement,
        requested_by: place.requestedBy,
        created_at: now,
      })
      .execute();
    if (place.ownerId === null)
      await recordAudit(trx, now, {
        actorId: place.requestedBy,
        action: 'puzzle.generate',
        target: { type: 'puzzle', id: row.id, label: meta.title },
        summary: `${place.auto ? 'Auto-update generated' : 'Generated'} ${meta.title} (${meta.difficulty}, ${ADMIN_PUZZLE_POINTS[meta.difficulty]} points, ${puzzle.candidate.tests.length} tests, from ${puzzle.generator})`,
        details: { generator: puzzle.generator, seed: puzzle.seed },
      });
    return row.id;
  });
}
