import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearRedisPrefix, startPrivateRedis, testRedisUrl, uniqueRedisPrefix } from '../test/judge-workers';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../test/test-database';
import type { ServiceContext } from './context';
import { listLeaderboard, rankOf } from './leaderboard';
import { RankBoard, type RankKey } from './rank-board';

/**
 * The ranking in Redis against the database's own counts: for every learner, the same rank and the same top
 * rows, with ties on every part of the key, after changes, writes out of order, and a rebuild that races
 * with writes.
 */

const redisUrl = testRedisUrl();

/** A small generator with a seed, so that a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe.skipIf(!redisUrl).each(testDatabaseKinds())('the ranking in Redis on %s', (kind) => {
  const prefix = uniqueRedisPrefix();
  let testDatabase: TestDatabase;
  let redis: Redis;
  let board: RankBoard;
  let plain: ServiceContext;
  let ranked: ServiceContext;
  const errors: unknown[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    redis = new Redis(redisUrl as string);
    board = new RankBoard({ redis, prefix, onError: (error) => errors.push(error) });
    const clock = () => Date.UTC(2026, 0, 15, 12);
    plain = { db: testDatabase.database.db, clock };
    ranked = { ...plain, ranks: board };
  });
  afterAll(async () => {
    redis?.disconnect();
    await clearRedisPrefix(redisUrl as string, prefix);
    await testDatabase?.destroy();
  });

  async function addUsers(keys: RankKey[]): Promise<number[]> {
    const first = (await testDatabase.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()) as { n: number };
    const start = Number(first.n);
    const rows = keys.map((key, offset) => ({
      username: `learner${start + offset}`,
      username_key: `learner${start + offset}`,
      email: `learner${start + offset}@example.com`,
      mobile: null,
      password_hash: 'x',
      time_zone: 'UTC',
      ...key,
      created_at: 0,
      updated_at: 0,
    }));
    const inserted = await testDatabase.database.db
      .insertInto('users')
      .values(rows)
      .returning('id')
      .execute();
    return inserted.map((row) => row.id);
  }

  async function allKeys() {
    return testDatabase.database.db
      .selectFrom('users')
      .select(['id', 'total_xp', 'solved_count', 'xp_reached_at'])
      .orderBy('id')
      .execute();
  }

  /** Every learner's rank and leaderboard (as the viewer) from Redis equal the database's. */
  async function expectSameAsDatabase(): Promise<void> {
    const users = await allKeys();
    const fromRedis = await Promise.all(users.map((user) => rankOf(ranked, user)));
    const fromDatabase = await Promise.all(users.map((user) => rankOf(plain, user)));
    expect(fromRedis).toEqual(fromDatabase);
    for (const viewer of [null, users[0]?.id ?? null, users.at(-1)?.id ?? null]) {
      expect(await listLeaderboard(ranked, viewer)).toEqual(await listLeaderboard(plain, viewer));
    }
    expect(errors).toEqual([]);
  }

  it('ranks ties on every part of the key as the database does', async () => {
    await addUsers([
      { total_xp: 0, solved_count: 0, xp_reached_at: 5 },
      { total_xp: 0, solved_count: 0, xp_reached_at: 5 },
      { total_xp: 0, solved_count: 0, xp_reached_at: 0 },
      { total_xp: 500, solved_count: 5, xp_reached_at: 2000 },
      { total_xp: 500, solved_count: 5, xp_reached_at: 2000 },
      { total_xp: 500, solved_count: 5, xp_reached_at: 1999 },
      { total_xp: 500, solved_count: 4, xp_reached_at: 1000 },
      { total_xp: 499, solved_count: 9, xp_reached_at: 1 },
      { total_xp: 1_000_000, solved_count: 2_000_000, xp_reached_at: Date.UTC(2026, 0, 1) },
      { total_xp: 1_000_000, solved_count: 1_999_999, xp_reached_at: Date.UTC(2025, 0, 1) },
      { total_xp: 10, solved_count: 0, xp_reached_at: 9 },
      { total_xp: 10, solved_count: 1, xp_reached_at: 9 },
      { total_xp: 10, solved_count: 1, xp_reached_at: 10 },
    ]);
    expect(await board.rebuild(testDatabase.database.db)).toBe(13);
    await expectSameAsDatabase();
    const top = await listLeaderboard(ranked, null);
    expect(top.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 4, 6, 7, 8, 9, 10, 11, 12, 12]);
  });

  it('agrees over many learners with few distinct keys (large blocks of ties)', async () => {
    const next = random(42);
    await addUsers(
      Array.from({ length: 400 }, () => ({
        total_xp: Math.floor(next() * 4) * 50,
        solved_count: Math.floor(next() * 3),
        xp_reached_at: Math.floor(next() * 6),
      })),
    );
    await board.rebuild(testDatabase.database.db);
    await expectSameAsDatabase();
  });

  it('follows changes written after the commit, and a stale write changes nothing', async () => {
    const users = await allKeys();
    const next = random(7);
    for (const user of users.filter((_, index) => index % 7 === 0)) {
      await testDatabase.database.db
        .updateTable('users')
        .set({
          total_xp: user.total_xp + 50 * Math.ceil(next() * 4),
          solved_count: user.solved_count + 1,
          xp_reached_at: user.xp_reached_at + 3,
        })
        .where('id', '=', user.id)
        .execute();
      await board.sync(testDatabase.database.db, user.id);
    }
    await expectSameAsDatabase();
    // Writes that arrive late, with the keys from before the changes: ignored.
    for (const user of users.filter((_, index) => index % 7 === 0)) await board.put(user);
    await expectSameAsDatabase();
    // A new account (sign-up writes it) ranks last among the learners without XP.
    const [id] = await addUsers([{ total_xp: 0, solved_count: 0, xp_reached_at: Date.UTC(2026, 0, 2) }]);
    const [row] = (await allKeys()).filter((user) => user.id === id);
    if (row) await board.put(row);
    await expectSameAsDatabase();
  });

  it('keeps the writes made while a rebuild runs', async () => {
    const users = await allKeys();
    const changed = users.filter((_, index) => index % 5 === 1);
    const rebuilt = board.rebuild(testDatabase.database.db);
    for (const user of changed) {
      await testDatabase.database.db
        .updateTable('users')
        .set({ total_xp: user.total_xp + 1000, xp_reached_at: user.xp_reached_at + 1 })
        .where('id', '=', user.id)
        .execute();
      await board.sync(testDatabase.database.db, user.id);
    }
    await rebuilt;
    await expectSameAsDatabase();
    expect(await redis.smembers(`${prefix}:ranks:builds`)).toEqual([]);
  });

  it('forgets deleted accounts, also in a rebuild that runs meanwhile', async () => {
    const users = await allKeys();
    const gone = users.filter((_, index) => index % 9 === 4).map((user) => user.id);
    await testDatabase.database.db
      .deleteFrom('users')
      .where('id', '=', gone[0] ?? 0)
      .execute();
    await board.remove(gone[0] ?? 0);
    await expectSameAsDatabase();
    const rebuilt = board.rebuild(testDatabase.database.db);
    for (const id of gone.slice(1)) {
      await testDatabase.database.db.deleteFrom('users').where('id', '=', id).execute();
      await board.remove(id);
    }
    await rebuilt;
    await expectSameAsDatabase();
    expect((await board.top(users.length))?.filter((id) => gone.includes(id))).toEqual([]);
    expect(await redis.keys(`${prefix}:ranks:build*`)).toEqual([]);
  });
});

describe.skipIf(!redisUrl)('the ranking when Redis is gone', () => {
  it('counts ranks in the database instead, and reports why', async () => {
    const testDatabase = await createTestDatabase('sqlite');
    const privateRedis = await startPrivateRedis();
    const redis = new Redis(privateRedis.url, { maxRetriesPerRequest: 1 });
    redis.on('error', () => undefined);
    const errors: unknown[] = [];
    try {
      const plain: ServiceContext = { db: testDatabase.database.db, clock: Date.now };
      const board = new RankBoard({
        redis,
        prefix: uniqueRedisPrefix(),
        onError: (error) => errors.push(error),
      });
      const users = [
        { username: 'ann', xp: 100 },
        { username: 'bob', xp: 300 },
        { username: 'cid', xp: 200 },
      ];
      for (const { username, xp } of users) {
        await testDatabase.database.db
          .insertInto('users')
          .values({
            username,
            username_key: username,
            email: `${username}@example.com`,
            password_hash: 'x',
            time_zone: 'UTC',
            total_xp: xp,
            solved_count: 1,
            xp_reached_at: 1,
            created_at: 0,
            updated_at: 0,
          })
          .execute();
      }
      await board.rebuild(testDatabase.database.db);
      await privateRedis.stop();
      const ranked = { ...plain, ranks: board };
      const key = { total_xp: 100, solved_count: 1, xp_reached_at: 1 };
      expect(await rankOf(ranked, key)).toBe(3);
      const top = await listLeaderboard(ranked, null);
      expect(top.map((entry) => entry.user.username)).toEqual(['bob', 'cid', 'ann']);
      expect(errors.length).toBeGreaterThanOrEqual(2);
    } finally {
      redis.disconnect();
      await privateRedis.stop();
      await testDatabase.destroy();
    }
  });
});
