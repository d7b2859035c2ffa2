import type { Language, Verdict } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSubmission } from '../commands/record-submission';
import type { UserRow } from '../db/schema';
import { writeUnlockLadder } from '../test/catalogue-fixture';
import { type SeededDatabase, startSeededDatabase } from '../test/seeded';
import { testDatabaseKinds } from '../test/test-database';
import { TestClock } from '../test/test-server';
import type { ServiceContext } from './context';
import { markOpened, revealHint, revealSolution } from './progress';
import { createUser, findUserById } from './users';

const HOUR = 60 * 60 * 1000;

describe.each(testDatabaseKinds())('progress, XP and streaks on %s', (kind) => {
  let seeded: SeededDatabase;
  let ctx: ServiceContext;
  let clock: TestClock;
  let puzzleIds: Record<string, number>;
  let users = 0;

  beforeAll(async () => {
    clock = new TestClock();
    seeded = await startSeededDatabase(kind, writeUnlockLadder, clock.now);
    ({ ctx, puzzleIds } = seeded);
  });
  afterAll(() => seeded.destroy());

  async function learner(timeZone = 'UTC'): Promise<UserRow> {
    users += 1;
    return createUser(ctx, {
      username: `p${users}`,
      email: `p${users}@example.com`,
      mobile: null,
      password: 'secret1',
      timeZone,
    });
  }

  const submit = (
    userId: number,
    slug: string,
    verdict: Verdict = 'ACCEPTED',
    language: Language = 'python',
  ) =>
    recordSubmission(ctx, {
      userId,
      puzzleId: puzzleIds[slug] ?? 0,
      language,
      code: 'print(1)',
      verdict,
      passedCount: verdict === 'ACCEPTED' ? 8 : 3,
      totalCount: 8,
      tests: [],
      runtimeMs: 5,
      memoryKb: 1000,
    });
  const user = async (id: number) => (await findUserById(ctx, id)) as UserRow;

  it("pays a puzzle's points on the first accept only, even when two accepts race", async () => {
    const ada = await learner();
    const [first, second] = await Promise.all([submit(ada.id, 'easy-1'), submit(ada.id, 'easy-1')]);
    expect([first.newlySolved, second.newlySolved].sort()).toEqual([false, true]);
    const again = await submit(ada.id, 'easy-1');
    expect(again).toMatchObject({ newlySolved: false, xpGained: 0, newAchievements: [] });
    const row = await user(ada.id);
    expect(row.solved_count).toBe(1);
    // 50 for the puzzle, plus "Hello, World" (25) and "Flawless" (50) earned with it.
    expect(row.total_xp).toBe(50 + 25 + 50);
    const submissions = await ctx.db
      .selectFrom('submissions')
      .select('xp_gained')
      .where('user_id', '=', ada.id)
      .execute();
    expect(submissions.map((s) => s.xp_gained).sort((a, b) => b - a)).toEqual([125, 0, 0]);
  });

  it('takes 10 XP a hint; once the solution was seen, a solve completes the puzzle and counts for nothing', async () => {
    const ben = await learner();
    const puzzleId = puzzleIds['easy-2'] ?? 0;
    expect((await revealHint(ctx, ben.id, puzzleId, 1)).reward).toBe(40);
    await expect(revealHint(ctx, ben.id, puzzleId, 3)).rejects.toThrow('This puzzle has 2 hints');
    const second = await revealHint(ctx, ben.id, puzzleId, 2);
    expect(second).toMatchObject({ index: 2, hint: 'Add them.', hintsRevealed: 2, hintCount: 2, reward: 30 });
    expect((await revealHint(ctx, ben.id, puzzleId, 1)).reward).toBe(30);
    const outcome = await submit(ben.id, 'easy-2');
    const firstBadges = outcome.newAchievements.reduce((sum, a) => sum + a.xpReward, 0);
    expect(outcome.xpGained).toBe(30 + firstBadges);

    const solution = await revealSolution(ctx, ben.id, puzzleIds['easy-3'] ?? 0);
    expect(solution.solution.python).toContain('print(a + b)');
    const before = await user(ben.id);
    const afterSolution = await submit(ben.id, 'easy-3');
    expect(afterSolution).toMatchObject({ newlySolved: true, xpGained: 0, newAchievements: [] });
    const progress = await ctx.db
      .selectFrom('puzzle_progress')
      .select(['status', 'xp_awarded', 'counts'])
      .where('user_id', '=', ben.id)
      .where('puzzle_id', '=', puzzleIds['easy-3'] ?? 0)
      .executeTakeFirst();
    expect(progress).toEqual({ status: 'completed', xp_awarded: 0, counts: 0 });
    const after = await user(ben.id);
    expect([after.solved_count, after.total_xp]).toEqual([before.solved_count, before.total_xp]);
  });

  it('asks for hints in order', async () => {
    const cid = await learner();
    await expect(revealHint(ctx, cid.id, puzzleIds['easy-1'] ?? 0, 2)).rejects.toThrow('Reveal hint 1 first');
  });

  it('counts a streak over consecutive local days, across midnight in two zones', async () => {
    // 23:30 UTC on a given day is 08:30 the next day in Tokyo.
    const base = Date.UTC(2026, 10, 2, 23, 30);
    clock.advance(base - clock.now());
    const utc = await learner('UTC');
    const tokyo = await learner('Asia/Tokyo');
    await submit(utc.id, 'easy-1');
    await submit(tokyo.id, 'easy-1');
    clock.advance(HOUR); // 00:30 UTC: a new day in UTC; still the same day (09:30) in Tokyo.
    await submit(utc.id, 'easy-2');
    await submit(tokyo.id, 'easy-2');
    expect((await user(utc.id)).streak_count).toBe(2);
    expect((await user(tokyo.id)).streak_count).toBe(1);
    const days = await ctx.db
      .selectFrom('daily_activity')
      .select(['day', 'accepted_count'])
      .where('user_id', '=', tokyo.id)
      .execute();
    expect(days).toEqual([{ day: '2026-11-03', accepted_count: 2 }]);

    clock.advance(2 * 24 * HOUR); // a missed day
    await submit(utc.id, 'easy-3');
    expect((await user(utc.id)).streak_count).toBe(1);
  });

  it('keeps history and the streak when the time zone changes', async () => {
    const base = Date.UTC(2026, 10, 10, 12, 0);
    clock.advance(base - clock.now());
    const traveller = await learner('America/Los_Angeles');
    await submit(traveller.id, 'easy-1'); // 04:00 on the 10th in Los Angeles
    await ctx.db
      .updateTable('users')
      .set({ time_zone: 'Pacific/Auckland' })
      .where('id', '=', traveller.id)
      .execute();
    clock.advance(12 * HOUR); // 13:00 on the 11th in Auckland
    await submit(traveller.id, 'easy-2');
    const row = await user(traveller.id);
    expect(row.streak_count).toBe(2);
    const days = await ctx.db
      .selectFrom('daily_activity')
      .select('day')
      .where('user_id', '=', traveller.id)
      .orderBy('day')
      .execute();
    expect(days.map((d) => d.day)).toEqual(['2026-11-10', '2026-11-11']);
  });

  it('awards achievements once, and only when earned', async () => {
    clock.advance(Date.UTC(2026, 10, 20, 12, 0) - clock.now()); // noon: no night owl
    const dee = await learner();
    await submit(dee.id, 'easy-1', 'WRONG_ANSWER');
    await markOpened(ctx, dee.id, puzzleIds['easy-1'] ?? 0);
    clock.advance(2 * 60 * 1000); // two minutes after first opening it, by the server's clock
    const accepted = await submit(dee.id, 'easy-1');
    expect(accepted.newAchievements.map((a) => a.key).sort()).toEqual(['solves-1', 'speed-demon']);
    await submit(dee.id, 'easy-1', 'ACCEPTED', 'c');
    const polyglot = await submit(dee.id, 'easy-1', 'ACCEPTED', 'java');
    expect(polyglot.newAchievements.map((a) => a.key)).toEqual(['polyglot']);
    expect(polyglot.xpGained).toBe(100);
    const again = await submit(dee.id, 'easy-1', 'ACCEPTED', 'java');
    expect(again.newAchievements).toEqual([]);
  });

  it("awards the night owl in the learner's own night", async () => {
    clock.advance(Date.UTC(2026, 10, 21, 18, 0) - clock.now()); // 03:00 in Tokyo, 18:00 in UTC
    const owl = await learner('Asia/Tokyo');
    const lark = await learner('UTC');
    expect((await submit(owl.id, 'easy-1')).newAchievements.map((a) => a.key)).toContain('night-owl');
    expect((await submit(lark.id, 'easy-1')).newAchievements.map((a) => a.key)).not.toContain('night-owl');
  });
});
