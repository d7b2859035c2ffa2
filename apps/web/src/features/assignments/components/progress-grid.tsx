import type { ProgressCell, ProgressResponse, ProgressRow } from '@codequest/contracts';
import { ASSIGNMENT_STATUS_LABELS } from '@codequest/contracts';
import { useState } from 'react';
import { Link } from 'wouter';
import { ASSIGNMENT_TEXTS } from '@/config/messages';
import { similarityPath } from '@/config/paths';
import { cn } from '@/lib/utils';
import { formatInZone } from '@/lib/zoned-time';
import type { CellKey } from '../api/get-learner-submissions';
import { LearnerSubmissionsDialog } from './learner-submissions-dialog';
import { STATUS_LOOKS } from './status-badge';

type SortKey = 'learner' | 'total';

const CELL_TONES = {
  on_time: 'bg-emerald-400/15 text-emerald-200',
  late: 'bg-amber-400/15 text-amber-100',
  attempted: 'bg-violet-500/15 text-violet-200',
  not_started: 'text-muted-foreground',
} as const;

function sorted(rows: ProgressRow[], key: SortKey): ProgressRow[] {
  const byName = (a: ProgressRow, b: ProgressRow) => a.username.localeCompare(b.username);
  return [...rows].sort(key === 'learner' ? byName : (a, b) => b.solved - a.solved || byName(a, b));
}

/** What a cell says in words: the status and the tries. */
function cellText(cell: ProgressCell): string {
  if (cell.status === 'not_started') return '—';
  return `${cell.tries} ${cell.tries === 1 ? 'try' : 'tries'}`;
}

/**
 * The grid: learners × puzzles, each cell with its status by colour, icon and words, and the tries; totals
 * per learner (column) and per puzzle (row). It scrolls inside its own box; a cell opens the learner's
 * submissions for that puzzle.
 */
export function ProgressGrid({ progress, timeZone }: { progress: ProgressResponse; timeZone: string }) {
  const [sort, setSort] = useState<SortKey>('learner');
  const [opened, setOpened] = useState<CellKey | null>(null);
  const { assignment } = progress;
  const rows = sorted(progress.rows, sort);
  const sortButton = (key: SortKey, label: string) => (
    <button
      type="button"
      onClick={() => setSort(key)}
      aria-pressed={sort === key}
      className={cn('underline-offset-2 hover:underline', sort === key && 'text-foreground underline')}
    >
      {label}
      <span className="sr-only">, {ASSIGNMENT_TEXTS.sortBy}</span>
    </button>
  );
  if (rows.length === 0)
    return <p className="text-sm text-muted-foreground">{ASSIGNMENT_TEXTS.noLearners}</p>;
  return (
    <>
      <div className="max-w-full overflow-x-auto rounded-xl border border-border" data-testid="progress-grid">
        <table className="w-max min-w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-border text-left text-muted-foreground">
              <th scope="col" className="sticky left-0 bg-card px-3 py-2 font-medium">
                {sortButton('learner', ASSIGNMENT_TEXTS.sortLearner)}
              </th>
              {assignment.puzzles.map((puzzle) => (
                <th key={puzzle.id} scope="col" className="px-3 py-2 font-medium">
                  <span className="block">{puzzle.title}</span>
                  <Link
                    href={similarityPath(assignment.classId, puzzle.id)}
                    className="text-xs font-normal text-brand underline-offset-2 hover:underline"
                  >
                    {ASSIGNMENT_TEXTS.similarSolutions}
                    <span className="sr-only">: {puzzle.title}</span>
                  </Link>
                </th>
              ))}
              <th scope="col" className="px-3 py-2 font-medium">
                {sortButton('total', ASSIGNMENT_TEXTS.sortTotal)}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.userId} data-learner={row.username} className="border-b border-border/60">
                <th scope="row" className="sticky left-0 bg-card px-3 py-2 text-left font-medium">
                  {row.username}
                </th>
                {row.cells.map((cell) => {
                  const { icon: Icon } = STATUS_LOOKS[cell.status];
                  const title = assignment.puzzles.find((puzzle) => puzzle.id === cell.puzzleId)?.title ?? '';
                  return (
                    <td key={cell.puzzleId} className="p-1">
                      <button
                        type="button"
                        data-status={cell.status}
                        title={
                          cell.firstAcceptedAt ? formatInZone(cell.firstAcceptedAt, timeZone) : undefined
                        }
                        aria-label={`${row.username}, ${title}: ${ASSIGNMENT_STATUS_LABELS[cell.status]}, ${cellText(cell)}`}
                        onClick={() =>
                          setOpened({
                            classId: assignment.classId,
                            assignmentId: assignment.id,
                            userId: row.userId,
                            puzzleId: cell.puzzleId,
                          })
                        }
                        className={cn(
                          'flex w-full min-w-28 items-center gap-1.5 rounded-md px-2 py-1.5 text-left text-xs hover:ring-1 hover:ring-ring focus-visible:outline-2 focus-visible:outline-ring',
                          CELL_TONES[cell.status],
                        )}
                      >
                        <Icon aria-hidden="true" className="size-3.5 shrink-0" />
                        <span>
                          <span className="block font-medium">{ASSIGNMENT_STATUS_LABELS[cell.status]}</span>
                          <span className="block opacity-80">{cellText(cell)}</span>
                        </span>
                      </button>
                    </td>
                  );
                })}
                <td className="px-3 py-2 font-semibold" data-total>
                  {row.solved}/{row.cells.length}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="text-muted-foreground">
              <th scope="row" className="sticky left-0 bg-card px-3 py-2 text-left font-medium">
                {ASSIGNMENT_TEXTS.total}
              </th>
              {progress.puzzleTotals.map((total) => (
                <td key={total.puzzleId} className="px-3 py-2 text-xs">
                  {total.solved}/{rows.length} {ASSIGNMENT_TEXTS.solved}
                </td>
              ))}
              <td className="px-3 py-2 text-xs">
                {rows.reduce((sum, row) => sum + row.solved, 0)}/{rows.length * assignment.puzzles.length}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <LearnerSubmissionsDialog cell={opened} timeZone={timeZone} onClose={() => setOpened(null)} />
    </>
  );
}
