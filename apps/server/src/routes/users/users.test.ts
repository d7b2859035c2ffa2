import type { ActivityCalendar, ErrorResponse, Language, PublicProfile } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSubmission } from '../../commands/record-submission';
import { seedFixtureCatalogue, writeUnlockLadder } from '../../test/catalogue-fixture';
import { buildUser, type TestUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const HOUR_MS = 60 * 60 * 1000;

/** The activity calendar (own and public) and the public profile. */
describe.each(testDatabaseKinds())('public profiles and the activity calendar on %s', (kind) => {
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

  const inZone = (learner: TestUser, timeZone: string) =>
    server.app.ctx.db
      .updateTable('users')
      .set({ time_zone: timeZone })
      .where('id', '=', learner.user.id)
      .execute();

  const utcDay = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

  it('counts accepts per local day of the learner: two UTC days, one day in Los Angeles', async () => {
    const learner = await buildUser(server);
    await inZone(learner, 'America/Los_Angeles');
    // Noon UTC is 04:00 or 05:00 in Los Angeles; 13 hours later it is the next UTC day, the same local day.
    const start = server.clock.now();
    await accept(learner, 'easy-1');
    server.clock.advance(13 * HOUR_MS);
    expect(utcDay(server.clock.now())).not.toBe(utcDay(start));
    await accept(learner, 'easy-2');
    // 21 hours after noon UTC: past midnight in Los Angeles, the next local day.
    server.clock.advance(8 * HOUR_MS);
    await accept(learner, 'easy-3');
    await accept(learner, 'easy-3', 'java');

    const response = await server.request<ActivityCalendar>('GET', '/api/profile/activity', {
      token: learner.token,
    });
    expect(response.status).toBe(200);
    const firstDay = utcDay(start);
    const nextDay = utcDay(start + 24 * HOUR_MS);
    expect(response.body.days).toEqual([
      { day: firstDay, count: 2 },
      { day: nextDay, count: 2 },
    ]);
    expect(response.body).toMatchObject({ to: nextDay, currentStreak: 2, longestStreak: 2 });
    // 53 whole weeks, from a Sunday.
    const from = new Date(`${response.body.from}T00:00:00Z`);
    expect(from.getUTCDay()).toBe(0);
    const span = (Date.parse(`${nextDay}T00:00:00Z`) - from.getTime()) / (24 * HOUR_MS);
    expect(span).toBeGreaterThanOrEqual(52 * 7);
    expect(span).toBeLessThan(53 * 7);
  });

  it('keeps the longest streak after the current one broke, and leaves out days before the year', async () => {
    const learner = await buildUser(server);
    await inZone(learner, 'UTC');
    const today = utcDay(server.clock.now());
    const { db } = server.app.ctx;
    await db
      .insertInto('daily_activity')
      .values([
        { user_id: learner.user.id, day: '2001-01-01', accepted_count: 9 },
        { user_id: learner.user.id, day: '2001-01-02', accepted_count: 1 },
        { user_id: learner.user.id, day: '2001-01-03', accepted_count: 1 },
        { user_id: learner.user.id, day: utcDay(server.clock.now() - 5 * 24 * HOUR_MS), accepted_count: 4 },
      ])
      .execute();
    const response = await server.request<ActivityCalendar>('GET', '/api/profile/activity', {
      token: learner.token,
    });
    expect(response.body).toMatchObject({ to: today, currentStreak: 0, longestStreak: 3 });
    expect(response.body.days).toEqual([{ day: utcDay(server.clock.now() - 5 * 24 * HOUR_MS), count: 4 }]);
    expect((await server.request('GET', '/api/profile/activity')).status).toBe(401);
  });

  it('shows anyone, signed out too, a learner’s public profile, and nothing private', async () => {
    const learner = await buildUser(server, { mobile: '5550001234' });
    for (const slug of ['easy-1', 'easy-2']) await accept(learner, slug);
    const response = await server.request<PublicProfile>(
      'GET',
      `/api/users/${encodeURIComponent(learner.user.username.toUpperCase())}/profile`,
    );
    expect(response.status).toBe(200);
    const profile = response.body;
    expect(profile).toMatchObject({
      username: learner.user.username,
      level: 1,
      tier: 'First Steps',
      solvedCount: 2,
      solvedByDifficulty: { easy: 2, medium: 0, hard: 0 },
      rank: expect.any(Number),
    });
    expect(profile.totalXP).toBeGreaterThan(0);
    expect(profile.solvedByTrack.find((track) => track.name === 'Algorithms')).toMatchObject({
      solved: 2,
      total: 5,
    });
    expect(profile.achievements.map((achievement) => achievement.key)).toContain('solves-1');
    expect(profile.activity.days.reduce((sum, day) => sum + day.count, 0)).toBe(2);
    expect(profile.activity.currentStreak).toBe(1);

    const text = JSON.stringify(profile);
    for (const secret of [learner.email, '5550001234', 'Europe/Paris', 'password', 'hash', 'email', 'mobile'])
      expect(text).not.toContain(secret);
    expect(Object.keys(profile).sort()).toEqual(
      [
        'achievements',
        'activity',
        'level',
        'memberSince',
        'rank',
        'solvedByDifficulty',
        'solvedByTrack',
        'solvedCount',
        'tier',
        'totalXP',
        'username',
      ].sort(),
    );

    const signedIn = await server.request<PublicProfile>(
      'GET',
      `/api/users/${learner.user.username}/profile`,
      {
        token: learner.token,
      },
    );
    expect(signedIn.body).toEqual(profile);
  });

  it('answers 404 for an unknown or a deleted learner', async () => {
    const unknown = await server.request<ErrorResponse>('GET', '/api/users/nobody-here-at-all/profile');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No such learner');

    const leaving = await buildUser(server);
    const deleted = await server.request('DELETE', '/api/profile', {
      token: leaving.token,
      body: { password: leaving.password },
    });
    expect(deleted.status).toBe(200);
    const gone = await server.request('GET', `/api/users/${leaving.user.username}/profile`);
    expect(gone.status).toBe(404);
  });
});
