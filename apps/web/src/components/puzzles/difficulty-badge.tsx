import type { Difficulty } from '@codequest/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const VARIANTS = { easy: 'success', medium: 'warning', hard: 'danger' } as const;
const LABELS: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

export const difficultyLabel = (difficulty: Difficulty): string => LABELS[difficulty];

export function DifficultyBadge({ difficulty, className }: { difficulty: Difficulty; className?: string }) {
  return (
    <Badge variant={VARIANTS[difficulty]} className={cn(className)}>
      {LABELS[difficulty]}
    </Badge>
  );
}
