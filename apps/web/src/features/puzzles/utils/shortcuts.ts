/**
 * The workspace's keyboard shortcuts, written as the learner's keyboard says them: ⌘ on Apple machines,
 * Ctrl elsewhere. `aria` is the form aria-keyshortcuts takes.
 */

export interface Shortcut {
  keys: string;
  aria: string;
}

export function isApplePlatform(
  platform = typeof navigator === 'undefined' ? '' : navigator.platform,
): boolean {
  return /Mac|iPhone|iPad|iPod/.test(platform);
}

export function workspaceShortcuts(apple = isApplePlatform()) {
  const mod = apple ? '⌘' : 'Ctrl';
  const ariaMod = apple ? 'Meta' : 'Control';
  const join = (...keys: string[]) => keys.join(apple ? '' : '+');
  return {
    run: { keys: join(mod, 'Enter'), aria: `${ariaMod}+Enter` },
    submit: { keys: join(mod, apple ? '⇧' : 'Shift', 'Enter'), aria: `${ariaMod}+Shift+Enter` },
    help: { keys: '?', aria: 'Shift+?' },
    /** Tab moves the focus on instead of indenting (every keymap), until pressed again. */
    focusMode: apple ? { keys: '⇧⌥M', aria: 'Shift+Alt+M' } : { keys: 'Ctrl+M', aria: 'Control+M' },
    mod,
    join,
    apple,
  };
}
