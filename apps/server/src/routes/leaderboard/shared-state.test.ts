import type { User } from '@codequest/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { listLeaderboard, rankOf } from '../../services/leaderboard';
import { buildUser } from '../../test/factories';
import { testRedisUrl } from '../../test/judge-workers';
import { useTwoInstances } from '../../test/two-instances';

/**
 * Two web processes of one installation (one database, one Redis and its prefix) with a judge worker: the
 * ranks each reads from Redis follow every accept, through either process, as the database counts them.
 */

const redisUrl = testRedisUrl();

describe.skipIf(!redisUrl)('ranks across two web processes sharing Redis', () => {
  const { first, second, code } = useTwoInstances({ redisUrl: redisUrl as string, workerSlots: 2 });

  // Other learners' accepts, through one process and the other, for the ranking to order.
  beforeAll(async () => {
    for (const server of [first, second, first]) {
      const response = await code(server, await buildUser(server), 'submit');
      if (!response.body.success) throw new Error(`an accept failed: ${JSON.stringify(response.body)}`);
    }
  }, 60_000);

  it('ranks from Redis follow each accept, through either process, as the database counts them', async () => {
    const learner = await buildUser(second);
    const accepted = await code(second, learner, 'submit');
    expect(accepted.body.xpGained).toBeGreaterThan(0);
    const plain = { db: first.app.ctx.db, clock: first.app.ctx.clock };
    for (const server of [first, second]) {
      // Several learners have accepts by now (before this test): each moved the ranking in Redis.
      expect(await listLeaderboard(server.app.ctx, learner.user.id)).toEqual(
        await listLeaderboard(plain, learner.user.id),
      );
    }
    const users = await first.app.ctx.db
      .selectFrom('users')
      .select(['id', 'total_xp', 'solved_count', 'xp_reached_at'])
      .execute();
    for (const user of users) {
      expect(await rankOf(second.app.ctx, user)).toBe(await rankOf(plain, user));
    }
    const own = users.find((user) => user.id === learner.user.id);
    expect(own?.total_xp).toBe(accepted.body.xpGained);
    const profile = await first.request<User>('GET', '/api/profile/current', { token: learner.token });
    expect(profile.body.rank).toBe(own && (await rankOf(plain, own)));
  }, 60_000);
});
