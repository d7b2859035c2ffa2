import { HINT_XP_COST, type Puzzle } from '@codequest/contracts';
import { Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { WORKSPACE_MESSAGES } from '@/config/workspace-messages';
import { toast } from '@/hooks/use-toast';
import { useRevealHint } from '../api/reveal-hint';
import { InlineText } from './problem-statement';

/**
 * The puzzle's hints, one at a time. The server sends only the hints this learner has revealed (with the
 * puzzle) and how many there are; each one revealed before solving costs HINT_XP_COST of the puzzle's
 * reward, so the cost is shown before a hint is revealed; once solved, hints are free to read.
 */
export function HintDialog({
  puzzle,
  open,
  onOpenChange,
}: {
  puzzle: Puzzle;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // What solving earns now, as the server said on the last reveal (it knows whether the solution was seen).
  const [reward, setReward] = useState<number | undefined>(undefined);
  const reveal = useRevealHint({
    onError: () => toast({ ...WORKSPACE_MESSAGES.hintFailed, variant: 'destructive' }),
  });
  const revealed = puzzle.hints;
  const solved = puzzle.progress.status === 'completed';
  const next = revealed.length + 1;
  const hasMore = next <= puzzle.hintCount;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader className="flex-row items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-400/15 text-amber-200">
            <Lightbulb aria-hidden="true" className="size-5" />
          </span>
          <div>
            <DialogTitle>Hints</DialogTitle>
            <DialogDescription>{puzzle.title}</DialogDescription>
          </div>
        </DialogHeader>

        {puzzle.hintCount === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
            {WORKSPACE_MESSAGES.noHints}
          </p>
        ) : (
          <>
            {revealed.length > 0 ? (
              <ol aria-label="Revealed hints" className="grid gap-2">
                {revealed.map((hint, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: hints are revealed in order and never move
                  <li key={index} className="rounded-xl border border-amber-300/25 bg-amber-300/5 p-4">
                    <p className="text-xs font-semibold text-amber-200">Hint {index + 1}</p>
                    <p className="mt-1 text-sm leading-relaxed">
                      <InlineText text={hint} />
                    </p>
                  </li>
                ))}
              </ol>
            ) : null}

            {hasMore ? (
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface p-4">
                <div className="text-sm">
                  <p className="font-medium">
                    Hint {next} of {puzzle.hintCount}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {solved
                      ? 'You solved this puzzle: hints are free.'
                      : `Revealing it takes ${HINT_XP_COST} XP off this puzzle's reward.`}
                  </p>
                </div>
                <Button
                  onClick={() =>
                    reveal.mutate(
                      { puzzleId: puzzle.id, n: next },
                      { onSuccess: (result) => setReward(result.reward) },
                    )
                  }
                  disabled={reveal.isPending}
                >
                  {reveal.isPending ? <Spinner /> : <Lightbulb aria-hidden="true" />}
                  Reveal Hint {next}
                  {solved ? null : (
                    <Badge variant="outline" className="ml-1 border-white/30 bg-black/25 text-white">
                      -{HINT_XP_COST} XP
                    </Badge>
                  )}
                </Button>
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">That was the last hint for this puzzle.</p>
            )}

            {reward !== undefined && !solved ? (
              <p className="text-xs text-muted-foreground" data-testid="hint-reward">
                Solving this puzzle now earns {reward} XP.
              </p>
            ) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
