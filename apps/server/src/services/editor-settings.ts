import type { EditorSettings } from '@codequest/contracts';
import { AppError } from '../lib/errors';
import { presentEditorSettings } from '../presenters/editor-settings';
import type { ServiceContext } from './context';
import { requireUser } from './users';

/** The caller's own editor settings, kept on their account so they follow it from browser to browser. */

export async function getEditorSettings(ctx: ServiceContext, userId: number): Promise<EditorSettings> {
  const user = await requireUser(ctx, userId);
  return presentEditorSettings(user.editor_settings);
}

/** Replaces the whole set (validated by the route's schema) and answers it as stored. */
export async function saveEditorSettings(
  ctx: ServiceContext,
  userId: number,
  settings: EditorSettings,
): Promise<EditorSettings> {
  const { fontSize, lineWrap, tabWidth, keymap } = settings;
  const stored = JSON.stringify({ fontSize, lineWrap, tabWidth, keymap });
  const result = await ctx.db
    .updateTable('users')
    .set({ editor_settings: stored })
    .where('id', '=', userId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new AppError('NOT_FOUND', 'No such user');
  return presentEditorSettings(stored);
}
