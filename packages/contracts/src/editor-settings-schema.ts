import { z } from 'zod';
import {
  EDITOR_FONT_SIZE,
  EDITOR_KEYMAPS,
  EDITOR_SETTINGS_MESSAGES,
  EDITOR_TAB_WIDTHS,
  type EditorSettings,
} from './editor-settings';

/**
 * `GET/PUT /api/profile/editor-settings`: the whole set is sent and answered each time (four small fields),
 * so a save never merges with half of what another device saved.
 */
export const ZEditorSettings = z.object({
  fontSize: z
    .number({ error: EDITOR_SETTINGS_MESSAGES.fontSize })
    .int({ error: EDITOR_SETTINGS_MESSAGES.fontSize })
    .min(EDITOR_FONT_SIZE.min, { error: EDITOR_SETTINGS_MESSAGES.fontSize })
    .max(EDITOR_FONT_SIZE.max, { error: EDITOR_SETTINGS_MESSAGES.fontSize }),
  lineWrap: z.boolean({ error: EDITOR_SETTINGS_MESSAGES.lineWrap }),
  tabWidth: z.literal(EDITOR_TAB_WIDTHS, { error: EDITOR_SETTINGS_MESSAGES.tabWidth }),
  keymap: z.enum(EDITOR_KEYMAPS, { error: EDITOR_SETTINGS_MESSAGES.keymap }),
});

export const ZEditorSettingsRequest = ZEditorSettings;
export const ZEditorSettingsResponse = ZEditorSettings;

// The schema and the zod-free type describe the same object.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.infer<typeof ZEditorSettings>, EditorSettings> = true;
void sameShape;
