import type { Assignment } from '@codequest/contracts';
import { Link } from 'wouter';
import { ConfirmButton } from '@/components/confirm-button';
import { Button } from '@/components/ui/button';
import { ASSIGNMENT_TEXTS } from '@/config/messages';
import { assignmentProgressPath } from '@/config/paths';
import { formatInZone } from '@/lib/zoned-time';
import { useDeleteAssignment } from '../api/delete-assignment';
import { StatusBadge } from './status-badge';

/**
 * Assignments with their opening and due times in the viewer's zone. Teachers get a link to each grid (and
 * Delete); learners see their own status per puzzle.
 */
export function AssignmentList({
  items,
  timeZone,
  teaching,
  showClass = false,
  onEdit,
}: {
  items: Assignment[];
  timeZone: string;
  teaching: boolean;
  showClass?: boolean;
  /** Teachers: opens the form on this assignment. */
  onEdit?: (assignment: Assignment) => void;
}) {
  const remove = useDeleteAssignment();
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{ASSIGNMENT_TEXTS.none}</p>;
  return (
    <ul className="grid gap-3" aria-label={ASSIGNMENT_TEXTS.listTitle}>
      {items.map((assignment) => (
        <li
          key={assignment.id}
          data-assignment={assignment.title}
          className="grid min-w-0 gap-2 rounded-xl border border-border p-3 [overflow-wrap:anywhere]"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold">
              {assignment.title}
              {showClass ? (
                <span className="font-normal text-muted-foreground"> · {assignment.className}</span>
              ) : null}
            </h3>
            <p className="text-sm">
              {ASSIGNMENT_TEXTS.due}{' '}
              <time dateTime={assignment.dueAt}>{formatInZone(assignment.dueAt, timeZone)}</time>
            </p>
          </div>
          <p className="text-xs text-muted-foreground">
            {ASSIGNMENT_TEXTS.opens} {formatInZone(assignment.opensAt, timeZone)} ·{' '}
            {assignment.lateSolvesCount ? ASSIGNMENT_TEXTS.lateCounts : ASSIGNMENT_TEXTS.lateDoesNotCount}
          </p>
          <ul className="grid gap-1">
            {assignment.puzzles.map((puzzle) => (
              <li key={puzzle.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="min-w-0">{puzzle.title}</span>
                {puzzle.myStatus ? <StatusBadge status={puzzle.myStatus} /> : null}
              </li>
            ))}
          </ul>
          {teaching ? (
            <div className="flex flex-wrap gap-2">
              <Button asChild size="sm">
                <Link href={assignmentProgressPath(assignment.classId, assignment.id)}>
                  {ASSIGNMENT_TEXTS.openGrid}
                </Link>
              </Button>
              {onEdit ? (
                <Button size="sm" variant="outline" onClick={() => onEdit(assignment)}>
                  {ASSIGNMENT_TEXTS.edit}
                </Button>
              ) : null}
              <ConfirmButton
                size="sm"
                variant="outline"
                disabled={remove.isPending}
                title={ASSIGNMENT_TEXTS.delete}
                description={ASSIGNMENT_TEXTS.deleteConfirm}
                confirmLabel={ASSIGNMENT_TEXTS.delete}
                onConfirm={() => remove.mutate({ classId: assignment.classId, assignmentId: assignment.id })}
              >
                {ASSIGNMENT_TEXTS.delete}
              </ConfirmButton>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
