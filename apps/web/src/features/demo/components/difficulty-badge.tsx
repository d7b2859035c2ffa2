import { Badge } from '@/components/ui/badge';
import type { DemoDifficulty } from '../data';

const VARIANTS = { Easy: 'success', Medium: 'warning', Hard: 'danger' } as const;

export function DifficultyBadge({ difficulty }: { difficulty: DemoDifficulty }) {
  return <Badge variant={VARIANTS[difficulty]}>{difficulty}</Badge>;
}
