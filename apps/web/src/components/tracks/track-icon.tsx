import { Brain, GitBranch, Layers } from 'lucide-react';
import type { Track } from '@/config/tracks';
import { cn } from '@/lib/utils';

const ICONS = { algorithms: GitBranch, 'data-structures': Layers, 'logic-puzzles': Brain } as const;

const TONES = {
  algorithms: 'from-violet-500/25 to-violet-500/5 text-violet-300 ring-violet-400/30',
  'data-structures': 'from-cyan-500/25 to-cyan-500/5 text-cyan-300 ring-cyan-400/30',
  'logic-puzzles': 'from-amber-500/25 to-amber-500/5 text-amber-200 ring-amber-400/30',
} as const;

export function TrackIcon({ track, className }: { track: Track['id']; className?: string }) {
  const Icon = ICONS[track];
  return (
    <span
      className={cn(
        'flex size-12 items-center justify-center rounded-xl bg-linear-to-br ring-1 ring-inset',
        TONES[track],
        className,
      )}
    >
      <Icon className="size-6" aria-hidden="true" />
    </span>
  );
}
