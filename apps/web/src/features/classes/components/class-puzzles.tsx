import { PackageOpen, Pencil, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { ConfirmButton } from '@/components/confirm-button';
import { difficultyLabel } from '@/components/puzzles/difficulty-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CLASS_PUZZLE_TEXTS } from '@/config/messages';
import { classPuzzleEditPath, classPuzzleNewPath } from '@/config/paths';
import { useTracks } from '@/features/admin/api/get-admin-puzzles';
import { PublishButton } from '@/features/admin/components/publish-button';
import { toast } from '@/hooks/use-toast';
import { classPuzzleTarget, useClassPuzzles, useRetireClassPuzzle } from '../api/class-puzzles';

// The panel's import form and its report, loaded only by a teacher who opens it.
const ImportPackage = lazy(() =>
  import('@/features/admin/components/import-package').then((module) => ({ default: module.ImportPackage })),
);

/**
 * A class page's own puzzles, for its teachers: each with its difficulty and solves, Edit (the panel's
 * form, proven again on save) and Retire (asked first); New Puzzle opens the form for this class, and
 * Import package the panel's import, whose problems become the class's own (a draft has Publish).
 */
export function ClassPuzzles({ classId }: { classId: number }) {
  const puzzles = useClassPuzzles(classId);
  const retire = useRetireClassPuzzle(classId);
  const [importing, setImporting] = useState(false);
  const live = (puzzles.data ?? []).filter((puzzle) => !puzzle.retired);
  const target = classPuzzleTarget(classId);
  return (
    <section
      aria-labelledby="class-puzzles-heading"
      className="grid min-w-0 gap-3 rounded-2xl border border-border bg-card p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="class-puzzles-heading" className="text-lg font-semibold">
          {CLASS_PUZZLE_TEXTS.title}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-expanded={importing}
            onClick={() => setImporting((open) => !open)}
          >
            <PackageOpen aria-hidden="true" />
            {CLASS_PUZZLE_TEXTS.importPackage}
          </Button>
          <Button asChild size="sm">
            <Link href={classPuzzleNewPath(classId)}>
              <Plus aria-hidden="true" />
              {CLASS_PUZZLE_TEXTS.newPuzzle}
            </Link>
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{CLASS_PUZZLE_TEXTS.hint}</p>
      {importing ? (
        <Suspense
          fallback={
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner /> {CLASS_PUZZLE_TEXTS.loadingImport}
            </p>
          }
        >
          <ClassImport target={target} />
        </Suspense>
      ) : null}
      {puzzles.isError ? (
        <p className="text-sm text-red-300">{CLASS_PUZZLE_TEXTS.loadFailed}</p>
      ) : puzzles.data && live.length === 0 ? (
        <p className="text-sm text-muted-foreground">{CLASS_PUZZLE_TEXTS.none}</p>
      ) : (
        <ul className="grid gap-2" aria-label={CLASS_PUZZLE_TEXTS.title}>
          {live.map((puzzle) => (
            <li
              key={puzzle.id}
              className="flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-xl border border-border p-3"
            >
              <div className="min-w-0 [overflow-wrap:anywhere]">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {puzzle.title}
                  {puzzle.draft ? <Badge variant="warning">{CLASS_PUZZLE_TEXTS.draft}</Badge> : null}
                </p>
                <p className="text-xs text-muted-foreground">
                  {difficultyLabel(puzzle.difficulty)} · {CLASS_PUZZLE_TEXTS.solves(puzzle.solves)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {puzzle.draft ? <PublishButton puzzle={puzzle} target={target} /> : null}
                <Button asChild size="sm" variant="outline">
                  <Link
                    href={classPuzzleEditPath(classId, puzzle.id)}
                    aria-label={`${CLASS_PUZZLE_TEXTS.edit} ${puzzle.title}`}
                  >
                    <Pencil aria-hidden="true" />
                    {CLASS_PUZZLE_TEXTS.edit}
                  </Link>
                </Button>
                <ConfirmButton
                  size="sm"
                  variant="outline"
                  disabled={retire.isPending}
                  aria-label={`${CLASS_PUZZLE_TEXTS.retire} ${puzzle.title}`}
                  title={CLASS_PUZZLE_TEXTS.retireTitle(puzzle.title)}
                  description={CLASS_PUZZLE_TEXTS.retireDescription}
                  confirmLabel={CLASS_PUZZLE_TEXTS.retire}
                  onConfirm={() =>
                    retire.mutate(puzzle.id, {
                      onSuccess: () => toast({ title: CLASS_PUZZLE_TEXTS.retired, variant: 'success' }),
                    })
                  }
                >
                  {CLASS_PUZZLE_TEXTS.retire}
                </ConfirmButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The import, with the tracks to file the class's new puzzles under. */
function ClassImport({ target }: { target: ReturnType<typeof classPuzzleTarget> }) {
  const tracks = useTracks();
  return <ImportPackage tracks={tracks.data ?? []} target={target} />;
}
