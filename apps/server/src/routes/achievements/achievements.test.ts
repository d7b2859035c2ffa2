import type { Achievement, UserAchievement } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

describe.each(testDatabaseKinds())('achievements on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('lists a catalogue of at least 24, of all four types', async () => {
    const response = await server.request<Achievement[]>('GET', '/api/achievements');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThanOrEqual(24);
    expect(new Set(response.body.map((a) => a.type))).toEqual(
      new Set(['milestone', 'puzzle', 'streak', 'special']),
    );
    expect(response.body.every((a) => a.xpReward > 0 && a.name && a.description)).toBe(true);
    expect(new Set(response.body.map((a) => a.key)).size).toBe(response.body.length);
  });

  it("lists a user's unlocked ones with the time", async () => {
    const learner = await buildUser(server);
    const none = await server.request<UserAchievement[]>('GET', `/api/achievements/user/${learner.user.id}`);
    expect(none.body).toEqual([]);
    const { db } = server.app.ctx;
    const first = await db
      .selectFrom('achievements')
      .select('id')
      .where('key', '=', 'solves-1')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_achievements')
      .values({ user_id: learner.user.id, achievement_id: first.id, unlocked_at: 1_800_000_000_000 })
      .execute();
    const some = await server.request<UserAchievement[]>('GET', `/api/achievements/user/${learner.user.id}`);
    expect(some.body).toEqual([
      expect.objectContaining({
        key: 'solves-1',
        name: 'Hello, World',
        unlockedAt: new Date(1_800_000_000_000).toISOString(),
      }),
    ]);
    expect((await server.request('GET', '/api/achievements/user/abc')).status).toBe(400);
  });
});
