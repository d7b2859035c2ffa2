import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { DatabaseKind, MigrationFactory } from './types';

/** The first schema: accounts, sessions, the catalogue, progress, submissions, achievements, messages. */

type Table = CreateTableBuilder<string, never>;

function withId(table: Table, kind: DatabaseKind): Table {
  return kind === 'postgres'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

const notNull = (col: ColumnDefinitionBuilder) => col.notNull();
const references = (target: string) => (col: ColumnDefinitionBuilder) =>
  col.notNull().references(target).onDelete('cascade');

export const initial: MigrationFactory = (kind) => ({
  async up(db) {
    await withId(db.schema.createTable('users'), kind)
      .addColumn('username', 'text', notNull)
      .addColumn('username_key', 'text', (col) => col.notNull().unique())
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('mobile', 'text')
      .addColumn('password_hash', 'text', notNull)
      .addColumn('is_admin', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('time_zone', 'text', (col) => col.notNull().defaultTo('UTC'))
      .addColumn('total_xp', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('xp_reached_at', 'bigint', notNull)
      .addColumn('streak_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('streak_last_day', 'text')
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .execute();
    await db.schema
      .createIndex('users_leaderboard')
      .on('users')
      .columns(['total_xp desc', 'xp_reached_at'])
      .execute();

    await withId(db.schema.createTable('sessions'), kind)
      .addColumn('user_id', 'integer', references('users.id'))
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('last_used_at', 'bigint', notNull)
      .addColumn('expires_at', 'bigint', notNull)
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

    await withId(db.schema.createTable('password_resets'), kind)
      .addColumn('user_id', 'integer', references('users.id'))
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('expires_at', 'bigint', notNull)
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();

    await withId(db.schema.createTable('categories'), kind)
      .addColumn('slug', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text', notNull)
      .addColumn('description', 'text', notNull)
      .addColumn('icon', 'text', notNull)
      .addColumn('sort_order', 'integer', notNull)
      .execute();

    await withId(db.schema.createTable('puzzles'), kind)
      .addColumn('slug', 'text', (col) => col.notNull().unique())
      .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id'))
      .addColumn('title', 'text', notNull)
      .addColumn('description', 'text', notNull)
      .addColumn('difficulty', 'text', notNull)
      .addColumn('topic', 'text')
      .addColumn('statement', 'text', notNull)
      .addColumn('constraints', 'text', notNull)
      .addColumn('hints', 'text', notNull)
      .addColumn('examples', 'text', notNull)
      .addColumn('points', 'integer', notNull)
      .addColumn('stars', 'integer', notNull)
      .addColumn('sort_order', 'integer', notNull)
      .addColumn('limits', 'text')
      .addColumn('checker', 'text')
      .addColumn('origin', 'text', notNull)
      .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .addColumn('retired_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('puzzles_category')
      .on('puzzles')
      .columns(['category_id', 'sort_order'])
      .execute();

    await withId(db.schema.createTable('puzzle_tests'), kind)
      .addColumn('puzzle_id', 'integer', references('puzzles.id'))
      .addColumn('ordinal', 'integer', notNull)
      .addColumn('input', 'text', notNull)
      .addColumn('expected', 'text', notNull)
      .addColumn('hidden', 'integer', notNull)
      .addUniqueConstraint('puzzle_tests_order', ['puzzle_id', 'ordinal'])
      .execute();

    await db.schema
      .createTable('puzzle_code')
      .addColumn('puzzle_id', 'integer', references('puzzles.id'))
      .addColumn('language', 'text', notNull)
      .addColumn('starter', 'text', notNull)
      .addColumn('solution', 'text')
      .addPrimaryKeyConstraint('puzzle_code_pk', ['puzzle_id', 'language'])
      .execute();

    await db.schema
      .createTable('puzzle_progress')
      .addColumn('user_id', 'integer', references('users.id'))
      .addColumn('puzzle_id', 'integer', references('puzzles.id'))
      .addColumn('status', 'text', notNull)
      .addColumn('started_at', 'bigint')
      .addColumn('completed_at', 'bigint')
      .addColumn('xp_awarded', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('hints_revealed', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('solution_revealed', 'integer', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('puzzle_progress_pk', ['user_id', 'puzzle_id'])
      .execute();
    await db.schema
      .createIndex('puzzle_progress_completed')
      .on('puzzle_progress')
      .columns(['completed_at'])
      .execute();

    await withId(db.schema.createTable('submissions'), kind)
      .addColumn('user_id', 'integer', references('users.id'))
      .addColumn('puzzle_id', 'integer', references('puzzles.id'))
      .addColumn('language', 'text', notNull)
      .addColumn('code', 'text', notNull)
      .addColumn('verdict', 'text', notNull)
      .addColumn('passed_count', 'integer', notNull)
      .addColumn('total_count', 'integer', notNull)
      .addColumn('results', 'text', notNull)
      .addColumn('runtime_ms', 'integer')
      .addColumn('memory_kb', 'integer')
      .addColumn('xp_gained', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', notNull)
      .execute();
    await db.schema
      .createIndex('submissions_user_puzzle')
      .on('submissions')
      .columns(['user_id', 'puzzle_id', 'created_at'])
      .execute();

    await withId(db.schema.createTable('achievements'), kind)
      .addColumn('key', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text', notNull)
      .addColumn('description', 'text', notNull)
      .addColumn('type', 'text', notNull)
      .addColumn('xp_reward', 'integer', notNull)
      .addColumn('sort_order', 'integer', notNull)
      .execute();

    await db.schema
      .createTable('user_achievements')
      .addColumn('user_id', 'integer', references('users.id'))
      .addColumn('achievement_id', 'integer', references('achievements.id'))
      .addColumn('unlocked_at', 'bigint', notNull)
      .addPrimaryKeyConstraint('user_achievements_pk', ['user_id', 'achievement_id'])
      .execute();

    await withId(db.schema.createTable('messages'), kind)
      .addColumn('to_user_id', 'integer', references('users.id'))
      .addColumn('from_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('body', 'text', notNull)
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('read_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('messages_to_user')
      .on('messages')
      .columns(['to_user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('daily_activity')
      .addColumn('user_id', 'integer', references('users.id'))
      .addColumn('day', 'text', notNull)
      .addColumn('accepted_count', 'integer', notNull)
      .addPrimaryKeyConstraint('daily_activity_pk', ['user_id', 'day'])
      .execute();
  },
});
