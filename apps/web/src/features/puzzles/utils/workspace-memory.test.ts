import { DEFAULT_EDITOR_SETTINGS } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '@/lib/session';
import {
  cachedEditorSettings,
  cacheEditorSettings,
  lastLanguage,
  puzzleLanguage,
  REMEMBERED_PUZZLES_MAX,
  rememberLanguage,
} from './workspace-memory';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('workspace memory', () => {
  it('remembers the language per learner and puzzle, and the last one overall', () => {
    const storage = memoryStorage();
    expect(lastLanguage(1, storage)).toBeNull();
    rememberLanguage(1, 10, 'python', storage);
    rememberLanguage(1, 11, 'c', storage);
    rememberLanguage(2, 10, 'java', storage);
    expect(puzzleLanguage(1, 10, storage)).toBe('python');
    expect(puzzleLanguage(1, 11, storage)).toBe('c');
    expect(puzzleLanguage(1, 12, storage)).toBeNull();
    expect(lastLanguage(1, storage)).toBe('c');
    expect(puzzleLanguage(2, 10, storage)).toBe('java');
    expect(lastLanguage(2, storage)).toBe('java');
  });

  it('forgets the oldest puzzles past its limit', () => {
    const storage = memoryStorage();
    for (let id = 1; id <= REMEMBERED_PUZZLES_MAX + 5; id++) rememberLanguage(1, id, 'cpp', storage);
    expect(puzzleLanguage(1, 1, storage)).toBeNull();
    expect(puzzleLanguage(1, REMEMBERED_PUZZLES_MAX + 5, storage)).toBe('cpp');
  });

  it('reads damaged storage as nothing remembered', () => {
    const storage = memoryStorage();
    storage.setItem('codequest_editor_languages', '{"1":{"last":"cobol","puzzles":[[3,"nope"],"x"]}}');
    expect(lastLanguage(1, storage)).toBeNull();
    expect(puzzleLanguage(1, 3, storage)).toBeNull();
    storage.setItem('codequest_editor_languages', 'not json');
    expect(lastLanguage(1, storage)).toBeNull();
    rememberLanguage(1, 3, 'python', storage);
    expect(puzzleLanguage(1, 3, storage)).toBe('python');
  });

  it('caches the editor settings, defaults for anything damaged', () => {
    const storage = memoryStorage();
    expect(cachedEditorSettings(storage)).toEqual(DEFAULT_EDITOR_SETTINGS);
    cacheEditorSettings({ fontSize: 20, lineWrap: true, tabWidth: 8, keymap: 'emacs' }, storage);
    expect(cachedEditorSettings(storage)).toEqual({
      fontSize: 20,
      lineWrap: true,
      tabWidth: 8,
      keymap: 'emacs',
    });
    storage.setItem('codequest_editor_settings', '{"fontSize":99,"keymap":"vim"');
    expect(cachedEditorSettings(storage)).toEqual(DEFAULT_EDITOR_SETTINGS);
  });
});
