import { type EditorSettings, LANGUAGES, type Language, readEditorSettings } from '@codequest/contracts';
import type { KeyValueStorage } from '@/lib/session';

/**
 * What the workspace remembers in this browser, per learner: the language last used on each puzzle and
 * overall, and the editor settings (a cache for the first paint: the account's own copy is on the server).
 */

const LANGUAGES_KEY = 'codequest_editor_languages';
const SETTINGS_KEY = 'codequest_editor_settings';
/** The most puzzles remembered per learner: the oldest are forgotten first. */
export const REMEMBERED_PUZZLES_MAX = 300;

interface LanguageMemory {
  last: Language | null;
  /** Puzzle id → language, the most recent last. */
  puzzles: Array<[number, Language]>;
}

function browserStorage(): KeyValueStorage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

function readAll(storage: KeyValueStorage | null): Record<string, LanguageMemory> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LANGUAGES_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, LanguageMemory>) : {};
  } catch {
    return {};
  }
}

function readMemory(userId: number, storage: KeyValueStorage | null): LanguageMemory {
  const stored = readAll(storage)[String(userId)];
  const puzzles = Array.isArray(stored?.puzzles)
    ? stored.puzzles.filter(
        (entry): entry is [number, Language] =>
          Array.isArray(entry) && typeof entry[0] === 'number' && isLanguage(entry[1]),
      )
    : [];
  return { last: isLanguage(stored?.last) ? stored.last : null, puzzles };
}

/** The language the learner last used anywhere, or null. */
export function lastLanguage(userId: number, storage = browserStorage()): Language | null {
  return readMemory(userId, storage).last;
}

/** The language the learner last used on this puzzle, or null if they never opened it here. */
export function puzzleLanguage(
  userId: number,
  puzzleId: number,
  storage = browserStorage(),
): Language | null {
  return readMemory(userId, storage).puzzles.find(([id]) => id === puzzleId)?.[1] ?? null;
}

export function rememberLanguage(
  userId: number,
  puzzleId: number,
  language: Language,
  storage = browserStorage(),
): void {
  const memory = readMemory(userId, storage);
  const puzzles = memory.puzzles.filter(([id]) => id !== puzzleId);
  puzzles.push([puzzleId, language]);
  const all = readAll(storage);
  all[String(userId)] = { last: language, puzzles: puzzles.slice(-REMEMBERED_PUZZLES_MAX) };
  try {
    storage?.setItem(LANGUAGES_KEY, JSON.stringify(all));
  } catch {
    // Storage full or turned off: the workspace then opens as it would in a new browser.
  }
}

/** The editor settings this browser last saw, to draw the editor before the server answers. */
export function cachedEditorSettings(storage = browserStorage()): EditorSettings {
  try {
    return readEditorSettings(JSON.parse(storage?.getItem(SETTINGS_KEY) ?? 'null'));
  } catch {
    return readEditorSettings(null);
  }
}

export function cacheEditorSettings(settings: EditorSettings, storage = browserStorage()): void {
  try {
    storage?.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Only a cache: the server keeps the settings.
  }
}
