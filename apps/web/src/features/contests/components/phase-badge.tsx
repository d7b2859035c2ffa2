import type { ContestPhase } from '@codequest/contracts';
import { Badge } from '@/components/ui/badge';
import { CONTEST_TEXTS } from '@/config/messages';

const VARIANTS = { running: 'success', upcoming: 'brand', ended: 'secondary' } as const;

/** Upcoming, Running or Ended, in words and colour. */
export function PhaseBadge({ phase }: { phase: ContestPhase }) {
  return (
    <Badge variant={VARIANTS[phase]} data-phase={phase}>
      {CONTEST_TEXTS.phases[phase]}
    </Badge>
  );
}
