import {
  type AuthResponse,
  type ErrorResponse,
  type LeaderboardEntry,
  MESSAGES,
  type Puzzle,
  rankTier,
  type SubmitResult,
  type User,
  type UserAchievement,
} from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { writeUnlockLadder } from '../../test/catalogue-fixture';
import { buildUser, type TestUser } from '../../test/factories';
import { SUM_C, SUM_PY } from '../../test/programs';
import { useSeededServer } from '../../test/seeded';
import { testDatabaseKinds } from '../../test/test-database';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/**
 * Fair play, end to end: only what the server measured pays. A solve after seeing the solution counts for
 * nothing; elapsed time is the server's; time-zone changes wait for the next local day; accepts that race
 * decide achievements from each other's committed state.
 */
describe.each(testDatabaseKinds())('fair play on %s', (kind) => {
  const { server, id } = useSeededServer(kind, writeUnlockLadder);

  const setClock = (epochMs: number) => server.clock.advance(epochMs - server.clock.now());
  const submit = (user: TestUser, slug: string, extra: Record<string, unknown> = {}) =>
    server.request<SubmitResult>('POST', '/api/code/submit', {
      token: user.token,
      body: { code: SUM_C, language: 'c', puzzleId: id(slug), ...extra },
    });
  const accepted = async (user: TestUser, slug: string, extra: Record<string, unknown> = {}) => {
    const response = await submit(user, slug, extra);
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    return response.body;
  };
  const keys = (result: SubmitResult) => result.newAchievements.map((achievement) => achievement.key);
  const profile = async (user: TestUser) =>
    (await server.request<User>('GET', '/api/profile/current', { token: user.token })).body;
  const open = (user: TestUser, slug: string) =>
    server.request<Puzzle>('GET', `/api/puzzles/${id(slug)}`, { token: user.token });
  const updateTimeZone = (user: TestUser, timeZone: string) =>
    server.request<User & ErrorResponse>('PATCH', '/api/profile/update', {
      token: user.token,
      body: { timeZone },
    });

  it('completes a puzzle solved after seeing its solution, but it pays and counts for nothing', async () => {
    setClock(Date.UTC(2026, 10, 2, 12, 0));
    const copier = await buildUser(server);
    for (const slug of ['easy-1', 'easy-2', 'easy-3']) {
      const solution = await server.request('GET', `/api/puzzles/${id(slug)}/solution`, {
        token: copier.token,
      });
      expect(solution.status).toBe(200);
      const result = await accepted(copier, slug);
      expect(result.xpGained).toBe(0);
      expect(result.newAchievements).toEqual([]);
    }
    // Another language on a copied puzzle: still nothing (no polyglot, no streak).
    const again = await accepted(copier, 'easy-1', { code: SUM_PY, language: 'python' });
    expect([again.xpGained, again.newAchievements]).toEqual([0, []]);

    const me = await profile(copier);
    expect(me).toMatchObject({
      totalXP: 0,
      solvedCount: 0,
      streak: 0,
      tier: rankTier(0),
      solvedByDifficulty: { easy: 0, medium: 0, hard: 0 },
    });
    expect(me.solvedByTrack.every((track) => track.solved === 0)).toBe(true);
    const achievements = await server.request<UserAchievement[]>(
      'GET',
      `/api/achievements/user/${copier.user.id}`,
    );
    expect(achievements.body).toEqual([]);
    const board = await server.request<LeaderboardEntry[]>('GET', '/api/leaderboard', {
      token: copier.token,
    });
    expect(board.body.find((entry) => entry.user.id === copier.user.id)).toMatchObject({
      totalXP: 0,
      solvedCount: 0,
    });

    // Completed, so the learner can move on; but three copied easy solves unlock nothing.
    const list = (await server.request<Puzzle[]>('GET', '/api/puzzles', { token: copier.token })).body;
    const progressOf = (slug: string) => list.find((puzzle) => puzzle.slug === slug);
    expect(progressOf('easy-1')?.progress.status).toBe('completed');
    expect(progressOf('medium-one')?.isUnlocked).toBe(false);
    expect((await submit(copier, 'medium-one')).status).toBe(403);

    // A puzzle solved on one's own still pays in full, and is the first solve that counts.
    const own = await accepted(copier, 'easy-4');
    expect(keys(own)).toContain('solves-1');
    expect((await profile(copier)).solvedCount).toBe(1);
  });

  it('measures elapsed time on the server, from the first opening, and ignores the client', async () => {
    setClock(Date.UTC(2026, 10, 3, 12, 0));
    const slow = await buildUser(server);
    expect((await open(slow, 'easy-1')).status).toBe(200);
    server.clock.advance(10 * MINUTE);
    await open(slow, 'easy-1'); // opening again does not restart the clock
    const claimed = await accepted(slow, 'easy-1', { elapsedSeconds: 1 });
    expect(keys(claimed)).not.toContain('speed-demon');

    await open(slow, 'easy-2');
    server.clock.advance(2 * MINUTE);
    const quick = await accepted(slow, 'easy-2', { elapsedSeconds: 3600 });
    expect(keys(quick)).toContain('speed-demon');

    // Never opened: no elapsed time, no speed achievement, whatever the client says.
    const unopened = await buildUser(server);
    expect(keys(await accepted(unopened, 'easy-3', { elapsedSeconds: 0 }))).not.toContain('speed-demon');
  });

  it('stores time zones in canonical form; a change waits for the next local day, once a week', async () => {
    setClock(Date.UTC(2026, 10, 4, 12, 0)); // 13:00 in Paris
    const learner = await buildUser(server, { timeZone: 'europe/paris' });
    expect(learner.user.timeZone).toBe('Europe/Paris');

    const change = await updateTimeZone(learner, 'asia/tokyo');
    expect(change.status).toBe(200);
    expect(change.body.timeZone).toBe('Europe/Paris');
    // From the next midnight in Paris (UTC+1 in November).
    expect(change.body.nextTimeZone).toEqual({ timeZone: 'Asia/Tokyo', from: '2026-11-04T23:00:00.000Z' });

    const second = await updateTimeZone(learner, 'America/New_York');
    expect(second.status).toBe(400);
    expect(second.body).toEqual({
      code: 'BAD_REQUEST',
      message: `${MESSAGES.timeZoneChangedRecently} 2026-11-11 12:00 UTC`,
    });
    expect((await profile(learner)).nextTimeZone?.timeZone).toBe('Asia/Tokyo');
    // Signing in from another zone asks quietly: too soon, so it is ignored, and the sign-in works.
    const signIn = await server.request<AuthResponse>('POST', '/api/auth/login', {
      body: { email: learner.email, password: learner.password, timeZone: 'America/Chicago' },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.nextTimeZone?.timeZone).toBe('Asia/Tokyo');

    server.clock.advance(12 * 60 * MINUTE); // 00:00 UTC: the new day in Paris has begun
    expect(await profile(learner)).toMatchObject({ timeZone: 'Asia/Tokyo', nextTimeZone: null });

    server.clock.advance(7 * DAY);
    const later = await updateTimeZone(learner, 'America/New_York');
    expect(later.status).toBe(200);
    expect(later.body.nextTimeZone?.timeZone).toBe('America/New_York');
  });

  it('never lets a time-zone change add a streak day or an achievement', async () => {
    // Noon in UTC is 02:00 the next day on Kiritimati (UTC+14): a new day, and the middle of the night.
    setClock(Date.UTC(2026, 10, 20, 12, 0));
    const learner = await buildUser(server, { timeZone: 'UTC' });
    await accepted(learner, 'easy-1');
    expect((await updateTimeZone(learner, 'Pacific/Kiritimati')).status).toBe(200);
    const afterChange = await accepted(learner, 'easy-2');
    expect(keys(afterChange)).not.toContain('night-owl');
    expect((await profile(learner)).streak).toBe(1);

    // From the next UTC day on, the new zone is in force: its own day and hour count.
    server.clock.advance(12 * 60 * MINUTE + MINUTE); // 00:01 UTC on the 21st: 14:01 on the 21st there
    await accepted(learner, 'easy-3');
    expect(await profile(learner)).toMatchObject({ timeZone: 'Pacific/Kiritimati', streak: 2 });
  });

  it('decides count achievements from committed state when two accepts race', async () => {
    setClock(Date.UTC(2026, 10, 25, 12, 0));
    const racer = await buildUser(server);
    for (const slug of ['easy-1', 'easy-2', 'easy-3']) await accepted(racer, slug);
    // Two accepts at once take the learner from 3 solves to 5: "Getting Started" (5 solves) exactly once.
    const results = await Promise.all([accepted(racer, 'easy-4'), accepted(racer, 'medium-one')]);
    expect(results.flatMap(keys).filter((key) => key === 'solves-5')).toEqual(['solves-5']);
    const me = await profile(racer);
    expect(me.solvedCount).toBe(5);
    const unlocked = await server.request<UserAchievement[]>(
      'GET',
      `/api/achievements/user/${racer.user.id}`,
    );
    expect(unlocked.body.filter((achievement) => achievement.key === 'solves-5')).toHaveLength(1);
  });
});
