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
 */

interface RankKey {
  total_xp: number;
  solved_count: number;
  xp_reached_at: number;
}

const sameKey = (a: RankKey, b: RankKey) =>
  a.total_xp === b.total_xp && a.solved_count === b.solved_count && a.xp_reached_at === b.xp_reached_at;

const COLUMNS = [
  'id',
  'username',
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
    if (own) entries.push(entry(own, await rankOf(ctx, own)));
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
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
  return query
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
 * that no count has to read the table itself.
 */
export async function rankOf(ctx: ServiceContext, key: RankKey): Promise<number> {
  const fromRedis = ctx.ranks && encodable(key) ? await ctx.ranks.rankOf(key) : undefined;
  if (fromRedis !== undefined) return fromRedis;
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
  return Number(moreXp.n) + Number(moreSolved.n) + Number(earlier.n) + 1;
}

type CountQuery = SelectQueryBuilder<DB, 'users', { n: number }>;
