import { Brain, Cpu, type LucideIcon, Network, Puzzle } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A category's icon: the catalogue names a lucide icon (content/tracks.yaml); unknown names get a puzzle piece. */
const ICONS: Record<string, LucideIcon> = { cpu: Cpu, network: Network, brain: Brain };

const TONES: Record<string, string> = {
  algorithms: 'from-violet-500/25 to-violet-500/5 text-violet-300 ring-violet-400/30',
  'data-structures': 'from-cyan-500/25 to-cyan-500/5 text-cyan-300 ring-cyan-400/30',
  'logic-puzzles': 'from-amber-500/25 to-amber-500/5 text-amber-200 ring-amber-400/30',
};
const DEFAULT_TONE = 'from-slate-500/25 to-slate-500/5 text-slate-200 ring-slate-400/30';

export function CategoryIcon({
  category,
  className,
}: {
  category: { slug: string; icon: string };
  className?: string;
}) {
  const Icon = ICONS[category.icon] ?? Puzzle;
  return (
    <span
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-xl bg-linear-to-br ring-1 ring-inset',
        TONES[category.slug] ?? DEFAULT_TONE,
        className,
      )}
    >
      <Icon className="size-[50%]" aria-hidden="true" />
    </span>
  );
}
