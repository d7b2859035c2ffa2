import { ASSIGNMENT_TEXTS } from '@/config/messages';
import { useMyAssignments } from '../api/get-my-assignments';
import { AssignmentList } from './assignment-list';

/** /classes for a learner: their assignments across classes, due dates in their zone, status per puzzle. */
export function MyAssignments({ timeZone }: { timeZone: string }) {
  const assignments = useMyAssignments();
  if (!assignments.data || assignments.data.items.length === 0) return null;
  return (
    <section
      aria-labelledby="my-assignments-heading"
      className="grid min-w-0 gap-3 rounded-2xl border border-border bg-card p-4 sm:p-5"
    >
      <h2 id="my-assignments-heading" className="text-lg font-semibold">
        {ASSIGNMENT_TEXTS.mineTitle}
      </h2>
      <AssignmentList items={assignments.data.items} timeZone={timeZone} teaching={false} showClass />
    </section>
  );
}
