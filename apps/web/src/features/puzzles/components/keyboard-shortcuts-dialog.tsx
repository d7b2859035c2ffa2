import type { EditorKeymap } from '@codequest/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { workspaceShortcuts } from '../utils/shortcuts';

/**
 * "Keyboard shortcuts": the workspace's own (run, submit, this help) and the editor's, with the chosen keymap's
 * main keys. Opened from the editor's toolbar, and by "?" anywhere in the workspace but the editor.
 */
export function KeyboardShortcutsDialog({
  open,
  onOpenChange,
  keymap,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  keymap: EditorKeymap;
}) {
  const { run, submit, help, focusMode, mod, join } = workspaceShortcuts();
  const groups: Array<{ title: string; rows: Array<[keys: string, what: string]> }> = [
    {
      title: 'Workspace',
      rows: [
        [run.keys, 'Run the code on the visible tests'],
        [submit.keys, 'Submit the solution'],
        [help.keys, 'Show these shortcuts (outside the editor)'],
        ['Esc', 'Leave full screen'],
      ],
    },
    {
      title: 'Editor',
      rows: [
        [join(mod, 'Z'), 'Undo'],
        [join(mod, 'Shift', 'Z'), 'Redo'],
        [join(mod, 'A'), 'Select all'],
        ['Tab', 'Indent (Shift+Tab: unindent)'],
        [join(mod, ']'), 'Indent the line'],
        [join(mod, '['), 'Unindent the line'],
        ['Alt+↑ / Alt+↓', 'Move the line up or down'],
        [join(mod, '/'), 'Comment or uncomment the line'],
        [join(mod, 'Shift', 'K'), 'Delete the line'],
        ['Esc, then Tab', 'Leave the editor (standard keymap)'],
        [
          `${focusMode.keys}, then Tab`,
          'Leave the editor (any keymap): Tab moves the focus on until pressed again',
        ],
      ],
    },
    ...(keymap === 'vim'
      ? [
          {
            title: 'Vim keymap',
            rows: [
              ['i / a / o', 'Insert before, after, on a new line'],
              ['Esc', 'Back to normal mode'],
              ['h j k l', 'Move'],
              ['dd / yy / p', 'Delete, yank, put a line (from the editor itself: the clipboard stays out)'],
              ['u / Ctrl+R', 'Undo, redo'],
            ] as Array<[string, string]>,
          },
        ]
      : keymap === 'emacs'
        ? [
            {
              title: 'Emacs keymap',
              rows: [
                ['C-f / C-b / C-n / C-p', 'Move'],
                ['C-a / C-e', 'Start, end of the line'],
                [
                  'C-k / C-y',
                  'Kill the line, yank it back (from the editor itself: the clipboard stays out)',
                ],
                ['C-/', 'Undo'],
                ['C-g', 'Cancel'],
              ] as Array<[string, string]>,
            },
          ]
        : []),
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>Paste stays turned off with every keymap: type your solution.</DialogDescription>
        </DialogHeader>
        {groups.map((group) => (
          <section key={group.title} aria-label={group.title} className="grid gap-2">
            <h3 className="text-sm font-semibold">{group.title}</h3>
            <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
              {group.rows.map(([keys, what]) => (
                <div key={keys} className="contents">
                  <dt>
                    <kbd className="whitespace-nowrap rounded border border-border bg-surface px-1.5 py-0.5 font-mono text-xs">
                      {keys}
                    </kbd>
                  </dt>
                  <dd className="text-muted-foreground">{what}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </DialogContent>
    </Dialog>
  );
}
