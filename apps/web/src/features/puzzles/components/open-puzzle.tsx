import { DEFAULT_LANGUAGE, type Language, type PuzzleSummary } from '@codequest/contracts';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { WORKSPACE_MESSAGES } from '@/config/workspace-messages';
import { useAcceptedSubmission } from '../api/get-accepted-code';
import { draftQueryOptions } from '../api/get-draft';
import { usePuzzle } from '../api/get-puzzle';
import { lastLanguage, puzzleLanguage, rememberLanguage } from '../utils/workspace-memory';
import { PuzzleWorkspace } from './puzzle-workspace';

/**
 * The open puzzle: its summary comes from the polled list, the rest (statement, examples, starter code)
 * from the puzzle itself, fetched once and cached. The list's progress is the fresher one (it is polled), so
 * it wins; revealed hints show at once from the puzzle's own cache. The learner's draft is asked for together
 * with the puzzle, not after it: the editor needs both.
 *
 * It opens in the language the learner last used on it in this browser; a puzzle solved before, in the
 * language of its accepted submission (and on that code: the workspace's editor decides); any other in the
 * language they last used anywhere, else the screen's (Java by default). A puzzle that does not offer that
 * language opens in one it offers (Java first, as everywhere); the learner's choice comes back on one that does.
 */
export function OpenPuzzle({
  userId,
  summary,
  language,
  onLanguageChange,
  onSolved,
}: {
  userId: number;
  summary: PuzzleSummary;
  language: Language;
  onLanguageChange: (language: Language) => void;
  onSolved: () => void;
}) {
  const query = usePuzzle(summary.id);
  // Decided once, when the puzzle opens: an accept while it is open changes nothing in the editor.
  const [solvedAtOpen] = useState(() => summary.progress.status === 'completed');
  const [lastAnywhere] = useState(() => lastLanguage(userId));
  const [chosen, setChosen] = useState<Language | null>(() => puzzleLanguage(userId, summary.id));
  const acceptedQuery = useAcceptedSubmission(summary.id, { enabled: solvedAtOpen && chosen === null });
  const accepted = solvedAtOpen ? (acceptedQuery.data ?? null) : null;
  const waitingForAccepted = solvedAtOpen && chosen === null && acceptedQuery.isPending;
  const wanted = chosen ?? accepted?.language ?? lastAnywhere ?? language;
  usePrefetchQuery(draftQueryOptions(summary.id, wanted));
  const shown = query.data && !waitingForAccepted ? offeredLanguage(query.data.languages, wanted) : null;

  useEffect(() => {
    if (shown !== null) rememberLanguage(userId, summary.id, shown);
  }, [userId, summary.id, shown]);

  if (query.isPending || waitingForAccepted) return <PuzzleLoading />;
  if (query.isError) return <PuzzleLoadFailed onRetry={() => void query.refetch()} />;
  const detail = query.data;
  const puzzle = {
    ...detail,
    progress: summary.progress,
    isUnlocked: summary.isUnlocked,
    hints: summary.hints.length > detail.hints.length ? summary.hints : detail.hints,
  };
  return (
    <PuzzleWorkspace
      puzzle={puzzle}
      language={shown ?? offeredLanguage(detail.languages, wanted)}
      onLanguageChange={(next) => {
        setChosen(next);
        onLanguageChange(next);
      }}
      onSolved={onSolved}
      accepted={accepted}
    />
  );
}

/** The language to open in: the one wanted if the puzzle offers it, else Java, else the first it offers. */
export function offeredLanguage(offered: readonly Language[], wanted: Language): Language {
  if (offered.includes(wanted)) return wanted;
  return offered.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : (offered[0] ?? DEFAULT_LANGUAGE);
}

export function PuzzleLoading() {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-24 text-sm text-muted-foreground">
      <Spinner /> Loading the puzzle
    </div>
  );
}

export function PuzzleLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert variant="destructive" className="h-fit">
      <AlertDescription className="flex flex-wrap items-center gap-3">
        {WORKSPACE_MESSAGES.puzzleFailed}
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
