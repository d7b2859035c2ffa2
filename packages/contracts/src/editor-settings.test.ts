import { describe, expect, it } from 'vitest';
import { DEFAULT_EDITOR_SETTINGS, EDITOR_SETTINGS_MESSAGES, readEditorSettings } from './editor-settings';
import { ZEditorSettingsRequest } from './editor-settings-schema';

const good = { fontSize: 16, lineWrap: true, tabWidth: 2, keymap: 'vim' };

describe('ZEditorSettingsRequest', () => {
  it('accepts a whole, valid set', () => {
    expect(ZEditorSettingsRequest.parse(good)).toEqual(good);
    expect(ZEditorSettingsRequest.parse({ ...good, fontSize: 10, keymap: 'emacs', tabWidth: 8 })).toEqual({
      ...good,
      fontSize: 10,
      keymap: 'emacs',
      tabWidth: 8,
    });
  });

  it.each([
    [{ fontSize: 9 }, EDITOR_SETTINGS_MESSAGES.fontSize],
    [{ fontSize: 25 }, EDITOR_SETTINGS_MESSAGES.fontSize],
    [{ fontSize: 14.5 }, EDITOR_SETTINGS_MESSAGES.fontSize],
    [{ fontSize: '14' }, EDITOR_SETTINGS_MESSAGES.fontSize],
    [{ lineWrap: 'yes' }, EDITOR_SETTINGS_MESSAGES.lineWrap],
    [{ tabWidth: 3 }, EDITOR_SETTINGS_MESSAGES.tabWidth],
    [{ tabWidth: '4' }, EDITOR_SETTINGS_MESSAGES.tabWidth],
    [{ keymap: 'nano' }, EDITOR_SETTINGS_MESSAGES.keymap],
    [{ keymap: undefined }, EDITOR_SETTINGS_MESSAGES.keymap],
  ])('refuses %j with its own message', (change, message) => {
    const result = ZEditorSettingsRequest.safeParse({ ...good, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('says the limits in words', () => {
    expect(EDITOR_SETTINGS_MESSAGES.fontSize).toBe('Font size must be a whole number from 10 to 24');
    expect(EDITOR_SETTINGS_MESSAGES.tabWidth).toBe('Tab width must be 2, 4 or 8');
    expect(EDITOR_SETTINGS_MESSAGES.keymap).toBe('Keymap must be default, vim or emacs');
  });
});

describe('readEditorSettings', () => {
  it('keeps a valid set as it is', () => {
    expect(readEditorSettings(good)).toEqual(good);
  });

  it('replaces each damaged or missing field by its default, keeping the rest', () => {
    expect(readEditorSettings({ fontSize: 99, lineWrap: true, tabWidth: 3, keymap: 'vim' })).toEqual({
      ...DEFAULT_EDITOR_SETTINGS,
      lineWrap: true,
      keymap: 'vim',
    });
    expect(readEditorSettings({ fontSize: 18 })).toEqual({ ...DEFAULT_EDITOR_SETTINGS, fontSize: 18 });
  });

  it('reads anything that is not an object as the defaults', () => {
    for (const value of [null, undefined, 'vim', 42, []]) {
      expect(readEditorSettings(value)).toEqual(DEFAULT_EDITOR_SETTINGS);
    }
  });
});
