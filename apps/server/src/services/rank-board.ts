import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * The global ranking kept in a Redis sorted set (with REDIS_URL), so that a learner's rank is a few
 * logarithmic lookups however many learners there are, instead of counts over the users table.
 *
 * The order is the leaderboard's (leaderboard.ts): by total XP, then solved count, then who reached that XP
 * first; equal keys share a rank. The score carries XP and solved count exactly (XP × 2^21 + solved, an
 * integer below 2^53); the member carries the rest: when the XP was reached and the user id, as digits
 * inverted and padded so that among equal scores Redis's byte order of members is the leaderboard's order
 * read backwards. A hash maps each user id to their member, to replace it.
 *
 * Kept in step with the database: each change of a learner's XP or solves writes their row's key after the
 * commit, and the set is rebuilt from the database at start. A learner's key only ever moves up the ranking
 * (XP and solves only grow, and every change grows one of them), so a write never replaces a higher score:
 * writes that arrive out of order, or a rebuild's older reading, cannot undo a newer one. A rebuild fills
 * fresh keys and swaps them in; writes made meanwhile go to those keys too.
 *
 * A deleted account leaves the set (remove), and every rebuild in progress too; such a rebuild also notes
 * the id (`<build>:gone`), so that rows it read before the deletion are not written back into it.
 */

export interface RankedUser {
  id: number;
  total_xp: number;
  solved_count: number;
  xp_reached_at: number;
}

export type RankKey = Omit<RankedUser, 'id'>;

const SOLVED_SPAN = 2 ** 21;
const TIME_DIGITS = 15;
const MAX_TIME = 10 ** TIME_DIGITS - 1;
const ID_DIGITS = 12;
const MAX_ID = 10 ** ID_DIGITS - 1;
const REBUILD_BATCH = 2000;
/** A rebuild that has not finished in this long (its process died) stops receiving writes. */
const BUILD_TTL_SECONDS = 600;

/** Whether the key fits the encoding exactly (always, short of millions of puzzles or billions of XP). */
export function encodable(key: RankKey): boolean {
  return (
    Number.isSafeInteger(key.total_xp * SOLVED_SPAN + key.solved_count) &&
    key.total_xp >= 0 &&
    key.solved_count >= 0 &&
    key.solved_count < SOLVED_SPAN &&
    key.xp_reached_at >= 0 &&
    key.xp_reached_at <= MAX_TIME
  );
}

function score(key: RankKey): string {
  return String(key.total_xp * SOLVED_SPAN + key.solved_count);
}

function invertedTime(key: RankKey): string {
  return String(MAX_TIME - key.xp_reached_at).padStart(TIME_DIGITS, '0');
}

function member(user: RankedUser): string {
  return `${invertedTime(user)}:${String(MAX_ID - user.id).padStart(ID_DIGITS, '0')}`;
}

function idOf(memberText: string): number {
  return MAX_ID - Number(memberText.slice(TIME_DIGITS + 1));
}

/**
 * Writes users' members (ARGV: id, score, member, … per user) into the set and hash (KEYS[1], KEYS[2]) and
 * into those of every rebuild in progress (listed in KEYS[3]), never over a higher score, nor into the set
 * an id noted as deleted in KEYS[4] (a rebuild's own writes: rows it read before the account went).
 */
const PUT_SCRIPT = `
local function put(set, members, id, score, member)
  if redis.call('SISMEMBER', KEYS[4], id) == 1 then return end
  local old = redis.call('HGET', members, id)
  if old then
    local oldScore = redis.call('ZSCORE', set, old)
    if oldScore and tonumber(oldScore) > tonumber(score) then return end
    if old ~= member then redis.call('ZREM', set, old) end
  end
  redis.call('ZADD', set, score, member)
  redis.call('HSET', members, id, member)
end
local builds = redis.call('SMEMBERS', KEYS[3])
for i = 1, #ARGV, 3 do
  put(KEYS[1], KEYS[2], ARGV[i], ARGV[i + 1], ARGV[i + 2])
  for _, build in ipairs(builds) do
    if redis.call('EXISTS', build) == 1 then
      put(build .. ':set', build .. ':members', ARGV[i], ARGV[i + 1], ARGV[i + 2])
    end
  end
end
for _, build in ipairs(builds) do
  if redis.call('EXISTS', build) == 0 then redis.call('SREM', KEYS[3], build) end
end
return 1
`;

/**
 * Takes a deleted user (ARGV[1]) out of the set and hash (KEYS[1], KEYS[2]) and out of every rebuild in
 * progress (listed in KEYS[3]), noting the id in each rebuild's `:gone` set (ARGV[2]: its lifetime).
 */
const REMOVE_SCRIPT = `
local function drop(set, members, id)
  local old = redis.call('HGET', members, id)
  if old then
    redis.call('ZREM', set, old)
    redis.call('HDEL', members, id)
  end
end
drop(KEYS[1], KEYS[2], ARGV[1])
for _, build in ipairs(redis.call('SMEMBERS', KEYS[3])) do
  if redis.call('EXISTS', build) == 1 then
    drop(build .. ':set', build .. ':members', ARGV[1])
    redis.call('SADD', build .. ':gone', ARGV[1])
    redis.call('EXPIRE', build .. ':gone', ARGV[2])
  end
end
return 1
`;

/**
 * How many users are strictly ahead of a key (ARGV: score, inverted time): those with a higher score, and
 * those with the same score who reached it earlier (a higher inverted time). The block of equal scores is
 * searched by position, comparing the members' digits as numbers (exact: fewer than 16 digits).
 */
const AHEAD_SCRIPT = `
local set = KEYS[1]
local ahead = redis.call('ZCOUNT', set, '(' .. ARGV[1], '+inf')
local below = redis.call('ZCOUNT', set, '-inf', '(' .. ARGV[1])
local size = redis.call('ZCOUNT', set, ARGV[1], ARGV[1])
local mine = tonumber(ARGV[2])
local lo, hi = below, below + size
while lo < hi do
  local mid = math.floor((lo + hi) / 2)
  local found = redis.call('ZRANGE', set, mid, mid)[1]
  if tonumber(string.sub(found, 1, ${TIME_DIGITS})) > mine then hi = mid else lo = mid + 1 end
end
return ahead + (below + size - lo)
`;

export interface RankBoardOptions {
  redis: Redis;
  /** REDIS_PREFIX: the keys are `<prefix>:ranks…`. */
  prefix: string;
  /**
   * Hears a write that failed (the set is then behind the database until the learner's next change), or a
   * read that failed (the database answers it instead).
   */
  onError?: (error: unknown, userId?: number) => void;
}

export class RankBoard {
  private readonly redis: Redis;
  private readonly set: string;
  private readonly members: string;
  private readonly builds: string;

  constructor(private readonly options: RankBoardOptions) {
    this.redis = options.redis;
    this.set = `${options.prefix}:ranks`;
    this.members = `${options.prefix}:ranks:members`;
    this.builds = `${options.prefix}:ranks:builds`;
  }

  /** Refills the set from the users table (at start), swapping it in whole once filled. */
  async rebuild(db: Kysely<DB>): Promise<number> {
    const build = `${this.options.prefix}:ranks:build:${randomUUID()}`;
    await this.redis.multi().set(build, '1', 'EX', BUILD_TTL_SECONDS).sadd(this.builds, build).exec();
    let count = 0;
    try {
      let after = 0;
      for (;;) {
        const rows = await db
          .selectFrom('users')
          .select(['id', 'total_xp', 'solved_count', 'xp_reached_at'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(REBUILD_BATCH)
          .execute();
        if (rows.length === 0) break;
        await this.write(rows, [`${build}:set`, `${build}:members`, `${this.builds}:none`, `${build}:gone`]);
        count += rows.length;
        after = (rows.at(-1) as RankedUser).id;
      }
      const swap = this.redis.multi().srem(this.builds, build).del(build, `${build}:gone`);
      if (count > 0) swap.rename(`${build}:set`, this.set).rename(`${build}:members`, this.members);
      else swap.del(this.set, this.members);
      await swap.exec();
    } catch (error) {
      await this.redis
        .multi()
        .srem(this.builds, build)
        .del(build, `${build}:set`, `${build}:members`, `${build}:gone`)
        .exec()
        .catch(() => undefined);
      throw error;
    }
    return count;
  }

  /**
   * Writes a user's current key, as the database committed it (a new account's row, or read again after a
   * change). A failure is reported, not thrown: the change itself is committed.
   */
  async put(user: RankedUser): Promise<void> {
    try {
      await this.write([user], [this.set, this.members, this.builds, `${this.builds}:none`]);
    } catch (error) {
      this.options.onError?.(error, user.id);
    }
  }

  /** Reads the user's key from the database and writes it (after a commit that changed it). */
  async sync(db: Kysely<DB>, userId: number): Promise<void> {
    try {
      const row = await db
        .selectFrom('users')
        .select(['id', 'total_xp', 'solved_count', 'xp_reached_at'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (row) await this.put(row);
    } catch (error) {
      this.options.onError?.(error, userId);
    }
  }

  /**
   * Takes a deleted account out of the ranking (after the commit that deleted it). A failure is reported,
   * not thrown: the deletion is committed, and the next start's rebuild leaves the account out.
   */
  async remove(userId: number): Promise<void> {
    try {
      await this.redis.eval(
        REMOVE_SCRIPT,
        3,
        this.set,
        this.members,
        this.builds,
        String(userId),
        String(BUILD_TTL_SECONDS),
      );
    } catch (error) {
      this.options.onError?.(error, userId);
    }
  }

  /** 1 + the number of users strictly ahead of the key; undefined (reported) when Redis does not answer. */
  async rankOf(key: RankKey): Promise<number | undefined> {
    try {
      const ahead = await this.redis.eval(
        AHEAD_SCRIPT,
        1,
        this.set,
        score(key),
        MAX_TIME - key.xp_reached_at,
      );
      return Number(ahead) + 1;
    } catch (error) {
      this.options.onError?.(error);
      return undefined;
    }
  }

  /** The ids of the first `count` users in ranking order; undefined (reported) when Redis does not answer. */
  async top(count: number): Promise<number[] | undefined> {
    try {
      const members = await this.redis.zrevrange(this.set, 0, count - 1);
      return members.map(idOf);
    } catch (error) {
      this.options.onError?.(error);
      return undefined;
    }
  }

  /** keys: the set, its hash, the list of rebuilds to write to as well, the ids not to write (deleted). */
  private async write(users: RankedUser[], keys: [string, string, string, string]): Promise<void> {
    const args = users.filter(encodable).flatMap((user) => [String(user.id), score(user), member(user)]);
    if (args.length > 0) await this.redis.eval(PUT_SCRIPT, 4, ...keys, ...args);
  }
}
