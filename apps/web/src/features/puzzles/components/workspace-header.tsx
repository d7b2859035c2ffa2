import type { PuzzleSummary } from '@codequest/contracts';
import { ChevronRight, CircleCheck, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { DifficultyBadge } from '@/components/puzzles/difficulty-badge';
import { Stars } from '@/components/puzzles/stars';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { WORKSPACE_MESSAGES } from '@/config/workspace-messages';

/** The open puzzle's title row: track, title, difficulty, reward and stars; Next and Close. */
export function WorkspaceHeader({
  puzzle,
  categoryName,
  listButton,
  hasNext,
  onNext,
  onClose,
}: {
  puzzle: PuzzleSummary;
  categoryName: string;
  /** Opens the puzzle list where it is not shown beside the workspace. */
  listButton: ReactNode;
  hasNext: boolean;
  onNext: () => void;
  onClose: () => void;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="flex min-w-0 items-start gap-3">
        {listButton}
        <div className="min-w-0">
          <p className="text-xs font-medium text-muted-foreground">{categoryName}</p>
          <h1 className="truncate text-xl font-bold tracking-tight sm:text-2xl">{puzzle.title}</h1>
          <div className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <DifficultyBadge difficulty={puzzle.difficulty} />
            <Reward puzzle={puzzle} />
            <Stars count={puzzle.stars} />
            {puzzle.progress.status === 'completed' ? (
              <Badge variant="success">
                <CircleCheck aria-hidden="true" />
                Solved
              </Badge>
            ) : null}
          </div>
        </div>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onNext} disabled={!hasNext}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden="true" />
          Close
        </Button>
      </div>
    </div>
  );
}

/**
 * The puzzle's points, or while unsolved what solving it earns now: less for each hint revealed, nothing once
 * the solution was seen, with the reason beside it.
 */
function Reward({ puzzle }: { puzzle: PuzzleSummary }) {
  const { progress, points } = puzzle;
  if (progress.status === 'completed' || progress.reward === points)
    return <Badge variant="brand">{points} XP</Badge>;
  const why = progress.solutionSeen
    ? WORKSPACE_MESSAGES.rewardSolutionSeen
    : WORKSPACE_MESSAGES.rewardAfterHints(puzzle.hints.length);
  return (
    <>
      <Badge variant="brand" data-testid="puzzle-reward">
        {progress.reward} XP <s className="font-normal opacity-70">{points}</s>
      </Badge>
      <span>{why}</span>
    </>
  );
}
