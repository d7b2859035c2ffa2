import { LEADERBOARD_SIZE, type LeaderboardEntry } from '@codequest/contracts';
import type { SelectQueryBuilder } from 'kysely';
import type { DB } from '../db/schema';
import { presentLeaderboardEntry } from '../presenters/leaderboard';
import type { ServiceContext } from './context';
import { encodable } from './rank-board';

/**
 * The global ranking: by total XP, then solved count, then who reached that XP first. Equal keys share a
 * rank (1, 2, 2, 4). The top rows come straight off the leaderboard index; ranks are counted, not stored.
 * With Redis (ctx.ranks), the order of the top rows and every rank are read from the sorted set kept there
 * (rank-board.ts) instead, the rows themselves still from the database; when Redis does not answer, from
 * the database as without it.
 *
 * Administrators are listed only once they have earned XP: they are learners too when they solve, but an
 * administrator with 0 XP would otherwise take a podium place on a young board. Such an administrator is
 * left out of the top rows and of every other learner's rank (rankOf), on the database and on Redis alike.
 */

interface RankKey {
  total_xp: number;
  solved_count: number;
  xp_reached_at: number;
}

const sameKey = (a: RankKey, b: RankKey) =>
  a.total_xp === b.total_xp && a.solved_count === b.solved_count && a.xp_reached_at === b.xp_reached_at;

/** Whether a user appears on the leaderboard: every learner, and an administrator with XP. */
export function isListed(user: { is_admin: number; total_xp: number }): boolean {
  return user.is_admin === 0 || user.total_xp > 0;
}

const COLUMNS = [
  'id',
  'username',
  'is_admin',
  'total_xp',
  'solved_count',
  'xp_reached_at',
  'streak_count',
  'streak_last_day',
  'time_zone',
  'next_time_zone',
  'next_time_zone_at',
  'time_zone_changed_at',
] as const;

export async function listLeaderboard(
  ctx: ServiceContext,
  viewerId: number | null,
): Promise<LeaderboardEntry[]> {
  const rows = await topRows(ctx);
  const now = ctx.clock();
  const entry = (row: (typeof rows)[number], rank: number) =>
    presentLeaderboardEntry(row, { rank, viewerId, now });

  const entries: LeaderboardEntry[] = [];
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    const shared = previous && sameKey(previous, row) ? entries[index - 1]?.rank : undefined;
    entries.push(entry(row, shared ?? index + 1));
  });
  if (viewerId !== null && !rows.some((row) => row.id === viewerId)) {
    const own = await ctx.db
      .selectFrom('users')
      .select(COLUMNS)
      .where('id', '=', viewerId)
      .executeTakeFirst();
    if (own && isListed(own)) entries.push(entry(own, await rankOf(ctx, own)));
  }
  return entries;
}

async function topRows(ctx: ServiceContext) {
  const query = ctx.db.selectFrom('users').select(COLUMNS);
  const ids = await ctx.ranks?.top(LEADERBOARD_SIZE);
  if (ids) {
    if (ids.length === 0) return [];
    const rows = await query.where('id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    // The set holds everyone. An unlisted administrator among its top rows means that fewer learners than
    // the board's size have XP: a small board, read from the database instead.
    if (rows.every(isListed)) return ids.flatMap((id) => byId.get(id) ?? []);
  }
  return query
    .where((eb) => eb.or([eb('is_admin', '=', 0), eb('total_xp', '>', 0)]))
    .orderBy('total_xp', 'desc')
    .orderBy('solved_count', 'desc')
    .orderBy('xp_reached_at')
    .orderBy('id')
    .limit(LEADERBOARD_SIZE)
    .execute();
}

/**
 * 1 + the number of users strictly ahead: from Redis's sorted set when there is one, else counted as three
 * ranges of the leaderboard index (more XP; the same XP and more solves; the same of both and earlier) so
 * that no count has to read the table itself; less the administrators among them who are not listed.
 */
export async function rankOf(ctx: ServiceContext, key: RankKey): Promise<number> {
  const fromRedis = ctx.ranks && encodable(key) ? await ctx.ranks.rankOf(key) : undefined;
  if (fromRedis !== undefined) return fromRedis - (await unlistedAhead(ctx, key));
  const count = (where: (query: CountQuery) => CountQuery) =>
    where(
      ctx.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')),
    ).executeTakeFirstOrThrow();
  const [moreXp, moreSolved, earlier] = await Promise.all([
    count((query) => query.where('total_xp', '>', key.total_xp)),
    count((query) => query.where('total_xp', '=', key.total_xp).where('solved_count', '>', key.solved_count)),
    count((query) =>
      query
        .where('total_xp', '=', key.total_xp)
        .where('solved_count', '=', key.solved_count)
        .where('xp_reached_at', '<', key.xp_reached_at),
    ),
  ]);
  return Number(moreXp.n) + Number(moreSolved.n) + Number(earlier.n) + 1 - (await unlistedAhead(ctx, key));
}

/**
 * Administrators with 0 XP ahead of a key (counted by the ranges above, but not on the board): only a key
 * of 0 XP can have them ahead.
 */
async function unlistedAhead(ctx: ServiceContext, key: RankKey): Promise<number> {
  if (key.total_xp !== 0) return 0;
  const row = await ctx.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('total_xp', '=', 0)
    .where('is_admin', '=', 1)
    .where((eb) =>
      eb.or([
        eb('solved_count', '>', key.solved_count),
        eb.and([eb('solved_count', '=', key.solved_count), eb('xp_reached_at', '<', key.xp_reached_at)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type CountQuery = SelectQueryBuilder<DB, 'users', { n: number }>;
