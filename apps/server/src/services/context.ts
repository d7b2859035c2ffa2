import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Clock } from '../lib/clock';

/** What every service needs: the database and the time. */
export interface ServiceContext {
  db: Kysely<DB>;
  clock: Clock;
}
