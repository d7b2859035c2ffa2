import type { Category, PuzzleSummary } from '@codequest/contracts';
import { ListFilter } from 'lucide-react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUserQuery } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { useDuePuzzles } from '../api/get-due-puzzles';
import { SORT_LABELS, SORT_ORDERS, type SortOrder } from '../utils/puzzle-list';
import { PuzzleListItem } from './puzzle-list-item';

const ALL = 'all';

/** The Puzzles screen's own sidebar: All Categories or one, a sort order, and the puzzles. */
export function PuzzleSidebar({
  categories,
  categoryId,
  onCategoryChange,
  sort,
  onSortChange,
  puzzles,
  loading,
  selectedId,
  onSelect,
  className,
  listClassName,
}: {
  categories: Category[];
  categoryId: number | null;
  onCategoryChange: (categoryId: number | null) => void;
  sort: SortOrder;
  onSortChange: (sort: SortOrder) => void;
  /** Already filtered and sorted. */
  puzzles: PuzzleSummary[];
  loading: boolean;
  selectedId: number | null;
  onSelect: (puzzle: PuzzleSummary) => void;
  className?: string;
  listClassName?: string;
}) {
  const user = useCurrentUserQuery().data;
  const due = useDuePuzzles(user !== undefined);
  const solved = puzzles.filter((puzzle) => puzzle.progress.status === 'completed').length;
  return (
    <section
      aria-label="Puzzle list"
      className={cn('flex min-h-0 flex-col rounded-2xl border border-border bg-card', className)}
    >
      <div className="grid gap-3 border-b border-border p-4">
        <div className="grid gap-1.5">
          <Label htmlFor="puzzle-category" className="text-xs text-muted-foreground">
            Category
          </Label>
          <Select
            value={categoryId === null ? ALL : String(categoryId)}
            onValueChange={(value) => onCategoryChange(value === ALL ? null : Number(value))}
          >
            <SelectTrigger id="puzzle-category">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All Categories</SelectItem>
              {categories.map((category) => (
                <SelectItem key={category.id} value={String(category.id)}>
                  {category.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="puzzle-sort" className="text-xs text-muted-foreground">
            Sort by
          </Label>
          <Select value={sort} onValueChange={(value) => onSortChange(value as SortOrder)}>
            <SelectTrigger id="puzzle-sort">
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
      </div>
      <p className="flex items-center justify-between px-4 pt-3 pb-1 text-xs text-muted-foreground">
        <span>
          {puzzles.length} {puzzles.length === 1 ? 'puzzle' : 'puzzles'}
        </span>
        <span>{solved} solved</span>
      </p>
      {loading ? (
        <div
          role="status"
          className="flex items-center justify-center gap-2 p-6 text-sm text-muted-foreground"
        >
          <Spinner /> Loading puzzles
        </div>
      ) : puzzles.length === 0 ? (
        <p className="p-6 text-center text-sm text-muted-foreground">No puzzles in this category yet.</p>
      ) : (
        <ul
          aria-label="Puzzles"
          className={cn(
            'grid min-h-0 flex-1 grid-cols-1 content-start gap-1 overflow-y-auto p-2',
            listClassName,
          )}
        >
          {puzzles.map((puzzle) => (
            <li key={puzzle.id}>
              <PuzzleListItem
                puzzle={puzzle}
                selected={puzzle.id === selectedId}
                onSelect={onSelect}
                dueAt={due.get(puzzle.id) ?? null}
                timeZone={user?.timeZone ?? 'UTC'}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
