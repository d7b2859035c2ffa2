import type { AdminActionResponse, AdminPuzzleSummary } from '@codequest/contracts';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { PackageOpen, Pencil, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { ConfirmButton } from '@/components/confirm-button';
import { difficultyLabel } from '@/components/puzzles/difficulty-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { useTracks } from '../api/get-admin-puzzles';
import type { PuzzleTarget } from '../api/puzzle-target';
import { PublishButton } from './publish-button';

// The panel's import form and its report, loaded only by someone who opens it.
const ImportPackage = lazy(() =>
  import('./import-package').then((module) => ({ default: module.ImportPackage })),
);

/** The words of one collection's section (a class's puzzles, a contest's own problems). */
export interface OwnPuzzleTexts {
  title: string;
  hint: string;
  none: string;
  newPuzzle: string;
  importPackage: string;
  loadingImport: string;
  draft: string;
  edit: string;
  retire: string;
  retireTitle: (title: string) => string;
  retireDescription: string;
  retired: string;
  loadFailed: string;
  solves: (count: number) => string;
}

/**
 * Puzzles of a collection's own (a class's, a contest's), for those who manage it: each with its difficulty
 * and solves, Edit (the panel's form, proven again on save) and Retire (asked first); New opens the form
 * for the collection, and Import package the panel's import, whose problems become the collection's own (a
 * draft has Publish). `fixed`: nothing is added or retired any more (a contest that has started); Edit stays.
 */
export function OwnPuzzles({
  headingId,
  texts,
  puzzles,
  retire,
  target,
  newHref,
  editHref,
  fixed = false,
}: {
  headingId: string;
  texts: OwnPuzzleTexts;
  puzzles: UseQueryResult<AdminPuzzleSummary[]>;
  retire: UseMutationResult<AdminActionResponse, Error, number>;
  target: PuzzleTarget;
  newHref: string;
  editHref: (puzzleId: number) => string;
  fixed?: boolean;
}) {
  const [importing, setImporting] = useState(false);
  const live = (puzzles.data ?? []).filter((puzzle) => !puzzle.retired);
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-3 rounded-2xl border border-border bg-card p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {texts.title}
        </h2>
        {fixed ? null : (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              aria-expanded={importing}
              onClick={() => setImporting((open) => !open)}
            >
              <PackageOpen aria-hidden="true" />
              {texts.importPackage}
            </Button>
            <Button asChild size="sm">
              <Link href={newHref}>
                <Plus aria-hidden="true" />
                {texts.newPuzzle}
              </Link>
            </Button>
          </div>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{texts.hint}</p>
      {importing && !fixed ? (
        <Suspense
          fallback={
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner /> {texts.loadingImport}
            </p>
          }
        >
          <TrackedImport target={target} />
        </Suspense>
      ) : null}
      {puzzles.isError ? (
        <p className="text-sm text-red-300">{texts.loadFailed}</p>
      ) : puzzles.data && live.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.none}</p>
      ) : (
        <ul className="grid gap-2" aria-label={texts.title}>
          {live.map((puzzle) => (
            <li
              key={puzzle.id}
              className="flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-xl border border-border p-3"
            >
              <div className="min-w-0 [overflow-wrap:anywhere]">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {puzzle.title}
                  {puzzle.draft ? <Badge variant="warning">{texts.draft}</Badge> : null}
                </p>
                <p className="text-xs text-muted-foreground">
                  {difficultyLabel(puzzle.difficulty)} · {texts.solves(puzzle.solves)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {puzzle.draft && !fixed ? <PublishButton puzzle={puzzle} target={target} /> : null}
                <Button asChild size="sm" variant="outline">
                  <Link href={editHref(puzzle.id)} aria-label={`${texts.edit} ${puzzle.title}`}>
                    <Pencil aria-hidden="true" />
                    {texts.edit}
                  </Link>
                </Button>
                {fixed ? null : (
                  <ConfirmButton
                    size="sm"
                    variant="outline"
                    disabled={retire.isPending}
                    aria-label={`${texts.retire} ${puzzle.title}`}
                    title={texts.retireTitle(puzzle.title)}
                    description={texts.retireDescription}
                    confirmLabel={texts.retire}
                    onConfirm={() =>
                      retire.mutate(puzzle.id, {
                        onSuccess: () => toast({ title: texts.retired, variant: 'success' }),
                      })
                    }
                  >
                    {texts.retire}
                  </ConfirmButton>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The import, with the tracks to file the new puzzles under. */
function TrackedImport({ target }: { target: PuzzleTarget }) {
  const tracks = useTracks();
  return <ImportPackage tracks={tracks.data ?? []} target={target} />;
}
