import type { AchievementWithProgress, Language } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSubmission } from '../../commands/record-submission';
import { seedFixtureCatalogue, writeUnlockLadder } from '../../test/catalogue-fixture';
import { buildUser, type TestUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Progress toward locked achievements: measured with the queries that award them, so that a bar at its
 * target and the award arrive together.
 */
describe.each(testDatabaseKinds())('achievement progress on %s', (kind) => {
  let server: TestServer;
  let puzzleIds: Record<string, number>;
  let removeCatalogue: () => void;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const seeded = await seedFixtureCatalogue(server.app.ctx, writeUnlockLadder);
    puzzleIds = seeded.puzzleIds;
    removeCatalogue = seeded.remove;
  });
  afterAll(async () => {
    removeCatalogue();
    await server.close();
  });

  const accept = (learner: TestUser, slug: string, language: Language = 'python') =>
    recordSubmission(server.app.ctx, {
      userId: learner.user.id,
      puzzleId: puzzleIds[slug] ?? 0,
      language,
      code: 'print(1)',
      verdict: 'ACCEPTED',
      passedCount: 1,
      totalCount: 1,
      tests: [],
      runtimeMs: 5,
      memoryKb: 1000,
    });

  const catalogue = async (learner?: TestUser) => {
    const response = await server.request<AchievementWithProgress[]>('GET', '/api/achievements', {
      token: learner?.token,
    });
    expect(response.status).toBe(200);
    return new Map(response.body.map((achievement) => [achievement.key, achievement.progress]));
  };

  it('shows a learner at 3 of 5 solves, of the track and of its easy puzzles; none for one-offs', async () => {
    const learner = await buildUser(server);
    for (const slug of ['easy-1', 'easy-2', 'easy-3']) await accept(learner, slug);
    const progress = await catalogue(learner);
    expect(progress.get('solves-1')).toEqual({ current: 1, target: 1 });
    expect(progress.get('solves-5')).toEqual({ current: 3, target: 5 });
    expect(progress.get('solves-10')).toEqual({ current: 3, target: 10 });
    expect(progress.get('track-algorithms')).toEqual({ current: 3, target: 5 });
    expect(progress.get('all-easy-algorithms')).toEqual({ current: 3, target: 4 });
    expect(progress.get('streak-3')).toEqual({ current: 1, target: 3 });
    // A track with no puzzles has nothing to measure; one-offs have no count.
    expect(progress.get('track-data-structures')).toBeNull();
    for (const key of ['first-medium', 'first-try', 'polyglot', 'night-owl'])
      expect(progress.get(key)).toBeNull();
  });

  it('reaches the target with the award itself, and never goes past it', async () => {
    const learner = await buildUser(server);
    for (const slug of ['easy-1', 'easy-2', 'easy-3', 'easy-4']) await accept(learner, slug);
    expect((await catalogue(learner)).get('solves-5')).toEqual({ current: 4, target: 5 });
    const fifth = await accept(learner, 'medium-one');
    const earned = fifth.newAchievements.map((achievement) => achievement.key);
    expect(earned).toEqual(expect.arrayContaining(['solves-5', 'track-algorithms']));
    const progress = await catalogue(learner);
    expect(progress.get('solves-5')).toEqual({ current: 5, target: 5 });
    expect(progress.get('track-algorithms')).toEqual({ current: 5, target: 5 });
    expect(progress.get('solves-1')).toEqual({ current: 1, target: 1 });
  });

  it('counts the streak as shown: a broken one is back at 0', async () => {
    const learner = await buildUser(server);
    await accept(learner, 'easy-1');
    expect((await catalogue(learner)).get('streak-7')).toEqual({ current: 1, target: 7 });
    server.clock.advance(3 * 24 * 60 * 60 * 1000);
    expect((await catalogue(learner)).get('streak-7')).toEqual({ current: 0, target: 7 });
  });

  it('has no progress for a signed-out visitor', async () => {
    const progress = await catalogue();
    expect(progress.size).toBeGreaterThanOrEqual(24);
    expect([...progress.values()].every((value) => value === null)).toBe(true);
  });
});
