import type { LeaderboardEntry, User } from '@codequest/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLeaderboard, rankOf } from '../../services/leaderboard';
import { RankBoard } from '../../services/rank-board';
import { buildAdmin, buildUser, type TestUser } from '../../test/factories';
import { clearRedisPrefix, testRedisUrl, uniqueRedisPrefix } from '../../test/judge-workers';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const redisUrl = testRedisUrl();

/**
 * Administrators on the leaderboard: listed once they have XP (they are learners too when they solve), never
 * with 0 XP, so the podium and every rank are learners'. On the database and on Redis's ranking alike.
 */
describe.each(testDatabaseKinds())('administrators on the leaderboard on %s', (kind) => {
  let server: TestServer;
  let admin: TestUser;
  let solvingAdmin: TestUser;
  let learners: TestUser[];
  beforeAll(async () => {
    server = await startTestServer(kind);
    // The administrator signs up first: at 0 XP they would be ahead of every other learner at 0 XP.
    admin = await buildAdmin(server);
    solvingAdmin = await buildAdmin(server);
    learners = [];
    for (let index = 0; index < 3; index++) learners.push(await buildUser(server));
    const standings: Array<[TestUser | undefined, number, number]> = [
      [learners[0], 300, 3],
      [learners[1], 100, 1],
      [solvingAdmin, 200, 2],
    ];
    for (const [user, xp, solved] of standings) {
      await server.app.ctx.db
        .updateTable('users')
        .set({ total_xp: xp, solved_count: solved, xp_reached_at: 1000 })
        .where('id', '=', user?.user.id ?? 0)
        .execute();
    }
  });
  afterAll(() => server.close());

  const board = async (viewer?: TestUser) => {
    const response = await server.request<LeaderboardEntry[]>('GET', '/api/leaderboard', {
      token: viewer?.token,
    });
    expect(response.status).toBe(200);
    return response.body.map((entry) => [entry.user.username, entry.rank]);
  };

  it('leaves out an administrator with 0 XP; lists one who solved, among the learners', async () => {
    expect(await board()).toEqual([
      [learners[0]?.user.username, 1],
      [solvingAdmin.user.username, 2],
      [learners[1]?.user.username, 3],
      [learners[2]?.user.username, 4],
    ]);
    // The administrator's own view adds no row of theirs either.
    expect((await board(admin)).map(([name]) => name)).not.toContain(admin.user.username);
  });

  it('ranks the learner at 0 XP after the listed ones only', async () => {
    const profile = await server.request<User>('GET', '/api/profile/current', { token: learners[2]?.token });
    expect(profile.body.rank).toBe(4);
    const outside = await board(learners[2]);
    expect(outside.at(-1)).toEqual([learners[2]?.user.username, 4]);
  });

  it.skipIf(!redisUrl)('ranks the same from Redis', async () => {
    const prefix = uniqueRedisPrefix();
    const redis = new Redis(redisUrl as string);
    try {
      const ranks = new RankBoard({ redis, prefix });
      await ranks.rebuild(server.app.ctx.db);
      const plain = { db: server.app.ctx.db, clock: server.app.ctx.clock };
      const ranked = { ...plain, ranks };
      expect(await listLeaderboard(ranked, null)).toEqual(await listLeaderboard(plain, null));
      const users = await server.app.ctx.db
        .selectFrom('users')
        .select(['id', 'total_xp', 'solved_count', 'xp_reached_at'])
        .execute();
      for (const user of users) expect(await rankOf(ranked, user)).toBe(await rankOf(plain, user));
    } finally {
      redis.disconnect();
      await clearRedisPrefix(redisUrl as string, prefix);
    }
  });
});
