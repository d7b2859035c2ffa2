import { type Category, DIFFICULTIES, type PuzzleSummary } from '@codequest/contracts';
import { ListFilter, Search, SearchX, X } from 'lucide-react';
import { useId } from 'react';
import { difficultyLabel } from '@/components/puzzles/difficulty-badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUserQuery } from '@/lib/auth';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useDuePuzzles } from '../api/get-due-puzzles';
import {
  type FoundPuzzles,
  isFiltered,
  NO_FILTERS,
  PRACTICE,
  type PuzzleFilters,
  STATUS_FILTER_LABELS,
  STATUS_FILTERS,
  type StatusFilter,
} from '../utils/puzzle-filters';
import { SORT_LABELS, SORT_ORDERS, type SortOrder } from '../utils/puzzle-list';
import { PuzzleListItem } from './puzzle-list-item';

const ALL = 'all';

/**
 * The Puzzles screen's own sidebar: a search, the category (a track, or the learner's practice puzzles),
 * status and difficulty filters, a sort order, and the puzzles: the tracks' first, then the learner's own
 * practice ones as a group of their own. The count of what is shown is announced as it changes.
 */
export function PuzzleSidebar({
  categories,
  filters,
  onFiltersChange,
  sort,
  onSortChange,
  found,
  loading,
  selectedId,
  onSelect,
  className,
  listClassName,
}: {
  categories: Category[];
  filters: PuzzleFilters;
  onFiltersChange: (filters: PuzzleFilters) => void;
  sort: SortOrder;
  onSortChange: (sort: SortOrder) => void;
  /** Already filtered and sorted. */
  found: FoundPuzzles;
  loading: boolean;
  selectedId: number | null;
  onSelect: (puzzle: PuzzleSummary) => void;
  className?: string;
  listClassName?: string;
}) {
  const user = useCurrentUserQuery().data;
  const due = useDuePuzzles(user !== undefined);
  const ids = useId();
  const shown = found.list.length;
  const solved = found.list.filter((puzzle) => puzzle.progress.status === 'completed').length;
  const filtered = isFiltered(filters);
  const change = (patch: Partial<PuzzleFilters>) => onFiltersChange({ ...filters, ...patch });
  const item = (puzzle: PuzzleSummary) => (
    <li key={puzzle.id}>
      <PuzzleListItem
        puzzle={puzzle}
        selected={puzzle.id === selectedId}
        onSelect={onSelect}
        dueAt={due.get(puzzle.id) ?? null}
        timeZone={user?.timeZone ?? 'UTC'}
      />
    </li>
  );
  const hasPractice = filters.track === PRACTICE || found.hasPractice;

  return (
    <section
      aria-label="Puzzle list"
      className={cn('flex min-h-0 flex-col rounded-2xl border border-border bg-card', className)}
    >
      <search aria-label="Find puzzles" className="grid gap-3 border-b border-border p-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-search`} className="text-xs text-muted-foreground">
            Search puzzles
          </Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={`${ids}-search`}
              type="search"
              value={filters.query}
              onChange={(event) => change({ query: event.target.value })}
              placeholder="Title or track"
              autoComplete="off"
              spellCheck={false}
              className="h-10 pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
            />
            {filters.query ? (
              <button
                type="button"
                aria-label="Clear the search"
                onClick={() => change({ query: '' })}
                className="absolute top-1/2 right-1.5 flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            ) : null}
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-category`} className="text-xs text-muted-foreground">
            Category
          </Label>
          <Select
            value={filters.track ?? ALL}
            onValueChange={(value) => change({ track: value === ALL ? null : value })}
          >
            <SelectTrigger id={`${ids}-category`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All Categories</SelectItem>
              {categories.map((category) => (
                <SelectItem key={category.id} value={category.slug}>
                  {category.name}
                </SelectItem>
              ))}
              {hasPractice ? <SelectItem value={PRACTICE}>Practice (your own)</SelectItem> : null}
            </SelectContent>
          </Select>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor={`${ids}-status`} className="text-xs text-muted-foreground">
              Status
            </Label>
            <Select
              value={filters.status}
              onValueChange={(value) => change({ status: value as StatusFilter })}
            >
              <SelectTrigger id={`${ids}-status`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {STATUS_FILTERS.map((status) => (
                  <SelectItem key={status} value={status}>
                    {STATUS_FILTER_LABELS[status]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor={`${ids}-difficulty`} className="text-xs text-muted-foreground">
              Difficulty
            </Label>
            <Select
              value={filters.difficulty ?? ALL}
              onValueChange={(value) =>
                change({ difficulty: DIFFICULTIES.find((difficulty) => difficulty === value) ?? null })
              }
            >
              <SelectTrigger id={`${ids}-difficulty`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All</SelectItem>
                {DIFFICULTIES.map((difficulty) => (
                  <SelectItem key={difficulty} value={difficulty}>
                    {difficultyLabel(difficulty)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-sort`} className="text-xs text-muted-foreground">
            Sort by
          </Label>
          <Select value={sort} onValueChange={(value) => onSortChange(value as SortOrder)}>
            <SelectTrigger id={`${ids}-sort`}>
              <span className="flex items-center gap-2">
                <ListFilter aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <SelectValue />
              </span>
            </SelectTrigger>
            <SelectContent>
              {SORT_ORDERS.map((order) => (
                <SelectItem key={order} value={order}>
                  {SORT_LABELS[order]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </search>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 pt-3 pb-1 text-xs text-muted-foreground">
        <p role="status" data-testid="puzzle-count" className="whitespace-nowrap">
          {loading
            ? ''
            : filtered
              ? `${formatNumber(shown)} of ${formatNumber(found.total)} ${found.total === 1 ? 'puzzle' : 'puzzles'}`
              : `${formatNumber(shown)} ${shown === 1 ? 'puzzle' : 'puzzles'}`}
        </p>
        <span className="flex items-center gap-2">
          {loading ? null : <span className="whitespace-nowrap">{formatNumber(solved)} solved</span>}
          {filtered && shown > 0 ? (
            <Button variant="link" size="sm" className="text-xs" onClick={() => onFiltersChange(NO_FILTERS)}>
              Clear filters
            </Button>
          ) : null}
        </span>
      </div>
      {loading ? (
        <div
          role="status"
          className="flex items-center justify-center gap-2 p-6 text-sm text-muted-foreground"
        >
          <Spinner /> Loading puzzles
        </div>
      ) : shown === 0 && filtered ? (
        <div className="grid justify-items-center gap-3 p-6 text-center text-sm text-muted-foreground">
          <SearchX aria-hidden="true" className="size-6" />
          <p>No puzzle matches your search and filters.</p>
          <Button variant="outline" size="sm" onClick={() => onFiltersChange(NO_FILTERS)}>
            Clear filters
          </Button>
        </div>
      ) : shown === 0 ? (
        <p className="p-6 text-center text-sm text-muted-foreground">No puzzles in this category yet.</p>
      ) : (
        <ul
          aria-label="Puzzles"
          className={cn(
            'grid min-h-0 flex-1 grid-cols-1 content-start gap-1 overflow-y-auto p-2',
            listClassName,
          )}
        >
          {found.tracks.map(item)}
          {found.practice.length > 0 ? (
            <li className="mt-2 grid gap-1">
              <h3
                id={`${ids}-practice`}
                className="px-3 pt-1 text-xs font-semibold tracking-wide text-violet-300 uppercase"
              >
                Practice
              </h3>
              <ul aria-labelledby={`${ids}-practice`} className="grid grid-cols-1 gap-1">
                {found.practice.map(item)}
              </ul>
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}
