import type { PuzzleSummary } from '@codequest/contracts';
import { CircleCheck, Lock, Play } from 'lucide-react';
import { difficultyLabel } from '@/components/puzzles/difficulty-badge';
import { cn } from '@/lib/utils';
import { formatDayInZone } from '@/lib/zoned-time';

type Marker = 'completed' | 'locked' | 'open';

const MARKERS: Record<Marker, { icon: typeof Play; label: string; tone: string }> = {
  completed: { icon: CircleCheck, label: 'Completed', tone: 'bg-emerald-400/15 text-emerald-300' },
  locked: { icon: Lock, label: 'Locked', tone: 'bg-muted text-muted-foreground' },
  open: { icon: Play, label: 'Not solved yet', tone: 'bg-violet-500/15 text-violet-300' },
};

const DIFFICULTY_TONES = {
  easy: 'text-emerald-300',
  medium: 'text-amber-200',
  hard: 'text-red-300',
} as const;

export function puzzleMarker(puzzle: PuzzleSummary): Marker {
  if (puzzle.progress.status === 'completed') return 'completed';
  return puzzle.isUnlocked ? 'open' : 'locked';
}

/**
 * One puzzle in the sidebar: a lock (locked), a play icon (open) or a check (completed); completed ones get a
 * green left border (product spec, section 2).
 */
export function PuzzleListItem({
  puzzle,
  selected,
  onSelect,
  dueAt = null,
  timeZone = 'UTC',
}: {
  puzzle: PuzzleSummary;
  selected: boolean;
  onSelect: (puzzle: PuzzleSummary) => void;
  /** The next due time of a class assignment with this puzzle (ISO), shown as "due <date>". */
  dueAt?: string | null;
  timeZone?: string;
}) {
  const marker = puzzleMarker(puzzle);
  const { icon: Icon, label, tone } = MARKERS[marker];
  return (
    <button
      type="button"
      data-status={marker}
      data-title={puzzle.title}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(puzzle)}
      className={cn(
        'relative flex w-full items-center gap-3 rounded-lg border border-l-4 px-3 py-2.5 text-left transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
        marker === 'completed' ? 'border-l-emerald-400' : 'border-l-transparent',
        selected
          ? 'border-y-brand/40 border-r-brand/40 bg-violet-500/15'
          : 'border-y-transparent border-r-transparent hover:bg-accent',
      )}
    >
      <span className={cn('flex size-7 shrink-0 items-center justify-center rounded-full', tone)}>
        <Icon aria-hidden="true" className="size-3.5" />
      </span>
      <span className="min-w-0 flex-1">
        <span
          className={cn('block truncate text-sm font-medium', marker === 'locked' && 'text-muted-foreground')}
        >
          {puzzle.title}
        </span>
        <span className="mt-0.5 flex items-center gap-1.5 text-xs text-muted-foreground">
          <span className={DIFFICULTY_TONES[puzzle.difficulty]}>{difficultyLabel(puzzle.difficulty)}</span>
          <span aria-hidden="true">·</span>
          {puzzle.points} XP
          {puzzle.personal ? (
            <>
              <span aria-hidden="true">·</span>
              <span className="text-violet-300">Practice</span>
            </>
          ) : null}
          {dueAt && marker !== 'completed' ? (
            <>
              <span aria-hidden="true">·</span>
              <span className="text-amber-200" data-due={dueAt}>
                due {formatDayInZone(dueAt, timeZone)}
              </span>
            </>
          ) : null}
          <span className="sr-only">, {label}</span>
        </span>
      </span>
    </button>
  );
}
