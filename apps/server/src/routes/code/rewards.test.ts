import type { SubmitResult, User } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { writeUnlockLadder } from '../../test/catalogue-fixture';
import { buildUser, type TestUser } from '../../test/factories';
import { SUM_C } from '../../test/programs';
import { useSeededServer } from '../../test/seeded';
import { testDatabaseKinds } from '../../test/test-database';

const HOUR = 60 * 60 * 1000;

/** XP, hints, the solution, streaks and unlocking, end to end: HTTP in, the real judge, the database. */
describe.each(testDatabaseKinds())('rewards through the API on %s', (kind) => {
  const { server, id } = useSeededServer(kind, writeUnlockLadder);

  const submit = (user: TestUser, slug: string) =>
    server.request<SubmitResult>('POST', '/api/code/submit', {
      token: user.token,
      body: { code: SUM_C, language: 'c', puzzleId: id(slug), elapsedSeconds: 3600 },
    });
  const profile = async (user: TestUser) =>
    (await server.request<User>('GET', '/api/profile/current', { token: user.token })).body;
  const puzzleXp = (result: SubmitResult) =>
    result.xpGained - result.newAchievements.reduce((sum, achievement) => sum + achievement.xpReward, 0);
  const setClock = (epochMs: number) => server.clock.advance(epochMs - server.clock.now());

  it('pays the points less 10 per hint, and nothing after the solution was seen', async () => {
    setClock(Date.UTC(2026, 10, 2, 12, 0));
    const learner = await buildUser(server);
    await server.request('POST', `/api/puzzles/${id('easy-1')}/hints/1`, { token: learner.token });
    await server.request('POST', `/api/puzzles/${id('easy-1')}/hints/2`, { token: learner.token });
    expect(puzzleXp((await submit(learner, 'easy-1')).body)).toBe(30);

    await server.request('GET', `/api/puzzles/${id('easy-2')}/solution`, { token: learner.token });
    const afterSolution = (await submit(learner, 'easy-2')).body;
    expect(afterSolution.success).toBe(true);
    expect(puzzleXp(afterSolution)).toBe(0);

    // A hint read after solving costs nothing.
    await server.request('POST', `/api/puzzles/${id('easy-3')}/hints/1`, { token: learner.token });
    expect(puzzleXp((await submit(learner, 'easy-3')).body)).toBe(40);
    const me = await profile(learner);
    // The solve after the solution is listed (completed, 0 XP) but is no solve that counts.
    expect(me.solvedCount).toBe(2);
    expect(me.recentSolves.map((solve) => solve.xpAwarded)).toEqual([40, 0, 30]);
  });

  it('unlocks the medium puzzle after three easy solves', async () => {
    setClock(Date.UTC(2026, 10, 3, 12, 0));
    const learner = await buildUser(server);
    expect((await submit(learner, 'medium-one')).status).toBe(403);
    for (const slug of ['easy-1', 'easy-2', 'easy-3']) await submit(learner, slug);
    const medium = await submit(learner, 'medium-one');
    expect(medium.status).toBe(200);
    expect(puzzleXp(medium.body)).toBe(100);
    expect(medium.body.newAchievements.map((a) => a.key)).toContain('first-medium');
  });

  it('counts streaks by local days, across midnight in two zones and a time-zone change', async () => {
    // 23:30 UTC on 10 November is 08:30 on 11 November in Tokyo.
    setClock(Date.UTC(2026, 10, 10, 23, 30));
    const london = await buildUser(server, { timeZone: 'Europe/London' });
    const tokyo = await buildUser(server, { timeZone: 'Asia/Tokyo' });
    await submit(london, 'easy-1');
    await submit(tokyo, 'easy-1');
    server.clock.advance(HOUR); // 00:30 in London: a new day; 09:30 in Tokyo: the same day
    await submit(london, 'easy-2');
    await submit(tokyo, 'easy-2');
    expect((await profile(london)).streak).toBe(2);
    expect((await profile(tokyo)).streak).toBe(1);

    // London moves to Los Angeles: it is now the evening of 10 November there, the streak's last day is
    // "tomorrow"; it stays, and the next local day extends it.
    await server.request('PATCH', '/api/profile/update', {
      token: london.token,
      body: { timeZone: 'America/Los_Angeles' },
    });
    expect((await profile(london)).streak).toBe(2);
    server.clock.advance(24 * HOUR); // 16:30 on 11 November in Los Angeles
    await submit(london, 'easy-3');
    expect((await profile(london)).streak).toBe(2);
    server.clock.advance(24 * HOUR); // 12 November
    await submit(london, 'easy-4');
    expect((await profile(london)).streak).toBe(3);

    // A day without a solve: the streak shown drops to 0 the day after the missed day.
    server.clock.advance(48 * HOUR);
    expect((await profile(tokyo)).streak).toBe(0);
    expect((await profile(london)).streak).toBe(0);
  });
});
