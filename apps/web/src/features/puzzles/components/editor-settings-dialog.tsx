import {
  EDITOR_FONT_SIZE,
  EDITOR_KEYMAP_NAMES,
  EDITOR_KEYMAPS,
  EDITOR_TAB_WIDTHS,
  type EditorSettings,
} from '@codequest/contracts';
import { useId } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const FONT_SIZES = Array.from(
  { length: EDITOR_FONT_SIZE.max - EDITOR_FONT_SIZE.min + 1 },
  (_, index) => EDITOR_FONT_SIZE.min + index,
);

const KEYMAP_HINTS: Record<EditorSettings['keymap'], string> = {
  default: 'The usual keys of a code editor.',
  vim: 'Modal editing: Esc for normal mode, i to insert.',
  emacs: 'C-f, C-b, C-n, C-p to move; C-k, C-y to kill and yank.',
};

/**
 * "Editor settings": each change applies to the editor at once and is saved to the learner's account, so it
 * follows them to any browser. Plain form controls, each with its label, all reachable with the keyboard.
 */
export function EditorSettingsDialog({
  open,
  onOpenChange,
  settings,
  onChange,
  saving,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: EditorSettings;
  onChange: (settings: EditorSettings) => void;
  saving: boolean;
}) {
  const id = useId();
  const change = (patch: Partial<EditorSettings>) => onChange({ ...settings, ...patch });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Editor settings</DialogTitle>
          <DialogDescription>
            Saved to your account: they follow you to any browser.{' '}
            <span aria-live="polite" className="text-xs">
              {saving ? 'Saving…' : ''}
            </span>
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-font`}>Font size</Label>
            <Select
              value={String(settings.fontSize)}
              onValueChange={(value) => change({ fontSize: Number(value) })}
            >
              <SelectTrigger id={`${id}-font`} aria-label="Font size" className="w-32">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {FONT_SIZES.map((size) => (
                  <SelectItem key={size} value={String(size)}>
                    {size} px
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>

          <label className="flex items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-[var(--color-brand)]"
              checked={settings.lineWrap}
              onChange={(event) => change({ lineWrap: event.target.checked })}
            />
            Wrap long lines
          </label>

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Tab width</legend>
            <div className="flex gap-4">
              {EDITOR_TAB_WIDTHS.map((width) => (
                <label key={width} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-tabs`}
                    className="size-4 accent-[var(--color-brand)]"
                    checked={settings.tabWidth === width}
                    onChange={() => change({ tabWidth: width })}
                  />
                  {width} spaces
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Keymap</legend>
            {EDITOR_KEYMAPS.map((keymap) => (
              <label key={keymap} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-keymap`}
                  className="mt-0.5 size-4 accent-[var(--color-brand)]"
                  checked={settings.keymap === keymap}
                  onChange={() => change({ keymap })}
                  aria-describedby={`${id}-keymap-${keymap}`}
                />
                <span>
                  {EDITOR_KEYMAP_NAMES[keymap]}
                  <span id={`${id}-keymap-${keymap}`} className="block text-xs text-muted-foreground">
                    {KEYMAP_HINTS[keymap]}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        </div>
      </DialogContent>
    </Dialog>
  );
}
