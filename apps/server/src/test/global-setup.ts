import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Runs once before the server suites: finds out whether a PostgreSQL server answers on 127.0.0.1:5432.
 * When one does, every data-layer and API suite runs on PostgreSQL as well as SQLite (each test file in a
 * fresh schema of its own); when none does, the PostgreSQL half is skipped and the run says so. Likewise
 * Redis on 127.0.0.1:6379: the judge-worker suites (BullMQ) run when it answers, each under a key prefix of
 * its own.
 */
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export default async function setup(): Promise<void> {
  await findPostgres();
  await findRedis();
}

async function findRedis(): Promise<void> {
  const url = process.env.TEST_REDIS_URL ?? DEFAULT_REDIS_URL;
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    process.env.CODEQUEST_TEST_REDIS_URL = url;
    console.log(`Redis answers at ${url}: the judge-worker suites run`);
  } catch (error) {
    delete process.env.CODEQUEST_TEST_REDIS_URL;
    const reason = error instanceof Error ? error.message : String(error);
    console.log(`Redis is not reachable (${reason}): the judge-worker suites are SKIPPED`);
  } finally {
    client.disconnect();
  }
}

async function findPostgres(): Promise<void> {
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
