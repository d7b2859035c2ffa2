import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/test-database';

/** What 0015 does to submissions made before it: kept as they were, and kept when their learner goes. */
describe.each(testDatabaseKinds())('migration 0015 on %s', (kind) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.destroy();
    test = undefined;
  });

  it('keeps every submission, and keeps them without a learner once the learner is deleted', async () => {
    test = await createTestDatabase(kind, '0014-canonical-emails');
    const db = test.database.db;
    const now = 1_795_000_000_000;
    for (const name of ['ann', 'bob'])
      await sql`insert into users (username, username_key, email, password_hash, xp_reached_at, created_at,
          updated_at)
        values (${name}, ${name}, ${`${name}@x.io`}, 'hash', ${now}, ${now}, ${now})`.execute(db);
    await sql`insert into categories (slug, name, description, icon, sort_order)
      values ('algorithms', 'Algorithms', '', 'cpu', 1)`.execute(db);
    await sql`insert into puzzles (slug, category_id, title, description, difficulty, statement, constraints,
        hints, examples, points, stars, sort_order, origin, created_at, updated_at)
      select 'sum', id, 'Sum', '', 'easy', '', '', '[]', '[]', 50, 1, 1, 'content', ${now}, ${now}
      from categories`.execute(db);
    const submit = (name: string, code: string, verdict: string) =>
      sql`insert into submissions (user_id, puzzle_id, language, code, verdict, passed_count, total_count,
          results, runtime_ms, memory_kb, xp_gained, created_at)
        select users.id, puzzles.id, 'python', ${code}, ${verdict}, 1, 2, '[]', 12, null, 0, ${now}
        from users, puzzles where users.username = ${name}`.execute(db);
    await submit('ann', 'print(1)', 'WRONG_ANSWER');
    await submit('ann', 'print(3)', 'ACCEPTED');
    await submit('bob', 'print(2)', 'ACCEPTED');
    const submissions = () =>
      db.selectFrom('submissions').selectAll().orderBy('id').execute() as Promise<Array<{ id: number }>>;
    const before = await submissions();
    // The newest submission was deleted before the upgrade: its id is never given again.
    const newest = before.at(-1)?.id ?? 0;
    await sql`delete from submissions where id = ${newest}`.execute(db);

    expect(await test.migrate()).toContain('0015-anonymous-submissions');

    // Later migrations may add columns (the test migrates to the latest); what was there stays as it was.
    expect(await submissions()).toEqual(before.slice(0, -1).map((row) => expect.objectContaining(row)));
    await sql`delete from users where username = 'ann'`.execute(db);
    const kept = await db
      .selectFrom('submissions')
      .select(['user_id', 'code', 'verdict'])
      .orderBy('id')
      .execute();
    expect(kept).toEqual([
      { user_id: null, code: 'print(1)', verdict: 'WRONG_ANSWER' },
      { user_id: null, code: 'print(3)', verdict: 'ACCEPTED' },
    ]);
    await submit('bob', 'print(4)', 'ACCEPTED');
    const added = await db
      .selectFrom('submissions')
      .select(['id', 'user_id'])
      .where('code', '=', 'print(4)')
      .execute();
    expect(added[0]?.id).toBeGreaterThan(newest);
    expect(added[0]?.user_id).toEqual(expect.any(Number));
    // A puzzle still takes its submissions with it.
    await sql`delete from puzzles`.execute(db);
    expect(await submissions()).toEqual([]);
  });
});
