import type { MigrationFactory } from './types';

/**
 * Gamification: a cached solved count on users (the leaderboard orders by it), the leaderboard's index in
 * its full order, and drafts of learners' code per puzzle and language.
 */
export const gamification: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .alterTable('users')
      .addColumn('solved_count', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.dropIndex('users_leaderboard').execute();
    await db.schema
      .createIndex('users_leaderboard')
      .on('users')
      .columns(['total_xp desc', 'solved_count desc', 'xp_reached_at', 'id'])
      .execute();

    await db.schema
      .createTable('drafts')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('puzzle_id', 'integer', (col) => col.notNull().references('puzzles.id').onDelete('cascade'))
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('code', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('drafts_pk', ['user_id', 'puzzle_id', 'language'])
      .execute();

    await db.schema
      .createIndex('user_achievements_user')
      .on('user_achievements')
      .columns(['user_id', 'unlocked_at'])
      .execute();
  },
});
