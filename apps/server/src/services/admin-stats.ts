import {
  ACTIVE_SESSION_WINDOW_MS,
  ADMIN_TODAY_SOLVES_LIMIT,
  type AdminStatsResponse,
} from '@codequest/contracts';
import { presentAdminStats } from '../presenters/admin-stats';
import type { ServiceContext } from './context';

/**
 * The admin overview's figures. Polled every 5 s by every open overview, so each query is an index lookup
 * or an index range: users by count, live puzzles, sessions by last use, today's solves by completion time,
 * the Quest Master off the leaderboard index.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export async function adminStats(ctx: ServiceContext): Promise<AdminStatsResponse> {
  const now = ctx.clock();
  const startOfTodayUtc = now - (now % DAY_MS);
  const todaySolves = ctx.db
    .selectFrom('puzzle_progress')
    .where('puzzle_progress.status', '=', 'completed')
    .where('puzzle_progress.completed_at', '>=', startOfTodayUtc);

  const [users, puzzles, sessions, today, todayCount, top] = await Promise.all([
    ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('puzzles')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('retired_at', 'is', null)
      .where('owner_id', 'is', null)
      .where('draft', '=', 0)
      .where('class_id', 'is', null)
      .where('contest_id', 'is', null)
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('last_used_at', '>=', now - ACTIVE_SESSION_WINDOW_MS)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow(),
    todaySolves
      .innerJoin('users', 'users.id', 'puzzle_progress.user_id')
      .innerJoin('puzzles', 'puzzles.id', 'puzzle_progress.puzzle_id')
      .select([
        'users.id as userId',
        'users.username',
        'puzzles.id as puzzleId',
        'puzzles.title',
        'puzzles.difficulty',
        'puzzle_progress.completed_at',
      ])
      .orderBy('puzzle_progress.completed_at', 'desc')
      .limit(ADMIN_TODAY_SOLVES_LIMIT)
      .execute(),
    todaySolves.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('users')
      .select(['id', 'username', 'total_xp', 'solved_count'])
      .where('total_xp', '>', 0)
      .orderBy('total_xp', 'desc')
      .orderBy('solved_count', 'desc')
      .orderBy('xp_reached_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst(),
  ]);

  return presentAdminStats(
    {
      users: users.total,
      puzzles: puzzles.total,
      sessions: sessions.total,
      today,
      todayCount: todayCount.total,
      top,
    },
    now,
  );
}
