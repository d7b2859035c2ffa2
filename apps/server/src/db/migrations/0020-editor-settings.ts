import type { MigrationFactory } from './types';

/**
 * A learner's editor settings (font size, line wrap, tab width, keymap), kept with the account so they follow
 * it to every browser: one JSON text on the user's row, null until they first change one (the defaults).
 * Read leniently (contracts' readEditorSettings), so a field added later needs no migration of its own.
 */
export const editorSettings: MigrationFactory = () => ({
  async up(db) {
    await db.schema.alterTable('users').addColumn('editor_settings', 'text').execute();
  },
});
