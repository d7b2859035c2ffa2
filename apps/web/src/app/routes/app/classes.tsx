import { GraduationCap } from 'lucide-react';
import { useLocation } from 'wouter';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { CLASS_TEXTS } from '@/config/messages';
import { classPath } from '@/config/paths';
import { MyAssignments } from '@/features/assignments/components/my-assignments';
import { useClasses } from '@/features/classes/api/get-classes';
import { ClassList } from '@/features/classes/components/class-list';
import { CreateClassForm } from '@/features/classes/components/create-class-form';
import { JoinCodeForm } from '@/features/classes/components/join-code-form';
import { toast } from '@/hooks/use-toast';
import { useCurrentUser } from '@/lib/auth';

/** /classes: the caller's classes, a join-by-code field for everyone, and the create form for teachers. */
export function ClassesRoute() {
  const user = useCurrentUser();
  const classes = useClasses();
  const [, navigate] = useLocation();
  const teaches = user.isTeacher || user.isAdmin;
  return (
    <div className="mx-auto grid max-w-3xl min-w-0 animate-fade-in gap-8">
      <PageHeader icon={<GraduationCap />} title={CLASS_TEXTS.title} description={CLASS_TEXTS.description} />
      {classes.isPending ? (
        <div
          role="status"
          className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground"
        >
          <Spinner /> Loading your classes
        </div>
      ) : classes.isError ? (
        <LoadFailed
          message="Your classes could not be loaded."
          onRetry={() => classes.refetch()}
          retrying={classes.isFetching}
        />
      ) : (
        <ClassList classes={classes.data.items} />
      )}
      <MyAssignments timeZone={user.timeZone} />
      <div className="rounded-2xl border border-border bg-card p-4 sm:p-5">
        <JoinCodeForm
          onJoined={(classId) => {
            toast({ title: CLASS_TEXTS.joined, variant: 'success' });
            navigate(classPath(classId));
          }}
        />
      </div>
      {teaches ? (
        <div className="rounded-2xl border border-border bg-card p-4 sm:p-5">
          <CreateClassForm
            onCreated={(created) => {
              toast({ title: CLASS_TEXTS.created, variant: 'success' });
              navigate(classPath(created.id));
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
