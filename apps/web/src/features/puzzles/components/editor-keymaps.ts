import type { Extension } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import type { EditorKeymap } from '@codequest/contracts';

/**
 * The vim and emacs keymaps: chunks of their own, fetched only when a learner chooses one, so neither the
 * landing page nor the editor's first download carries them.
 *
 * Paste stays refused in both (product spec, section 5), and so does copy. The browser's paste and copy
 * events are refused by the editor whatever the keymap; what each keymap does with the system clipboard by
 * itself is refused here, and the learner told as for any paste or copy (`clipboardRefusals`):
 * - vim's `+` register is the clipboard: `"+p` would read it and `"+y` write it. Both are refused; the other
 *   registers hold only what was deleted or yanked in the editor, and work as in vim.
 * - emacs's `M-w` writes the selection to the clipboard: refused. `C-y` yanks from emacs's own kill ring,
 *   which only kills in the editor fill.
 */

const CLIPBOARD_REGISTER = '+';

/** How each editor tells the learner that a paste or copy was refused (the editor registers it when made). */
export const clipboardRefusals = new WeakMap<EditorView, (kind: 'paste' | 'copy') => void>();

function refuse(view: EditorView | undefined, kind: 'paste' | 'copy'): void {
  if (view) clipboardRefusals.get(view)?.(kind);
}

type VimApi = typeof import('@replit/codemirror-vim').Vim;
type VimAdapter = { cm6?: EditorView };

let vimGuarded = false;

function guardVimClipboard(Vim: VimApi): void {
  if (vimGuarded) return;
  vimGuarded = true;
  // vim's own `paste`, but for the clipboard register, which it would read with navigator.clipboard.
  Vim.defineAction('paste', function paste(this: unknown, cm, actionArgs, vimState) {
    const adapter = cm as unknown as VimAdapter;
    if (actionArgs.registerName === CLIPBOARD_REGISTER) return refuse(adapter.cm6, 'paste');
    const register = Vim.getRegisterController().getRegister(actionArgs.registerName);
    const actions = this as {
      continuePaste: (
        ...args: [typeof cm, typeof actionArgs, typeof vimState, string, typeof register]
      ) => void;
    };
    actions.continuePaste(cm, actionArgs, vimState, register.toString(), register);
  });
  // A yank into the clipboard register would write the clipboard.
  const controller = Vim.getRegisterController();
  const pushText = controller.pushText.bind(controller);
  controller.pushText = (registerName, ...rest) => {
    if (registerName === CLIPBOARD_REGISTER) return;
    pushText(registerName, ...rest);
  };
}

const LOADERS: Record<Exclude<EditorKeymap, 'default'>, () => Promise<Extension>> = {
  vim: () =>
    import('@replit/codemirror-vim').then(({ vim, Vim }) => {
      guardVimClipboard(Vim);
      return vim({ status: true });
    }),
  emacs: () =>
    import('@replit/codemirror-emacs').then(({ emacs, EmacsHandler }) => {
      EmacsHandler.addCommands({
        killRingSave: {
          exec: (handler: { view: EditorView; clearSelection: () => boolean }) => {
            handler.clearSelection();
            refuse(handler.view, 'copy');
          },
          readOnly: true,
        },
      });
      return emacs();
    }),
};

export function keymapExtension(keymap: EditorKeymap): Promise<Extension> {
  return keymap === 'default' ? Promise.resolve([]) : LOADERS[keymap]();
}
