import { ArrowLeft, GraduationCap, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CLASS_TEXTS } from '@/config/messages';
import { paths } from '@/config/paths';
import { ClassAssignments } from '@/features/assignments/components/class-assignments';
import { useClass } from '@/features/classes/api/get-class';
import { AddTeacherForm } from '@/features/classes/components/add-teacher-form';
import { ClassDetails } from '@/features/classes/components/class-details';
import { ClassPuzzles } from '@/features/classes/components/class-puzzles';
import { ClassRoster } from '@/features/classes/components/class-roster';
import { CreateClassForm } from '@/features/classes/components/create-class-form';
import { JoinLinkPanel } from '@/features/classes/components/join-link-panel';
import { LeaveClassButton } from '@/features/classes/components/leave-class-button';
import { SimilarityForm } from '@/features/similarity/components/similarity-form';
import { toast } from '@/hooks/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { NotFoundRoute } from './not-found';

/** /classes/:id: teachers see the code, its link and the roster; learners the class, its teachers, Leave. */
export function ClassPageRoute() {
  const params = useParams<{ id: string }>();
  const classId = /^[0-9]{1,10}$/.test(params.id ?? '') ? Number(params.id) : null;
  if (classId === null) return <NotFoundRoute />;
  return <ClassPage classId={classId} />;
}

function ClassPage({ classId }: { classId: number }) {
  const user = useCurrentUser();
  const item = useClass(classId);
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  return (
    <div className="mx-auto grid max-w-3xl min-w-0 animate-fade-in gap-6">
      <Link
        href={paths.classes}
        className="flex items-center gap-2 justify-self-start text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {CLASS_TEXTS.backToClasses}
      </Link>
      {item.isPending ? (
        <div
          role="status"
          className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground"
        >
          <Spinner /> Loading the class
        </div>
      ) : item.isError ? (
        <LoadFailed
          message={serverMessageOr(item.error, CLASS_TEXTS.loadFailed)}
          onRetry={() => item.refetch()}
          retrying={item.isFetching}
        />
      ) : (
        <>
          <div className="flex min-w-0 flex-wrap items-start justify-between gap-3 [overflow-wrap:anywhere]">
            <PageHeader icon={<GraduationCap />} title={item.data.name} />
            {item.data.teaching && !editing ? (
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                {CLASS_TEXTS.editClass}
              </Button>
            ) : null}
          </div>
          {editing ? (
            <div className="rounded-2xl border border-border bg-card p-4 sm:p-5">
              <CreateClassForm
                item={item.data}
                onCreated={() => {
                  setEditing(false);
                  toast({ title: CLASS_TEXTS.saved, variant: 'success' });
                }}
                onCancel={() => setEditing(false)}
              />
            </div>
          ) : null}
          <ClassDetails item={item.data} />
          <ClassAssignments
            classId={item.data.id}
            teaching={item.data.teaching !== null}
            timeZone={user.timeZone}
          />
          {item.data.teaching ? (
            <>
              <ClassPuzzles classId={item.data.id} />
              <JoinLinkPanel classId={item.data.id} teaching={item.data.teaching} />
              <ClassRoster classId={item.data.id} members={item.data.teaching.members} viewerId={user.id} />
              <div className="rounded-2xl border border-border bg-card p-4 sm:p-5">
                <AddTeacherForm classId={item.data.id} />
              </div>
              <div className="rounded-2xl border border-border bg-card p-4 sm:p-5">
                <SimilarityForm classId={item.data.id} />
              </div>
            </>
          ) : null}
          {/* The last teacher cannot leave (the server says so too): only those who may are offered it. */}
          {item.data.myRole === 'learner' ||
          (item.data.myRole === 'teacher' && item.data.teachers.length > 1) ? (
            <div>
              <LeaveClassButton
                classId={item.data.id}
                onLeft={() => navigate(paths.classes, { replace: true })}
              />
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
