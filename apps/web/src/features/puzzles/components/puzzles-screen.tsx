import {
  type Category,
  DEFAULT_LANGUAGE,
  type Language,
  type PuzzleSummary,
  type User,
} from '@codequest/contracts';
import { List, Puzzle as PuzzleIcon } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { PUZZLES_SEARCH } from '@/config/paths';
import { useCategories } from '../api/get-categories';
import { usePuzzles } from '../api/get-puzzles';
import {
  findPuzzles,
  NO_FILTERS,
  PRACTICE,
  type PuzzleFilters,
  readFilters,
  writeFilters,
} from '../utils/puzzle-filters';
import { nextPuzzle, type SortOrder, summarizeTracks } from '../utils/puzzle-list';
import { lastLanguage } from '../utils/workspace-memory';
import { LockedPuzzle } from './locked-puzzle';
import { OpenPuzzle } from './open-puzzle';
import { PuzzleSidebar } from './puzzle-sidebar';
import { WelcomeView } from './welcome-view';
import { WorkspaceHeader } from './workspace-header';

/**
 * The Puzzles screen (/, /dashboard, /puzzles): the category and puzzle sidebar, and either the welcome view
 * or the open puzzle. The open puzzle, the category and the list's filters live in the query string
 * (?puzzle=…&category=…&q=…&status=…&difficulty=…), so a reload or a shared link keeps them.
 */
export function PuzzlesScreen({
  user,
  onSolved,
  generator,
}: {
  user: User;
  onSolved: () => void;
  /** The welcome view's puzzle generator, given the tracks and a way to open a new puzzle. */
  generator: (screen: { categories: Category[]; open: (puzzle: PuzzleSummary) => void }) => ReactNode;
}) {
  const puzzlesQuery = usePuzzles();
  const categoriesQuery = useCategories();
  const [searchParams, setSearchParams] = useSearchParams();
  const [sort, setSort] = useState<SortOrder>('difficulty');
  const [language, setLanguage] = useState<Language>(() => lastLanguage(user.id) ?? DEFAULT_LANGUAGE);
  const [listOpen, setListOpen] = useState(false);

  const puzzles = puzzlesQuery.data ?? [];
  const categories = categoriesQuery.data ?? [];
  const search = searchParams.toString();
  const filters = useMemo(() => readFilters(new URLSearchParams(search), categories), [search, categories]);
  const puzzleSlug = searchParams.get(PUZZLES_SEARCH.puzzle);
  const selected = puzzles.find((puzzle) => puzzle.slug === puzzleSlug) ?? null;
  const found = useMemo(
    () => findPuzzles(puzzles, categories, filters, sort),
    [puzzles, categories, filters, sort],
  );
  const list = found.list;
  const tracks = useMemo(() => summarizeTracks(categories, puzzles), [categories, puzzles]);

  function show({ puzzle, filters: nextFilters }: { puzzle: PuzzleSummary | null; filters: PuzzleFilters }) {
    const params = writeFilters(new URLSearchParams(), nextFilters);
    if (puzzle) params.set(PUZZLES_SEARCH.puzzle, puzzle.slug);
    setSearchParams(params);
    setListOpen(false);
  }

  const openPuzzle = (puzzle: PuzzleSummary) => show({ puzzle, filters });
  const trackOf = (puzzle: PuzzleSummary) =>
    puzzle.personal ? PRACTICE : (categories.find((entry) => entry.id === puzzle.categoryId)?.slug ?? null);
  const changeCategory = (categoryId: number | null) =>
    show({
      puzzle: selected,
      filters: { ...filters, track: categories.find((entry) => entry.id === categoryId)?.slug ?? null },
    });
  // Typing in the search replaces the history entry rather than adding one per key; the list stays open.
  const changeFilters = (next: PuzzleFilters) => {
    const params = writeFilters(new URLSearchParams(), next);
    if (selected) params.set(PUZZLES_SEARCH.puzzle, selected.slug);
    setSearchParams(params, { replace: true });
  };

  const sidebar = (className: string, listClassName?: string) => (
    <PuzzleSidebar
      className={className}
      listClassName={listClassName}
      categories={categories}
      filters={filters}
      onFiltersChange={changeFilters}
      sort={sort}
      onSortChange={setSort}
      found={found}
      loading={puzzlesQuery.isPending}
      selectedId={selected?.id ?? null}
      onSelect={openPuzzle}
    />
  );

  if (puzzleSlug && puzzlesQuery.isPending) {
    return (
      <div
        role="status"
        className="flex items-center justify-center gap-2 py-24 text-sm text-muted-foreground"
      >
        <Spinner /> Loading the puzzle
      </div>
    );
  }

  const failed = [puzzlesQuery, categoriesQuery].filter((query) => query.isError && !query.data);
  if (!selected && failed.length > 0) {
    return (
      <div className="animate-fade-in">
        <PageHeader icon={<PuzzleIcon />} title="Puzzles" description="Pick a track and start solving." />
        <LoadFailed
          message="The puzzles could not be loaded."
          onRetry={() => {
            for (const query of failed) void query.refetch();
          }}
          retrying={failed.some((query) => query.isFetching)}
        />
      </div>
    );
  }

  if (!selected) {
    return (
      <div className="animate-fade-in">
        <PageHeader
          icon={<PuzzleIcon />}
          title="Puzzles"
          description={`Pick a track and start solving, ${user.username}. Every accepted solution earns XP.`}
        />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
          {sidebar('lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)]', 'max-h-[26rem] lg:max-h-none')}
          <WelcomeView
            tracks={tracks}
            loading={categoriesQuery.isPending || puzzlesQuery.isPending}
            onOpenCategory={(categoryId) => changeCategory(categoryId)}
            generator={generator({
              categories,
              open: (puzzle) => show({ puzzle, filters: { ...NO_FILTERS, track: trackOf(puzzle) } }),
            })}
          />
        </div>
      </div>
    );
  }

  const categoryName = categories.find((entry) => entry.id === selected.categoryId)?.name ?? '';
  const next = nextPuzzle(list, selected.id);
  return (
    // As tall as the screen between the header and the bottom bar (or the page's foot): the panes scroll
    // inside, so on a phone the workspace's tabs stay in view.
    <div className="flex h-[calc(100dvh-12.5rem)] min-h-[30rem] animate-fade-in flex-col gap-4 lg:h-[calc(100dvh-9rem)] lg:min-h-[40rem]">
      <WorkspaceHeader
        puzzle={selected}
        categoryName={categoryName}
        hasNext={next !== null}
        onNext={() => next && openPuzzle(next)}
        onClose={() => show({ puzzle: null, filters: NO_FILTERS })}
        listButton={
          <Sheet open={listOpen} onOpenChange={setListOpen}>
            <SheetTrigger asChild>
              <Button variant="outline" size="icon" aria-label="Show puzzle list" className="mt-1 2xl:hidden">
                <List aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent>
              <SheetTitle className="pr-8 text-lg font-semibold">Puzzles</SheetTitle>
              <SheetDescription className="sr-only">
                Search, filter and sort the puzzles, and choose one.
              </SheetDescription>
              {sidebar('min-h-0 flex-1')}
            </SheetContent>
          </Sheet>
        }
      />
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] grid-rows-[minmax(0,1fr)] gap-4 2xl:grid-cols-[17rem_minmax(0,1fr)]">
        {sidebar('hidden 2xl:flex')}
        {selected.isUnlocked ? (
          <OpenPuzzle
            key={selected.id}
            userId={user.id}
            summary={selected}
            language={language}
            onLanguageChange={setLanguage}
            onSolved={onSolved}
          />
        ) : (
          <div className="min-h-0 overflow-y-auto">
            <LockedPuzzle
              puzzle={selected}
              puzzles={puzzles}
              categoryName={categoryName}
              onOpen={openPuzzle}
            />
          </div>
        )}
      </div>
    </div>
  );
}
