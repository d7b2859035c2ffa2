import { DEFAULT_LANGUAGE, type Language, type PuzzleSummary } from '@codequest/contracts';
import { usePrefetchQuery } from '@tanstack/react-query';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { WORKSPACE_MESSAGES } from '@/config/workspace-messages';
import { draftQueryOptions } from '../api/get-draft';
import { usePuzzle } from '../api/get-puzzle';
import { PuzzleWorkspace } from './puzzle-workspace';

/**
 * The open puzzle: its summary comes from the polled list, the rest (statement, examples, starter code)
 * from the puzzle itself, fetched once and cached. The list's progress is the fresher one (it is polled), so
 * it wins; revealed hints show at once from the puzzle's own cache. The learner's draft is asked for together
 * with the puzzle, not after it: the editor needs both. A puzzle that does not offer the learner's language
 * opens in one it offers (Java first, as everywhere); the learner's choice comes back on a puzzle that does.
 */
export function OpenPuzzle({
  summary,
  language,
  onLanguageChange,
  onSolved,
}: {
  summary: PuzzleSummary;
  language: Language;
  onLanguageChange: (language: Language) => void;
  onSolved: () => void;
}) {
  const query = usePuzzle(summary.id);
  usePrefetchQuery(draftQueryOptions(summary.id, language));
  if (query.isPending) {
    return (
      <div
        role="status"
        className="flex items-center justify-center gap-2 py-24 text-sm text-muted-foreground"
      >
        <Spinner /> Loading the puzzle
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert variant="destructive" className="h-fit">
        <AlertDescription className="flex flex-wrap items-center gap-3">
          {WORKSPACE_MESSAGES.puzzleFailed}
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const detail = query.data;
  const offered = detail.languages;
  const shown = offered.includes(language)
    ? language
    : offered.includes(DEFAULT_LANGUAGE)
      ? DEFAULT_LANGUAGE
      : (offered[0] ?? DEFAULT_LANGUAGE);
  const puzzle = {
    ...detail,
    progress: summary.progress,
    isUnlocked: summary.isUnlocked,
    hints: summary.hints.length > detail.hints.length ? summary.hints : detail.hints,
  };
  return (
    <PuzzleWorkspace
      puzzle={puzzle}
      language={shown}
      onLanguageChange={onLanguageChange}
      onSolved={onSolved}
    />
  );
}
