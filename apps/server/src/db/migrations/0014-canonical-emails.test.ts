import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/test-database';

/** What 0014 does to accounts made before it: emails in their one form, but where that would take another's. */
describe.each(testDatabaseKinds())('migration 0014 on %s', (kind) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.destroy();
    test = undefined;
  });

  it('stores every email NFKC-normalised, but one whose normal form is another account’s', async () => {
    test = await createTestDatabase(kind, '0013-test-store');
    const db = test.database.db;
    const now = 1_795_000_000_000;
    const accounts: Array<[name: string, email: string]> = [
      ['bob', 'bob@x.io'],
      ['lookalike', 'ｂob@x.io'],
      ['wide', 'ａｌｉｃｅ＠x.io'],
      ['plain', 'carol@x.io'],
    ];
    for (const [name, email] of accounts)
      await sql`insert into users (username, username_key, email, password_hash, xp_reached_at, created_at,
          updated_at)
        values (${name}, ${name}, ${email}, 'hash', ${now}, ${now}, ${now})`.execute(db);

    expect(await test.migrate()).toContain('0014-canonical-emails');

    const rows = await db.selectFrom('users').select(['username', 'email']).orderBy('username').execute();
    expect(rows).toEqual([
      { username: 'bob', email: 'bob@x.io' },
      { username: 'lookalike', email: 'ｂob@x.io' },
      { username: 'plain', email: 'carol@x.io' },
      { username: 'wide', email: 'alice@x.io' },
    ]);
  });
});
