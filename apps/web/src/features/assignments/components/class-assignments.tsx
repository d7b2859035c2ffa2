import type { Assignment } from '@codequest/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ASSIGNMENT_TEXTS } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { useClassAssignments } from '../api/get-class-assignments';
import { AssignmentForm } from './assignment-form';
import { AssignmentList } from './assignment-list';
import { ClassLeaderboard } from './class-leaderboard';

/** A class page's assignments part: the list, "New assignment" for its teachers, and the class leaderboard. */
export function ClassAssignments({
  classId,
  teaching,
  timeZone,
}: {
  classId: number;
  teaching: boolean;
  timeZone: string;
}) {
  const assignments = useClassAssignments(classId);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Assignment | null>(null);
  return (
    <>
      <section
        aria-labelledby="assignments-heading"
        className="grid min-w-0 gap-3 rounded-2xl border border-border bg-card p-4 sm:p-5"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="assignments-heading" className="text-lg font-semibold">
            {ASSIGNMENT_TEXTS.listTitle}
          </h2>
          {teaching && !creating && !editing ? (
            <Button size="sm" onClick={() => setCreating(true)}>
              {ASSIGNMENT_TEXTS.newTitle}
            </Button>
          ) : null}
        </div>
        {teaching && creating ? (
          <AssignmentForm
            classId={classId}
            timeZone={timeZone}
            onCreated={() => {
              setCreating(false);
              toast({ title: ASSIGNMENT_TEXTS.created, variant: 'success' });
            }}
          />
        ) : null}
        {teaching && editing ? (
          <AssignmentForm
            key={editing.id}
            classId={classId}
            timeZone={timeZone}
            assignment={editing}
            onCreated={() => {
              setEditing(null);
              toast({ title: ASSIGNMENT_TEXTS.updated, variant: 'success' });
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
        {assignments.data ? (
          <AssignmentList
            items={assignments.data.items}
            timeZone={timeZone}
            teaching={teaching}
            onEdit={
              teaching
                ? (assignment) => {
                    setCreating(false);
                    setEditing(assignment);
                  }
                : undefined
            }
          />
        ) : assignments.isError ? (
          <p className="text-sm text-red-300">{ASSIGNMENT_TEXTS.loadFailed}</p>
        ) : null}
      </section>
      <div className="rounded-2xl border border-border bg-card p-4 sm:p-5">
        <ClassLeaderboard classId={classId} />
      </div>
    </>
  );
}
