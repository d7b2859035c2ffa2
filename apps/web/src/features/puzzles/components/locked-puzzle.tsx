import type { PuzzleSummary } from '@codequest/contracts';
import { Lock, Play } from 'lucide-react';
import { difficultyLabel } from '@/components/puzzles/difficulty-badge';
import { Progress } from '@/components/ui/progress';
import { unlockRequirement } from '../utils/puzzle-list';

/** A locked puzzle cannot be opened for solving: say what unlocks it, and offer the puzzles that count. */
export function LockedPuzzle({
  puzzle,
  puzzles,
  categoryName,
  onOpen,
}: {
  puzzle: PuzzleSummary;
  puzzles: PuzzleSummary[];
  categoryName: string;
  onOpen: (puzzle: PuzzleSummary) => void;
}) {
  const requirement = unlockRequirement(puzzle, puzzles);
  return (
    <section
      aria-labelledby="locked-heading"
      className="mx-auto flex w-full max-w-xl flex-col items-center rounded-2xl border border-border bg-card px-6 py-10 text-center"
    >
      <span className="flex size-16 items-center justify-center rounded-2xl bg-muted text-muted-foreground ring-1 ring-border ring-inset">
        <Lock aria-hidden="true" className="size-8" />
      </span>
      <h2 id="locked-heading" className="mt-5 text-xl font-semibold">
        This puzzle is locked
      </h2>
      {requirement ? (
        <>
          <p className="mt-2 text-muted-foreground">
            Solve {requirement.needed} {difficultyLabel(requirement.difficulty).toLowerCase()} puzzles in{' '}
            {categoryName} to unlock {difficultyLabel(puzzle.difficulty).toLowerCase()} puzzles.
          </p>
          <div className="mt-6 w-full max-w-xs">
            <Progress
              value={(Math.min(requirement.solved, requirement.needed) / requirement.needed) * 100}
              aria-label="Progress towards unlocking"
            />
            <p className="mt-2 text-sm text-muted-foreground">
              <span className="font-semibold text-foreground">
                {Math.min(requirement.solved, requirement.needed)} of {requirement.needed}
              </span>{' '}
              solved
            </p>
          </div>
          {requirement.candidates.length > 0 ? (
            <div className="mt-8 w-full text-left">
              <h3 className="text-sm font-semibold text-muted-foreground">Puzzles that count</h3>
              <ul className="mt-2 grid gap-2">
                {requirement.candidates.slice(0, 3).map((candidate) => (
                  <li key={candidate.id}>
                    <button
                      type="button"
                      onClick={() => onOpen(candidate)}
                      className="flex w-full items-center gap-3 rounded-xl border border-border bg-surface px-4 py-3 text-left text-sm transition-colors hover:border-brand/40 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <Play aria-hidden="true" className="size-4 text-violet-300" />
                      <span className="flex-1 font-medium">{candidate.title}</span>
                      <span className="text-xs text-muted-foreground">{candidate.points} XP</span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-muted-foreground">Solve easier puzzles in {categoryName} to unlock it.</p>
      )}
    </section>
  );
}
