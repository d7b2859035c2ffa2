import type { PuzzleSummary } from '@codequest/contracts';
import { ChevronRight, CircleCheck, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { DifficultyBadge } from '@/components/puzzles/difficulty-badge';
import { Stars } from '@/components/puzzles/stars';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/** The open puzzle's title row: track, title, difficulty, points and stars; Next and Close. */
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
            <Badge variant="brand">{puzzle.points} XP</Badge>
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
