import { Swords } from 'lucide-react';
import { useLocation } from 'wouter';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { CONTEST_TEXTS } from '@/config/messages';
import { contestPath } from '@/config/paths';
import { useCataloguePuzzles } from '@/features/assignments/api/get-catalogue-puzzles';
import { useClasses } from '@/features/classes/api/get-classes';
import { useContests } from '@/features/contests/api/get-contests';
import { ContestList } from '@/features/contests/components/contest-list';
import { CreateContestForm } from '@/features/contests/components/create-contest-form';
import { toast } from '@/hooks/use-toast';
import { useCurrentUser } from '@/lib/auth';

/** /contests: the contests the user may see, by phase, and the create form for teachers and administrators. */
export function ContestsRoute() {
  const user = useCurrentUser();
  const contests = useContests();
  const organises = user.isTeacher || user.isAdmin;
  return (
    <div className="mx-auto grid max-w-3xl min-w-0 animate-fade-in gap-8">
      <PageHeader icon={<Swords />} title={CONTEST_TEXTS.title} description={CONTEST_TEXTS.description} />
      {contests.isPending ? (
        <div
          role="status"
          className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground"
        >
          <Spinner /> {CONTEST_TEXTS.loading}
        </div>
      ) : contests.isError ? (
        <LoadFailed
          message={CONTEST_TEXTS.loadFailed}
          onRetry={() => contests.refetch()}
          retrying={contests.isFetching}
        />
      ) : (
        <ContestList contests={contests.data.items} timeZone={user.timeZone} />
      )}
      {organises ? <CreateContest timeZone={user.timeZone} /> : null}
    </div>
  );
}

/**
 * The create form, given the catalogue to pick problems from (the assignment form's picker asks for the same
 * list) and the classes the organiser teaches.
 */
function CreateContest({ timeZone }: { timeZone: string }) {
  const [, navigate] = useLocation();
  const puzzles = useCataloguePuzzles();
  const classes = useClasses();
  const teaching = (classes.data?.items ?? [])
    .filter((item) => item.myRole === 'teacher')
    .map((item) => ({ id: item.id, name: item.name }));
  return (
    <div className="rounded-2xl border border-border bg-card p-4 sm:p-5">
      <CreateContestForm
        timeZone={timeZone}
        puzzles={puzzles.data}
        puzzlesFailed={puzzles.isError}
        classes={teaching}
        onCreated={(created) => {
          toast({ title: CONTEST_TEXTS.created, variant: 'success' });
          navigate(contestPath(created.id));
        }}
      />
    </div>
  );
}
