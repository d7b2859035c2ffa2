import { type EditorSettings, readEditorSettings } from '@codequest/contracts';

/** A learner's editor settings from their stored JSON: the defaults for none, and for any damaged field. */
export function presentEditorSettings(stored: string | null): EditorSettings {
  if (stored === null) return readEditorSettings(null);
  try {
    return readEditorSettings(JSON.parse(stored));
  } catch {
    return readEditorSettings(null);
  }
}
