import type { Language } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContext } from '../services/context';
import { createUser } from '../services/users';
import { writeUnlockLadder } from '../test/catalogue-fixture';
import { type SeededDatabase, startSeededDatabase } from '../test/seeded';
import { testDatabaseKinds } from '../test/test-database';
import { TestClock } from '../test/test-server';
import { recordSubmission } from './record-submission';

/**
 * Racing accepts, many at once, straight at the command (the judge would spread them out): each learner
 * goes from 3 solves to 5 with two accepts in flight together, and must get "Getting Started" exactly once.
 */
describe.each(testDatabaseKinds())('racing accepts on %s', (kind) => {
  let seeded: SeededDatabase;
  let ctx: ServiceContext;
  let puzzleIds: Record<string, number>;

  beforeAll(async () => {
    seeded = await startSeededDatabase(kind, writeUnlockLadder, new TestClock().now);
    ({ ctx, puzzleIds } = seeded);
  });
  afterAll(() => seeded.destroy());

  const accept = (userId: number, slug: string, language: Language = 'python') =>
    recordSubmission(ctx, {
      userId,
      puzzleId: puzzleIds[slug] ?? 0,
      language,
      code: 'print(1)',
      verdict: 'ACCEPTED',
      passedCount: 8,
      totalCount: 8,
      tests: [],
      runtimeMs: 5,
      memoryKb: 1000,
    });

  let racers = 0;
  const learners = (count: number) =>
    Promise.all(
      Array.from({ length: count }, () => {
        racers += 1;
        return createUser(ctx, {
          username: `racer${racers}`,
          email: `racer${racers}@example.com`,
          mobile: null,
          password: 'secret1',
          timeZone: 'UTC',
        });
      }),
    );

  it('awards a count milestone exactly once when two accepts reach it together', async () => {
    const racing = await learners(8);
    const awards = await Promise.all(
      racing.map(async (learner) => {
        for (const slug of ['easy-1', 'easy-2', 'easy-3']) await accept(learner.id, slug);
        const outcomes = await Promise.all([accept(learner.id, 'easy-4'), accept(learner.id, 'medium-one')]);
        return outcomes.flatMap((outcome) => outcome.newAchievements.map((achievement) => achievement.key));
      }),
    );
    for (const keys of awards) expect(keys.filter((key) => key === 'solves-5')).toEqual(['solves-5']);
    const users = await ctx.db
      .selectFrom('users')
      .select('solved_count')
      .where(
        'id',
        'in',
        racing.map((learner) => learner.id),
      )
      .execute();
    expect(users.every((user) => user.solved_count === 5)).toBe(true);
  });

  it('sees the other accept of the same puzzle: the third language makes a polyglot, exactly once', async () => {
    const racing = await learners(8);
    const awards = await Promise.all(
      racing.map(async (learner) => {
        await accept(learner.id, 'easy-1', 'c');
        const outcomes = await Promise.all([
          accept(learner.id, 'easy-1', 'java'),
          accept(learner.id, 'easy-1', 'python'),
        ]);
        return outcomes.flatMap((outcome) => outcome.newAchievements.map((achievement) => achievement.key));
      }),
    );
    for (const keys of awards) expect(keys).toEqual(['polyglot']);
  });
});
