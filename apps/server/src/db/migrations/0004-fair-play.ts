import { canonicalTimeZone, DEFAULT_TIME_ZONE } from '@codequest/contracts';
import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * Fair play: only facts the server measured pay.
 * - `puzzle_progress.counts`: 0 for a puzzle completed after its solution was seen (completed, but it pays
 *   nothing and counts for nothing). Earlier completions after the solution are marked, and every learner's
 *   cached solved count is recounted; XP and achievements already paid for them are left as they are.
 * - `puzzle_progress.opened_at`: when the learner first opened the puzzle; the server's elapsed time.
 * - A time-zone change waits for the next local day (`next_time_zone` from `next_time_zone_at`), at most
 *   one a week (`time_zone_changed_at`). Stored names become canonical (`europe/paris` → `Europe/Paris`).
 */
export const fairPlay: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .alterTable('puzzle_progress')
      .addColumn('counts', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('puzzle_progress').addColumn('opened_at', 'bigint').execute();
    await db.schema.alterTable('users').addColumn('next_time_zone', 'text').execute();
    await db.schema.alterTable('users').addColumn('next_time_zone_at', 'bigint').execute();
    await db.schema.alterTable('users').addColumn('time_zone_changed_at', 'bigint').execute();

    await sql`update puzzle_progress set counts = 0 where status = 'completed' and solution_revealed = 1`.execute(
      db,
    );
    await sql`update users set solved_count = (
      select count(*) from puzzle_progress
      where puzzle_progress.user_id = users.id and status = 'completed' and counts = 1
    )`.execute(db);
    await canonicalizeTimeZones(db);
  },
});

async function canonicalizeTimeZones(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ time_zone: string }>`select distinct time_zone from users`.execute(db);
  for (const { time_zone: stored } of rows) {
    const canonical = canonicalTimeZone(stored) ?? DEFAULT_TIME_ZONE;
    if (canonical !== stored)
      await sql`update users set time_zone = ${canonical} where time_zone = ${stored}`.execute(db);
  }
}
