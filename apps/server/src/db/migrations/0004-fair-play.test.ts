import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/test-database';

/** What 0004 does to data written before it: copied completions stop counting, names become canonical. */
describe.each(testDatabaseKinds())('migration 0004 on %s', (kind) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.destroy();
    test = undefined;
  });

  it('marks completions after the solution, recounts solves, and canonicalises time zones', async () => {
    test = await createTestDatabase(kind, '0003-gamification');
    const db = test.database.db;
    const now = 1_795_000_000_000;
    const user = (name: string, timeZone: string) => sql`
      insert into users (username, username_key, email, password_hash, time_zone, xp_reached_at, created_at,
        updated_at, solved_count)
      values (${name}, ${name}, ${`${name}@x.io`}, 'hash', ${timeZone}, ${now}, ${now}, ${now}, 2)`;
    await user('copier', 'europe/paris').execute(db);
    await user('nomad', 'Mars/Base').execute(db);
    await sql`insert into categories (slug, name, description, icon, sort_order)
      values ('algorithms', 'Algorithms', '', 'cpu', 1)`.execute(db);
    for (const slug of ['one', 'two'])
      await sql`insert into puzzles (slug, category_id, title, description, difficulty, statement, constraints,
          hints, examples, points, stars, sort_order, origin, created_at, updated_at)
        select ${slug}, id, ${slug}, '', 'easy', '', '', '[]', '[]', 50, 1, 1, 'content', ${now}, ${now}
        from categories`.execute(db);
    await sql`insert into puzzle_progress (user_id, puzzle_id, status, completed_at, solution_revealed)
      select users.id, puzzles.id, 'completed', ${now}, case when puzzles.slug = 'two' then 1 else 0 end
      from users, puzzles where users.username = 'copier'`.execute(db);

    expect(await test.migrate()).toContain('0004-fair-play');

    const users = await db.selectFrom('users').select(['username', 'time_zone', 'solved_count']).execute();
    expect(users.sort((a, b) => a.username.localeCompare(b.username))).toEqual([
      { username: 'copier', time_zone: 'Europe/Paris', solved_count: 1 },
      { username: 'nomad', time_zone: 'UTC', solved_count: 0 },
    ]);
    const progress = await db
      .selectFrom('puzzle_progress')
      .innerJoin('puzzles', 'puzzles.id', 'puzzle_progress.puzzle_id')
      .select(['puzzles.slug', 'counts', 'opened_at'])
      .orderBy('puzzles.slug')
      .execute();
    expect(progress).toEqual([
      { slug: 'one', counts: 1, opened_at: null },
      { slug: 'two', counts: 0, opened_at: null },
    ]);
  });
});
