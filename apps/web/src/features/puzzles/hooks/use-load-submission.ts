import { LANGUAGE_TABLE, type Language, type Puzzle, type Submission } from '@codequest/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { draftQueryOptions } from '../api/get-draft';
import { saveDraft } from '../api/save-draft';

/**
 * "Load into editor" for a past submission: its code becomes the editor's (in its own language, which the
 * editor switches to), saved as the draft. When that would lose code the learner wrote (not the starter, not
 * this same code), `pending` holds the submission until they confirm. The paste rule is not in the way: this
 * is the learner's own code.
 */
export function useLoadSubmission({
  puzzle,
  language,
  currentCode,
  replaceCode,
  onLanguageChange,
  onLoaded,
}: {
  puzzle: Puzzle;
  language: Language;
  currentCode: () => string;
  replaceCode: (code: string) => void;
  onLanguageChange: (language: Language) => void;
  onLoaded: () => void;
}) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Submission | null>(null);

  /** The code the load would replace: the editor's, or the saved draft of the submission's language. */
  async function codeReplaced(submission: Submission): Promise<string | null> {
    if (submission.language === language) return currentCode();
    try {
      const draft = await queryClient.fetchQuery(draftQueryOptions(puzzle.id, submission.language));
      return draft.code;
    } catch {
      return null;
    }
  }

  function load(submission: Submission) {
    if (submission.language === language) {
      replaceCode(submission.code);
    } else {
      // The other language's editor opens on its cached draft: make that the submission's code first.
      queryClient.setQueryData(draftQueryOptions(puzzle.id, submission.language).queryKey, {
        language: submission.language,
        code: submission.code,
        updatedAt: new Date().toISOString(),
      });
      saveDraft({ puzzleId: puzzle.id, language: submission.language, code: submission.code }).catch(() =>
        toast({
          title: 'Draft Not Saved',
          description:
            'The code is in the editor, but it could not be saved yet. It will be saved as you type.',
          variant: 'destructive',
        }),
      );
      onLanguageChange(submission.language);
    }
    toast({
      title: 'Loaded Into the Editor',
      description: `Your ${LANGUAGE_TABLE[submission.language].name} submission is in the editor.`,
    });
    onLoaded();
  }

  async function request(submission: Submission) {
    const replaced = await codeReplaced(submission);
    const starter = puzzle.starterCode[submission.language];
    const wouldLose =
      replaced !== null && replaced.trim() !== '' && replaced !== starter && replaced !== submission.code;
    if (wouldLose) setPending(submission);
    else load(submission);
  }

  return {
    /** The submission waiting for the learner's yes. */
    pending,
    request: (submission: Submission) => void request(submission),
    confirm: () => {
      if (pending) load(pending);
      setPending(null);
    },
    cancel: () => setPending(null),
  };
}
