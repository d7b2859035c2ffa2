import pg from 'pg';

/**
 * Runs once before the server suites: finds out whether a PostgreSQL server answers on 127.0.0.1:5432.
 * When one does, every data-layer and API suite runs on PostgreSQL as well as SQLite (each test file in a
 * fresh schema of its own); when none does, the PostgreSQL half is skipped and the run says so.
 */
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';

export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    process.env.CODEQUEST_TEST_POSTGRES_URL = url;
    console.log(
      `PostgreSQL answers at ${url.replace(/\/\/[^@]*@/, '//')}: suites run on SQLite and PostgreSQL`,
    );
  } catch (error) {
    delete process.env.CODEQUEST_TEST_POSTGRES_URL;
    const reason = error instanceof Error ? error.message : String(error);
    console.log(`PostgreSQL is not reachable (${reason}): the PostgreSQL half of the suites is SKIPPED`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
