import type { LeaderboardEntry, User } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

describe.each(testDatabaseKinds())('the leaderboard on %s', (kind) => {
  let server: TestServer;
  let users: TestUser[];
  beforeAll(async () => {
    server = await startTestServer(kind);
    users = [];
    for (let index = 0; index < 5; index++) users.push(await buildUser(server));
    // XP, solved count and when that XP was reached: b and c tie on all three.
    const standings = [
      [300, 3, 1000],
      [500, 5, 2000],
      [500, 5, 2000],
      [500, 4, 1000],
      [0, 0, 500],
    ] as const;
    for (const [index, [xp, solved, reachedAt]] of standings.entries()) {
      await server.app.ctx.db
        .updateTable('users')
        .set({ total_xp: xp, solved_count: solved, xp_reached_at: reachedAt })
        .where('id', '=', users[index]?.user.id ?? 0)
        .execute();
    }
  });
  afterAll(() => server.close());

  it('orders by XP, then solves, then who got there first; equal keys share a rank', async () => {
    const response = await server.request<LeaderboardEntry[]>('GET', '/api/leaderboard');
    expect(response.status).toBe(200);
    const order = response.body.map((entry) => [entry.user.id, entry.rank]);
    const id = (index: number) => users[index]?.user.id;
    expect(order).toEqual([
      [id(1), 1],
      [id(2), 1],
      [id(3), 3],
      [id(0), 4],
      [id(4), 5],
    ]);
    expect(response.body[0]).toMatchObject({ totalXP: 500, solvedCount: 5, level: 1, isYou: false });
    expect(response.body[0]?.user).toEqual({ id: id(1), username: users[1]?.user.username, streak: 0 });
  });

  it('marks the caller, and puts their rank on the profile', async () => {
    const me = users[3];
    const response = await server.request<LeaderboardEntry[]>('GET', '/api/leaderboard', {
      token: me?.token,
    });
    expect(response.body.filter((entry) => entry.isYou).map((entry) => entry.user.id)).toEqual([me?.user.id]);
    const profile = await server.request<User>('GET', '/api/profile/current', { token: me?.token });
    expect(profile.body).toMatchObject({ rank: 3, totalXP: 500, solvedCount: 4, tier: 'First Steps' });
  });
});
