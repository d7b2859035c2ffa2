import { ASSIGNMENT_STATUS_LABELS, type AssignmentStatus } from '@codequest/contracts';
import { CircleCheck, CircleDashed, Clock, Pencil } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** A status by colour AND icon and words: colour alone would say nothing to some readers. */
export const STATUS_LOOKS: Record<
  AssignmentStatus,
  { icon: typeof Clock; variant: 'success' | 'warning' | 'brand' | 'secondary' }
> = {
  on_time: { icon: CircleCheck, variant: 'success' },
  late: { icon: Clock, variant: 'warning' },
  attempted: { icon: Pencil, variant: 'brand' },
  not_started: { icon: CircleDashed, variant: 'secondary' },
};

export function StatusBadge({ status, detail }: { status: AssignmentStatus; detail?: string }) {
  const { icon: Icon, variant } = STATUS_LOOKS[status];
  return (
    <Badge variant={variant} data-status={status}>
      <Icon aria-hidden="true" />
      {ASSIGNMENT_STATUS_LABELS[status]}
      {detail ? <span className="font-normal">{detail}</span> : null}
    </Badge>
  );
}
