import { RECENT_SOLVES } from '@codequest/contracts';
import type { UserRow } from '../db/schema';
import type { UserStanding } from '../presenters/user';
import type { ServiceContext } from './context';
import { rankOf } from './leaderboard';
import { countSolved } from './solved';

/**
 * A learner's standing: rank, solves by difficulty and by track, and the latest solves, as read; presentUser
 * shapes it.
 */
export async function userStats(ctx: ServiceContext, user: UserRow): Promise<UserStanding> {
  const [rank, solved, tracks, recentSolves] = await Promise.all([
    rankOf(ctx, user),
    countSolved(ctx.db, user.id),
    ctx.db
      .selectFrom('categories')
      .leftJoin('puzzles', (join) =>
        join
          .onRef('puzzles.category_id', '=', 'categories.id')
          .on('puzzles.retired_at', 'is', null)
          .on('puzzles.draft', '=', 0)
          .on('puzzles.owner_id', 'is', null)
          .on('puzzles.class_id', 'is', null)
          .on('puzzles.contest_id', 'is', null),
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

  return { rank, solved, tracks, recentSolves };
}
