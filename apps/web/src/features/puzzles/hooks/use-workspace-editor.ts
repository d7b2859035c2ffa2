import type { EditorSettings, Language } from '@codequest/contracts';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { useEditorSettings } from '../api/get-editor-settings';
import { useSaveEditorSettings } from '../api/save-editor-settings';
import type { ErrorMark } from '../utils/error-lines';

/**
 * What the workspace keeps around its editor: the learner's settings (the account's, applied as they change),
 * the error marks of the last run (cleared by the next edit, run or language), full screen (Escape leaves
 * it), and which of the editor's dialogs is open ("?" outside the editor opens the shortcuts).
 */

export type EditorDialog = 'settings' | 'shortcuts' | null;

const NO_MARKS: readonly ErrorMark[] = [];

/** Whether a key press belongs to something the learner types in (the editor, a field), not the page. */
function typedInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest('.cm-editor') !== null ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
  );
}

export function useWorkspaceEditor(language: Language) {
  const saved = useEditorSettings();
  // What the learner just chose, shown from the moment they choose it until the server has answered.
  const [chosen, setChosen] = useState<EditorSettings | null>(null);
  const settings = chosen ?? saved;
  const save = useSaveEditorSettings({
    onError: () =>
      toast({
        title: 'Settings Not Saved',
        description: 'Your editor settings could not be saved. Please try again.',
        variant: 'destructive',
      }),
  });
  const [marks, setMarksState] = useState<readonly ErrorMark[]>(NO_MARKS);
  const [fullScreen, setFullScreen] = useState(false);
  const [dialog, setDialog] = useState<EditorDialog>(null);

  const setMarks = useCallback((next: readonly ErrorMark[]) => {
    setMarksState(next.length === 0 ? NO_MARKS : next);
  }, []);
  // The same empty list each time: clearing on every keystroke renders nothing once there are no marks.
  const clearMarks = useCallback(() => setMarksState(NO_MARKS), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language is what clears them
  useEffect(() => clearMarks(), [language, clearMarks]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      // A dialog of its own (settings, hints, a confirmation) answers Escape first.
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      if (event.key === 'Escape' && fullScreen) {
        event.preventDefault();
        setFullScreen(false);
      } else if (event.key === '?' && !typedInto(event.target)) {
        event.preventDefault();
        setDialog('shortcuts');
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [fullScreen]);

  const { mutate } = save;
  const saveSettings = useCallback(
    (next: EditorSettings) => {
      setChosen(next);
      mutate(next, { onSettled: () => setChosen(null) });
    },
    [mutate],
  );

  return {
    settings,
    saveSettings,
    savingSettings: save.isPending,
    marks,
    setMarks,
    clearMarks,
    fullScreen,
    toggleFullScreen: useCallback(() => setFullScreen((current) => !current), []),
    dialog,
    setDialog,
  };
}
