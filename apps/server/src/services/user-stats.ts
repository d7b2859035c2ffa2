import { RECENT_SOLVES } from '@codequest/contracts';
import type { UserRow } from '../db/schema';
import type { UserStats } from '../presenters/user';
import type { ServiceContext } from './context';
import { rankOf } from './leaderboard';

/** A learner's standing: rank, solves by difficulty and by track, and the latest solves. */
export async function userStats(ctx: ServiceContext, user: UserRow): Promise<UserStats> {
  const [rank, solved, totals, recent] = await Promise.all([
    rankOf(ctx, user),
    ctx.db
      .selectFrom('puzzle_progress')
      .innerJoin('puzzles', 'puzzles.id', 'puzzle_progress.puzzle_id')
      .select((eb) => ['puzzles.category_id', 'puzzles.difficulty', eb.fn.countAll<number>().as('solved')])
      .where('puzzle_progress.user_id', '=', user.id)
      .where('puzzle_progress.status', '=', 'completed')
      .groupBy(['puzzles.category_id', 'puzzles.difficulty'])
      .execute(),
    ctx.db
      .selectFrom('categories')
      .leftJoin('puzzles', (join) =>
        join.onRef('puzzles.category_id', '=', 'categories.id').on('puzzles.retired_at', 'is', null),
      )
      .select((eb) => ['categories.id', 'categories.name', eb.fn.count<number>('puzzles.id').as('total')])
      .groupBy(['categories.id', 'categories.name', 'categories.sort_order'])
      .orderBy('categories.sort_order')
      .execute(),
    ctx.db
      .selectFrom('puzzle_progress')
      .innerJoin('puzzles', 'puzzles.id', 'puzzle_progress.puzzle_id')
      .select([
        'puzzles.id',
        'puzzles.title',
        'puzzles.difficulty',
        'puzzle_progress.xp_awarded',
        'puzzle_progress.completed_at',
      ])
      .where('puzzle_progress.user_id', '=', user.id)
      .where('puzzle_progress.status', '=', 'completed')
      .orderBy('puzzle_progress.completed_at', 'desc')
      .limit(RECENT_SOLVES)
      .execute(),
  ]);

  const solvedByDifficulty = { easy: 0, medium: 0, hard: 0 };
  const solvedByCategory = new Map<number, number>();
  for (const row of solved) {
    solvedByDifficulty[row.difficulty] += Number(row.solved);
    solvedByCategory.set(row.category_id, (solvedByCategory.get(row.category_id) ?? 0) + Number(row.solved));
  }
  return {
    rank,
    solvedByDifficulty,
    solvedByTrack: totals.map((row) => ({
      categoryId: row.id,
      name: row.name,
      solved: solvedByCategory.get(row.id) ?? 0,
      total: Number(row.total),
    })),
    recentSolves: recent.map((row) => ({
      puzzleId: row.id,
      title: row.title,
      difficulty: row.difficulty,
      xpAwarded: row.xp_awarded,
      completedAt: new Date(row.completed_at ?? 0).toISOString(),
    })),
  };
}
