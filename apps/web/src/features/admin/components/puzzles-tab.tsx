import {
  type AdminPuzzleSummary,
  type Category,
  GENERATION,
  GENERATION_MESSAGES,
  languageNames,
} from '@codequest/contracts';
import {
  Archive,
  FilePen,
  Lock,
  PackageOpen,
  Pencil,
  PlusCircle,
  RefreshCw,
  Trash2,
  WandSparkles,
} from 'lucide-react';
import { useState } from 'react';
import { DifficultyBadge } from '@/components/puzzles/difficulty-badge';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ADMIN_PAGE_SIZE } from '@/config/constants';
import { UI_MESSAGES } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { formatNumber } from '@/lib/format';
import { useAutoUpdate, useGenerateIntoCatalogue } from '../api/auto-update';
import { useAdminPuzzles, useTracks } from '../api/get-admin-puzzles';
import { useRetirePuzzle } from '../api/retire-puzzle';
import { DEFAULT_PUZZLE_FILTERS, filterPuzzles, type PuzzleFilters, pageOf } from '../utils/puzzle-filters';
import { ImportPackage } from './import-package';
import { ListLoading, ListMessage } from './list-state';
import { Pager } from './pager';
import { PublishButton } from './publish-button';
import { PuzzleFilterBar, SOURCE_LABELS } from './puzzle-filter-bar';

/**
 * Puzzles: every puzzle, retired ones included, with search and filters. Deleting retires a puzzle after a
 * confirmation. Catalogue puzzles are marked read-only: their files in content/ are their source of truth.
 */
export function PuzzlesTab({
  onAddPuzzle,
  onEditPuzzle,
  initialSearch = '',
}: {
  onAddPuzzle?: () => void;
  /** Opens the Edit form of a puzzle made in the panel. */
  onEditPuzzle?: (puzzleId: number) => void;
  /** The search the list opens with (the title of a puzzle just created). */
  initialSearch?: string;
}) {
  const puzzles = useAdminPuzzles();
  const tracks = useTracks();
  const [filters, setFilters] = useState<PuzzleFilters>({ ...DEFAULT_PUZZLE_FILTERS, search: initialSearch });
  const [page, setPage] = useState(1);
  const [toRetire, setToRetire] = useState<AdminPuzzleSummary | null>(null);
  const [importing, setImporting] = useState(false);

  const matching = puzzles.data ? filterPuzzles(puzzles.data, filters) : [];
  const trackNames = new Map((tracks.data ?? []).map((track: Category) => [track.id, track.name]));

  return (
    <section aria-labelledby="puzzles-heading" className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="puzzles-heading" className="flex items-center gap-3 text-lg font-semibold">
          Puzzles
          {puzzles.data ? (
            <Badge variant="brand">
              {formatNumber(matching.length)} of {formatNumber(puzzles.data.length)}
            </Badge>
          ) : null}
        </h2>
        <div className="flex flex-wrap gap-2">
          <GenerateButtons />
          <Button variant="outline" aria-expanded={importing} onClick={() => setImporting((open) => !open)}>
            <PackageOpen aria-hidden="true" />
            Import package
          </Button>
          {onAddPuzzle ? (
            <Button onClick={onAddPuzzle}>
              <PlusCircle aria-hidden="true" />
              Add New Puzzle
            </Button>
          ) : null}
        </div>
      </div>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Lock aria-hidden="true" className="size-4 shrink-0" />
        Catalogue puzzles are read-only here: their files in content/ are their source of truth. They can be
        retired.
      </p>
      {importing ? <ImportPackage tracks={tracks.data ?? []} /> : null}
      <PuzzleFilterBar
        filters={filters}
        tracks={tracks.data ?? []}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {puzzles.isPending ? (
        <ListLoading label="Loading puzzles" />
      ) : puzzles.isError ? (
        <ListMessage>The puzzles could not be loaded.</ListMessage>
      ) : matching.length === 0 ? (
        <ListMessage>No puzzles match.</ListMessage>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-2">
            {pageOf(matching, page, ADMIN_PAGE_SIZE).map((puzzle) => (
              <PuzzleRow
                key={puzzle.id}
                puzzle={puzzle}
                trackName={trackNames.get(puzzle.categoryId)}
                onRetire={() => setToRetire(puzzle)}
                onEdit={onEditPuzzle ? () => onEditPuzzle(puzzle.id) : undefined}
              />
            ))}
          </ul>
          <Pager
            label="Puzzles"
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={matching.length}
            onPageChange={setPage}
          />
        </>
      )}
      <RetireDialog puzzle={toRetire} onClose={() => setToRetire(null)} />
    </section>
  );
}

function PuzzleRow({
  puzzle,
  trackName,
  onRetire,
  onEdit,
}: {
  puzzle: AdminPuzzleSummary;
  trackName: string | undefined;
  onRetire: () => void;
  onEdit?: () => void;
}) {
  const rate = puzzle.acceptanceRate === null ? '–' : `${Math.round(puzzle.acceptanceRate * 100)}%`;
  return (
    <li
      data-testid="admin-puzzle-row"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card px-4 py-3"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className={puzzle.retired ? 'font-medium text-muted-foreground line-through' : 'font-medium'}>
            {puzzle.title}
          </span>
          <DifficultyBadge difficulty={puzzle.difficulty} />
          <Badge variant="outline">{SOURCE_LABELS[puzzle.source]}</Badge>
          {puzzle.readOnly ? (
            <Badge variant="secondary">
              <Lock aria-hidden="true" />
              Read-only
            </Badge>
          ) : null}
          {puzzle.draft ? (
            <Badge variant="warning">
              <FilePen aria-hidden="true" />
              Draft
            </Badge>
          ) : null}
          {puzzle.retired ? (
            <Badge variant="danger">
              <Archive aria-hidden="true" />
              Retired
            </Badge>
          ) : null}
        </p>
        <p className="mt-1 truncate text-xs text-muted-foreground">
          {trackName ?? 'Unknown track'} · {puzzle.points} points · {puzzle.testCount} tests (
          {puzzle.hiddenTestCount} hidden) · {formatNumber(puzzle.solves)}{' '}
          {puzzle.solves === 1 ? 'solve' : 'solves'} · {rate} accepted
        </p>
      </div>
      {puzzle.retired ? null : (
        <div className="flex gap-2">
          {puzzle.draft ? <PublishButton puzzle={puzzle} /> : null}
          {onEdit && !puzzle.readOnly ? (
            <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${puzzle.title}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={onRetire} aria-label={`Delete ${puzzle.title}`}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Generate (three new puzzles, any track) and Auto-Update (GENERATION.autoUpdatePerTrack for every track):
 * each puzzle proven by the judge, then live in the shared catalogue.
 */
function GenerateButtons() {
  const generated = (count: number, notice: string | null) =>
    toast({
      title: `${count} new ${count === 1 ? 'puzzle' : 'puzzles'} generated`,
      description: notice ?? `Each was proven by the judge in ${languageNames()}.`,
      variant: 'success',
    });
  const generate = useGenerateIntoCatalogue({
    onSuccess: (result) => generated(result.count, result.notice),
    onError: () =>
      toast({
        title: GENERATION_MESSAGES.failedTitle,
        description: GENERATION_MESSAGES.failed,
        variant: 'destructive',
      }),
  });
  const update = useAutoUpdate({
    onSuccess: (result) => generated(result.count, result.notice),
    onError: () => toast({ title: GENERATION_MESSAGES.autoUpdateFailed, variant: 'destructive' }),
  });
  const busy = generate.isPending || update.isPending;
  return (
    <>
      <Button variant="outline" disabled={busy} onClick={() => generate.mutate()}>
        {generate.isPending ? <Spinner /> : <WandSparkles aria-hidden="true" />}
        {generate.isPending ? `Generating ${GENERATION.manualCount}…` : 'Generate'}
      </Button>
      <Button variant="outline" disabled={busy} onClick={() => update.mutate()}>
        {update.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" />}
        {update.isPending ? 'Updating…' : 'Auto-Update'}
      </Button>
    </>
  );
}

function RetireDialog({ puzzle, onClose }: { puzzle: AdminPuzzleSummary | null; onClose: () => void }) {
  const retire = useRetirePuzzle({
    onSuccess: () => {
      toast({ title: UI_MESSAGES.puzzleDeleted, variant: 'success' });
      onClose();
    },
    onError: () => toast({ title: UI_MESSAGES.deleteFailed, variant: 'destructive' }),
  });
  return (
    <AlertDialog open={puzzle !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {puzzle?.title}?</AlertDialogTitle>
          <AlertDialogDescription>
            Learners will no longer see this puzzle. Their submissions, XP and achievements stay. The puzzle
            stays in this list, marked Retired.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={retire.isPending}
            onClick={(event) => {
              // Keep the dialog open until the server answers.
              event.preventDefault();
              if (puzzle) retire.mutate(puzzle.id);
            }}
            className="bg-red-600 text-white hover:bg-red-500"
          >
            {retire.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
