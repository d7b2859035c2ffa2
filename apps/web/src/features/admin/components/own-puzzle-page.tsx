import type { AdminPuzzle } from '@codequest/contracts';
import { type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { ArrowLeft, FilePlus2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { serverMessageOr } from '@/lib/api-client';
import type { PuzzleTarget } from '../api/puzzle-target';

// The panel's form, loaded only by those who open it (as in the admin panel).
const PuzzleForm = lazy(() => import('./puzzle-form').then((module) => ({ default: module.PuzzleForm })));

/** The query of one of the collection's puzzles, in full. */
type PuzzleQuery = (
  puzzleId: number,
) => UseQueryOptions<AdminPuzzle, Error, AdminPuzzle, (string | number)[]>;

/** The words of the page, by the collection (a class's, a contest's). */
export interface OwnPuzzlePageTexts {
  back: string;
  loading: string;
  ownerFailed: string;
  puzzleFailed: string;
  newTitle: (ownerName: string) => string;
  editTitle: (title: string) => string;
}

/**
 * A collection's own puzzle (a class's, a contest's) made or edited with the admin panel's form (the same
 * proof by the judge), saved under the collection; back to its page once saved. The collection is read
 * first (`owner`: a 404 says the caller does not manage it); `puzzleQuery` reads the puzzle to edit.
 */
export function OwnPuzzlePage({
  backHref,
  owner,
  ownerName,
  puzzleId,
  puzzleQuery,
  target,
  texts,
}: {
  backHref: string;
  owner: UseQueryResult<unknown>;
  ownerName: string;
  /** null: a new one. */
  puzzleId: number | null;
  puzzleQuery: PuzzleQuery;
  target: PuzzleTarget;
  texts: OwnPuzzlePageTexts;
}) {
  const [, navigate] = useLocation();
  const back = () => navigate(backHref);
  return (
    <div className="mx-auto grid max-w-5xl min-w-0 animate-fade-in gap-6">
      <Link
        href={backHref}
        className="flex items-center gap-2 justify-self-start text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {texts.back}
      </Link>
      {owner.isPending ? (
        <Loading label={texts.loading} />
      ) : owner.isError ? (
        <LoadFailed
          message={serverMessageOr(owner.error, texts.ownerFailed)}
          onRetry={() => owner.refetch()}
          retrying={owner.isFetching}
        />
      ) : puzzleId === null ? (
        <>
          <div className="min-w-0 [overflow-wrap:anywhere]">
            <PageHeader icon={<FilePlus2 />} title={texts.newTitle(ownerName)} />
          </div>
          <Suspense fallback={<Loading label={texts.loading} />}>
            <PuzzleForm target={target} onSaved={back} />
          </Suspense>
        </>
      ) : (
        <EditOwnPuzzle
          puzzleId={puzzleId}
          puzzleQuery={puzzleQuery}
          target={target}
          texts={texts}
          onSaved={back}
        />
      )}
    </div>
  );
}

function EditOwnPuzzle({
  puzzleId,
  puzzleQuery,
  target,
  texts,
  onSaved,
}: {
  puzzleId: number;
  puzzleQuery: PuzzleQuery;
  target: PuzzleTarget;
  texts: OwnPuzzlePageTexts;
  onSaved: () => void;
}) {
  const puzzle = useQuery(puzzleQuery(puzzleId));
  if (puzzle.isPending) return <Loading label={texts.loading} />;
  if (puzzle.isError)
    return (
      <LoadFailed
        message={serverMessageOr(puzzle.error, texts.puzzleFailed)}
        onRetry={() => puzzle.refetch()}
        retrying={puzzle.isFetching}
      />
    );
  return (
    <>
      <div className="min-w-0 [overflow-wrap:anywhere]">
        <PageHeader icon={<FilePlus2 />} title={texts.editTitle(puzzle.data.title)} />
      </div>
      <Suspense fallback={<Loading label={texts.loading} />}>
        <PuzzleForm key={puzzle.data.id} puzzle={puzzle.data} target={target} onSaved={onSaved} />
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
