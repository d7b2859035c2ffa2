import type { Difficulty } from '@codequest/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * What a learner has solved, per track and difficulty: the one query behind unlocking, profile statistics
 * and achievements, so that they can never disagree about what counts as a solve (a completion that counts:
 * not one after the solution was seen).
 */

export interface SolvedCounts {
  /** Solved puzzles of one track (category id) and difficulty. */
  get(categoryId: number, difficulty: Difficulty): number;
  /** Solved puzzles of one track, every difficulty. */
  inTrack(categoryId: number): number;
  byDifficulty: Record<Difficulty, number>;
  total: number;
}

/** Counts `userId`'s solves; within one track when `categoryId` is given. */
export async function countSolved(
  db: Kysely<DB>,
  userId: number,
  options: { categoryId?: number } = {},
): Promise<SolvedCounts> {
  let query = db
    .selectFrom('puzzle_progress')
    .innerJoin('puzzles', 'puzzles.id', 'puzzle_progress.puzzle_id')
    .select((eb) => ['puzzles.category_id', 'puzzles.difficulty', eb.fn.countAll<number>().as('count')])
    .where('puzzle_progress.user_id', '=', userId)
    .where('puzzle_progress.status', '=', 'completed')
    // A puzzle completed after its solution was seen is no solve.
    .where('puzzle_progress.counts', '=', 1)
    // A learner's own practice puzzles, and a class's or a contest's own puzzles, pay XP and keep the
    // streak, but are not solves of a track.
    .where('puzzles.owner_id', 'is', null)
    .where('puzzles.class_id', 'is', null)
    .where('puzzles.contest_id', 'is', null)
    .groupBy(['puzzles.category_id', 'puzzles.difficulty']);
  if (options.categoryId !== undefined) query = query.where('puzzles.category_id', '=', options.categoryId);
  return tally(await query.execute());
}

function tally(
  rows: Array<{ category_id: number; difficulty: Difficulty; count: number | string }>,
): SolvedCounts {
  const cells = new Map<string, number>();
  const tracks = new Map<number, number>();
  const byDifficulty: Record<Difficulty, number> = { easy: 0, medium: 0, hard: 0 };
  for (const row of rows) {
    // PostgreSQL returns count(*) as a string.
    const count = Number(row.count);
    cells.set(`${row.category_id}:${row.difficulty}`, count);
    tracks.set(row.category_id, (tracks.get(row.category_id) ?? 0) + count);
    byDifficulty[row.difficulty] += count;
  }
  return {
    get: (categoryId: number, difficulty: Difficulty) => cells.get(`${categoryId}:${difficulty}`) ?? 0,
    inTrack: (categoryId: number) => tracks.get(categoryId) ?? 0,
    byDifficulty,
    total: byDifficulty.easy + byDifficulty.medium + byDifficulty.hard,
  };
}

/** A signed-out visitor's counts. */
export const NOTHING_SOLVED: SolvedCounts = Object.freeze(tally([]));

/**
 * Live puzzles of the shared catalogue per track and difficulty: what a track's achievements are measured
 * against (awarding them, and the progress shown toward them); within one track when `categoryId` is given.
 */
export function countTrackPuzzles(db: Kysely<DB>, options: { categoryId?: number } = {}) {
  let query = db
    .selectFrom('puzzles')
    .select((eb) => ['category_id', 'difficulty', eb.fn.countAll<number>().as('count')])
    .where('retired_at', 'is', null)
    .where('owner_id', 'is', null)
    .where('class_id', 'is', null)
    .where('contest_id', 'is', null)
    .where('draft', '=', 0)
    .groupBy(['category_id', 'difficulty']);
  if (options.categoryId !== undefined) query = query.where('category_id', '=', options.categoryId);
  return query.execute();
}
