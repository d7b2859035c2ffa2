/**
 * The learner's editor settings (font size, line wrap, tab width, keymap): their limits, defaults and the
 * words said when a value is refused. Zod-free, so the web app reads them without bringing zod along; the
 * request schema is in editor-settings-schema.ts.
 */

export const EDITOR_KEYMAPS = ['default', 'vim', 'emacs'] as const;
export type EditorKeymap = (typeof EDITOR_KEYMAPS)[number];

export const EDITOR_KEYMAP_NAMES: Record<EditorKeymap, string> = {
  default: 'Standard',
  vim: 'Vim',
  emacs: 'Emacs',
};

export const EDITOR_FONT_SIZE = { min: 10, max: 24, default: 14 } as const;
export const EDITOR_TAB_WIDTHS = [2, 4, 8] as const;
export type EditorTabWidth = (typeof EDITOR_TAB_WIDTHS)[number];

export interface EditorSettings {
  /** In CSS pixels. */
  fontSize: number;
  lineWrap: boolean;
  tabWidth: EditorTabWidth;
  keymap: EditorKeymap;
}

export const DEFAULT_EDITOR_SETTINGS: EditorSettings = {
  fontSize: EDITOR_FONT_SIZE.default,
  lineWrap: false,
  tabWidth: 4,
  keymap: 'default',
};

export const EDITOR_SETTINGS_MESSAGES = {
  fontSize: `Font size must be a whole number from ${EDITOR_FONT_SIZE.min} to ${EDITOR_FONT_SIZE.max}`,
  lineWrap: 'Line wrap must be true or false',
  tabWidth: `Tab width must be ${EDITOR_TAB_WIDTHS.slice(0, -1).join(', ')} or ${EDITOR_TAB_WIDTHS.at(-1)}`,
  keymap: `Keymap must be ${EDITOR_KEYMAPS.slice(0, -1).join(', ')} or ${EDITOR_KEYMAPS.at(-1)}`,
} as const;

export const isEditorFontSize = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= EDITOR_FONT_SIZE.min &&
  value <= EDITOR_FONT_SIZE.max;

export const isEditorTabWidth = (value: unknown): value is EditorTabWidth =>
  (EDITOR_TAB_WIDTHS as readonly unknown[]).includes(value);

export const isEditorKeymap = (value: unknown): value is EditorKeymap =>
  (EDITOR_KEYMAPS as readonly unknown[]).includes(value);

/**
 * Settings read back from storage that may be old, partial or damaged (a stored row, the browser's cache):
 * every valid field kept, every other one the default. Never throws.
 */
export function readEditorSettings(value: unknown): EditorSettings {
  const stored = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    fontSize: isEditorFontSize(stored.fontSize) ? stored.fontSize : DEFAULT_EDITOR_SETTINGS.fontSize,
    lineWrap: typeof stored.lineWrap === 'boolean' ? stored.lineWrap : DEFAULT_EDITOR_SETTINGS.lineWrap,
    tabWidth: isEditorTabWidth(stored.tabWidth) ? stored.tabWidth : DEFAULT_EDITOR_SETTINGS.tabWidth,
    keymap: isEditorKeymap(stored.keymap) ? stored.keymap : DEFAULT_EDITOR_SETTINGS.keymap,
  };
}
