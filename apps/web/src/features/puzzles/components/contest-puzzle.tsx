import { DEFAULT_LANGUAGE, type Language } from '@codequest/contracts';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useContestPuzzle } from '../api/get-contest-puzzle';
import { draftQueryOptions } from '../api/get-draft';
import { lastLanguage, puzzleLanguage, rememberLanguage } from '../utils/workspace-memory';
import { offeredLanguage, PuzzleLoadFailed, PuzzleLoading } from './open-puzzle';
import { PuzzleWorkspace, type WorkspaceContest } from './puzzle-workspace';

/**
 * A contest's problem in the workspace: the puzzle opened through its contest (`?contestId=`), in the
 * language last used on it (or anywhere), its runs and submits made in the contest.
 */
export function ContestPuzzle({
  userId,
  puzzleId,
  contest,
  onSolved,
}: {
  userId: number;
  puzzleId: number;
  contest: WorkspaceContest;
  onSolved: () => void;
}) {
  const query = useContestPuzzle(puzzleId, contest.id);
  const [wanted, setWanted] = useState<Language>(
    () => puzzleLanguage(userId, puzzleId) ?? lastLanguage(userId) ?? DEFAULT_LANGUAGE,
  );
  usePrefetchQuery(draftQueryOptions(puzzleId, wanted));
  const shown = query.data ? offeredLanguage(query.data.languages, wanted) : null;

  useEffect(() => {
    if (shown !== null) rememberLanguage(userId, puzzleId, shown);
  }, [userId, puzzleId, shown]);

  if (query.isPending) return <PuzzleLoading />;
  if (query.isError) return <PuzzleLoadFailed onRetry={() => void query.refetch()} />;
  return (
    <PuzzleWorkspace
      key={query.data.id}
      puzzle={query.data}
      language={shown ?? offeredLanguage(query.data.languages, wanted)}
      onLanguageChange={setWanted}
      onSolved={onSolved}
      contest={contest}
    />
  );
}
