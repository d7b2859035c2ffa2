import type { MigrationFactory } from './types';

/**
 * Teaching: a user may be a teacher (granted by an administrator); a teacher's classes, each with a join
 * code learners type or follow as a link; and who belongs to a class, as learner or teacher. A member's row
 * goes with their account (cascade); a class outlives the account that made it (created_by set null).
 * Later parts (assignments, a class's own puzzles) reference `classes.id`.
 */
export const classes: MigrationFactory = (kind) => ({
  async up(db) {
    await db.schema
      .alterTable('users')
      .addColumn('is_teacher', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('classes')
      .addColumn('id', 'integer', (col) =>
        kind === 'postgres'
          ? col.primaryKey().generatedByDefaultAsIdentity()
          : col.primaryKey().autoIncrement(),
      )
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('join_code', 'text', (col) => col.notNull().unique())
      .addColumn('joining_open', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('class_members')
      .addColumn('class_id', 'integer', (col) => col.notNull().references('classes.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role', 'text', (col) => col.notNull())
      .addColumn('joined_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('class_members_pk', ['class_id', 'user_id'])
      .execute();
    // "My classes": a user's memberships without reading every class's roster.
    await db.schema.createIndex('class_members_user').on('class_members').columns(['user_id']).execute();
  },
});
