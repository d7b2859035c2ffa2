import { ArrowLeft, FilePlus2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { CLASS_PUZZLE_TEXTS, CLASS_TEXTS } from '@/config/messages';
import { classPath } from '@/config/paths';
import { classPuzzleTarget, useClassPuzzle } from '@/features/classes/api/class-puzzles';
import { useClass } from '@/features/classes/api/get-class';
import { serverMessageOr } from '@/lib/api-client';
import { NotFoundRoute } from './not-found';

// The panel's form, loaded only by those who open it (as in the admin panel).
const PuzzleForm = lazy(() =>
  import('@/features/admin/components/puzzle-form').then((module) => ({ default: module.PuzzleForm })),
);

const ID = /^[0-9]{1,10}$/;

/**
 * /classes/:id/puzzles/new and /classes/:id/puzzles/:puzzleId: a class's teachers make or edit a puzzle of
 * the class's own with the admin panel's form (the same proof by the judge), saved under the class.
 */
export function ClassPuzzleRoute() {
  const params = useParams<{ id: string; puzzleId: string }>();
  if (!ID.test(params.id ?? '')) return <NotFoundRoute />;
  const classId = Number(params.id);
  if (params.puzzleId === 'new') return <ClassPuzzlePage classId={classId} puzzleId={null} />;
  if (!ID.test(params.puzzleId ?? '')) return <NotFoundRoute />;
  return <ClassPuzzlePage classId={classId} puzzleId={Number(params.puzzleId)} />;
}

function ClassPuzzlePage({ classId, puzzleId }: { classId: number; puzzleId: number | null }) {
  const item = useClass(classId);
  const [, navigate] = useLocation();
  const back = () => navigate(classPath(classId));
  return (
    <div className="mx-auto grid max-w-5xl min-w-0 animate-fade-in gap-6">
      <Link
        href={classPath(classId)}
        className="flex items-center gap-2 justify-self-start text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {CLASS_PUZZLE_TEXTS.backToClass}
      </Link>
      {item.isPending ? (
        <Loading label={CLASS_PUZZLE_TEXTS.loading} />
      ) : item.isError ? (
        <LoadFailed
          message={serverMessageOr(item.error, CLASS_TEXTS.loadFailed)}
          onRetry={() => item.refetch()}
          retrying={item.isFetching}
        />
      ) : puzzleId === null ? (
        <>
          <div className="min-w-0 [overflow-wrap:anywhere]">
            <PageHeader icon={<FilePlus2 />} title={CLASS_PUZZLE_TEXTS.newTitle(item.data.name)} />
          </div>
          <Suspense fallback={<Loading label={CLASS_PUZZLE_TEXTS.loading} />}>
            <PuzzleForm target={classPuzzleTarget(classId)} onSaved={back} />
          </Suspense>
        </>
      ) : (
        <EditClassPuzzle classId={classId} puzzleId={puzzleId} onSaved={back} />
      )}
    </div>
  );
}

function EditClassPuzzle({
  classId,
  puzzleId,
  onSaved,
}: {
  classId: number;
  puzzleId: number;
  onSaved: () => void;
}) {
  const puzzle = useClassPuzzle(classId, puzzleId);
  if (puzzle.isPending) return <Loading label={CLASS_PUZZLE_TEXTS.loading} />;
  if (puzzle.isError)
    return (
      <LoadFailed
        message={serverMessageOr(puzzle.error, CLASS_PUZZLE_TEXTS.loadFailed)}
        onRetry={() => puzzle.refetch()}
        retrying={puzzle.isFetching}
      />
    );
  return (
    <>
      <div className="min-w-0 [overflow-wrap:anywhere]">
        <PageHeader icon={<FilePlus2 />} title={CLASS_PUZZLE_TEXTS.editTitle(puzzle.data.title)} />
      </div>
      <Suspense fallback={<Loading label={CLASS_PUZZLE_TEXTS.loading} />}>
        <PuzzleForm
          key={puzzle.data.id}
          puzzle={puzzle.data}
          target={classPuzzleTarget(classId)}
          onSaved={onSaved}
        />
      </Suspense>
    </>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
      <Spinner /> {label}
    </div>
  );
}
