import {
  type Category,
  type Language,
  type Puzzle,
  SOLVES_TO_UNLOCK_NEXT_DIFFICULTY,
  type TestCase,
} from '@codequest/contracts';
import { AppError } from '../lib/errors';
import { presentPuzzle } from '../presenters/puzzle';
import type { ServiceContext } from './context';
import { countSolved, NOTHING_SOLVED } from './solved';
import { isUnlocked } from './unlocking';

/** The catalogue as learners see it: categories, and puzzles with the viewer's own progress. */

export async function listCategories(ctx: ServiceContext): Promise<Category[]> {
  return ctx.db
    .selectFrom('categories')
    .select(['id', 'slug', 'name', 'description', 'icon'])
    .orderBy('sort_order')
    .execute();
}

/** Every live puzzle (or just one), in track order, with `viewerId`'s progress (null: signed out). */
export async function listPuzzles(
  ctx: ServiceContext,
  viewerId: number | null,
  onlyId?: number,
): Promise<Puzzle[]> {
  let query = ctx.db
    .selectFrom('puzzles')
    .innerJoin('categories', 'categories.id', 'puzzles.category_id')
    .selectAll('puzzles')
    .where('puzzles.retired_at', 'is', null)
    .orderBy('categories.sort_order')
    .orderBy('puzzles.sort_order')
    .orderBy('puzzles.id');
  if (onlyId !== undefined) query = query.where('puzzles.id', '=', onlyId);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);

  const [tests, code, progress, solved] = await Promise.all([
    // Hidden tests' data is never read here: only that they exist. Large inputs stay in the database.
    ctx.db
      .selectFrom('puzzle_tests')
      .select((eb) => [
        'puzzle_id',
        'hidden',
        eb.case().when('hidden', '=', 0).then(eb.ref('input')).else('').end().as('input'),
        eb.case().when('hidden', '=', 0).then(eb.ref('expected')).else('').end().as('expected'),
      ])
      .where('puzzle_id', 'in', ids)
      .orderBy('puzzle_id')
      .orderBy('ordinal')
      .execute(),
    ctx.db
      .selectFrom('puzzle_code')
      .select(['puzzle_id', 'language', 'starter'])
      .where('puzzle_id', 'in', ids)
      .execute(),
    viewerId === null
      ? Promise.resolve([])
      : ctx.db
          .selectFrom('puzzle_progress')
          .select(['puzzle_id', 'status', 'completed_at'])
          .where('user_id', '=', viewerId)
          .execute(),
    viewerId === null ? Promise.resolve(NOTHING_SOLVED) : countSolved(ctx.db, viewerId),
  ]);

  const testsOf = groupBy(tests, (test) => test.puzzle_id);
  const codeOf = groupBy(code, (entry) => entry.puzzle_id);
  const progressOf = new Map(progress.map((entry) => [entry.puzzle_id, entry]));

  return rows.map((row) => {
    const own = progressOf.get(row.id);
    return presentPuzzle(row, {
      testCases: (testsOf.get(row.id) ?? []).map(
        (test): TestCase =>
          test.hidden ? { hidden: true } : { input: test.input, expected: test.expected, hidden: false },
      ),
      starterCode: Object.fromEntries(
        (codeOf.get(row.id) ?? []).map((entry) => [entry.language, entry.starter]),
      ) as Record<Language, string>,
      isUnlocked: isUnlocked({ categoryId: row.category_id, difficulty: row.difficulty }, solved),
      progress: own ? { status: own.status, completedAt: own.completed_at } : null,
    });
  });
}

export async function getPuzzle(ctx: ServiceContext, id: number, viewerId: number | null): Promise<Puzzle> {
  const [puzzle] = await listPuzzles(ctx, viewerId, id);
  if (!puzzle) throw new AppError('NOT_FOUND', 'No such puzzle');
  return puzzle;
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * The puzzle a learner may work on: it exists, is not retired, and is unlocked for them. 404 and 403
 * otherwise, with a message that says which.
 */
export async function requireOpenPuzzle(ctx: ServiceContext, puzzleId: number, userId: number) {
  const puzzle = await ctx.db
    .selectFrom('puzzles')
    .selectAll()
    .where('id', '=', puzzleId)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  if (!puzzle) throw new AppError('NOT_FOUND', 'No such puzzle');
  if (puzzle.difficulty === 'easy') return puzzle;
  const solved = await countSolved(ctx.db, userId, { categoryId: puzzle.category_id });
  if (!isUnlocked({ categoryId: puzzle.category_id, difficulty: puzzle.difficulty }, solved)) {
    const before = puzzle.difficulty === 'medium' ? 'easy' : 'medium';
    throw new AppError(
      'FORBIDDEN',
      `This puzzle is locked: solve ${SOLVES_TO_UNLOCK_NEXT_DIFFICULTY} ${before} puzzles of its track to unlock it`,
    );
  }
  return puzzle;
}
