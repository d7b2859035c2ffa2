import type { Draft, Language, Puzzle, Submission } from '@codequest/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DRAFT_SAVE_DELAY_MS } from '@/config/constants';
import { draftQueryOptions, useDraft } from '../api/get-draft';
import { saveDraft } from '../api/save-draft';
import { openingCode } from '../utils/opening-code';

/**
 * The code in the editor for one puzzle and language: the saved draft when there is one, else the starter
 * code; on a solved puzzle, in the language it was solved in, the accepted code unless a draft was saved
 * after it. Changes are saved to the server DRAFT_SAVE_DELAY_MS after the learner stops typing, and at once
 * when the puzzle or language changes or the page goes away.
 */

export type DraftSaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

interface PendingSave {
  puzzleId: number;
  language: Language;
  code: string;
}

export function useEditorCode(puzzle: Puzzle, language: Language, accepted: Submission | null = null) {
  const queryClient = useQueryClient();
  const draft = useDraft(puzzle.id, language);
  const [version, setVersion] = useState(0);
  const [saveState, setSaveState] = useState<DraftSaveState>('idle');
  const code = useRef<string | null>(null);
  const pending = useRef<PendingSave | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestSave = useRef(0);

  const starterCode = puzzle.starterCode[language];
  const ready = !draft.isPending;
  // A draft that failed to load leaves the starter code: the learner can still work (and save over it).
  const initialCode = openingCode(draft.data, accepted, language, starterCode);

  const flush = useCallback(
    ({ keepalive = false }: { keepalive?: boolean } = {}) => {
      clearTimeout(timer.current);
      const save = pending.current;
      if (!save) return;
      pending.current = null;
      const saveId = ++latestSave.current;
      queryClient.setQueryData<Draft>(draftQueryOptions(save.puzzleId, save.language).queryKey, {
        language: save.language,
        code: save.code,
        updatedAt: new Date().toISOString(),
      });
      setSaveState('saving');
      saveDraft({ ...save, keepalive }).then(
        () => {
          if (saveId === latestSave.current && !pending.current) setSaveState('saved');
        },
        () => {
          if (saveId === latestSave.current) setSaveState('error');
        },
      );
    },
    [queryClient],
  );

  const schedule = useCallback(
    (save: PendingSave, delayMs: number) => {
      pending.current = save;
      setSaveState('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [flush],
  );

  // A new puzzle or language starts a new session: what was typed in the last one is saved now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the puzzle and the language are what end a session
  useEffect(() => {
    code.current = null;
    setSaveState('idle');
    return () => flush();
  }, [flush, puzzle.id, language]);

  useEffect(() => {
    const onPageHide = () => flush({ keepalive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [flush]);

  const onChange = useCallback(
    (next: string) => {
      code.current = next;
      schedule({ puzzleId: puzzle.id, language, code: next }, DRAFT_SAVE_DELAY_MS);
    },
    [schedule, puzzle.id, language],
  );

  /**
   * Puts `next` in the editor (it starts over from it) and saves it as the draft: the starter code again, or
   * code from elsewhere in the workspace (a past submission, say).
   */
  const replaceCode = useCallback(
    (next: string) => {
      code.current = next;
      // The editor starts over from the cached draft: make that the new code before it remounts.
      queryClient.setQueryData<Draft>(draftQueryOptions(puzzle.id, language).queryKey, {
        language,
        code: next,
        updatedAt: new Date().toISOString(),
      });
      setVersion((current) => current + 1);
      schedule({ puzzleId: puzzle.id, language, code: next }, 0);
    },
    [queryClient, schedule, puzzle.id, language],
  );

  const resetToStarter = useCallback(() => replaceCode(starterCode), [replaceCode, starterCode]);

  return {
    ready,
    initialCode,
    /** Changes when the editor must start over (a reset to the starter code). */
    editorKey: `${puzzle.id}:${language}:${version}`,
    onChange,
    replaceCode,
    resetToStarter,
    saveState,
    /** The code as it is now. */
    currentCode: () => code.current ?? initialCode,
  };
}
