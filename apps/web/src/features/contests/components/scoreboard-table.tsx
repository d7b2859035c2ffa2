import type { Contest, Scoreboard } from '@codequest/contracts';
import { Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { CONTEST_TEXTS } from '@/config/messages';
import { cn } from '@/lib/utils';
import { type CellState, cellView, formatScore, type ScoreboardCell } from '../utils/scoreboard-cells';

const CELL_TONES: Record<CellState, string> = {
  solved: 'bg-emerald-400/15 text-emerald-200',
  partial: 'bg-violet-500/15 text-violet-200',
  pending: 'bg-amber-400/15 text-amber-100',
  failed: 'bg-red-400/10 text-red-300',
  empty: 'text-muted-foreground',
};

/**
 * The board as a table: rank, name (marked when a virtual run's), the totals, then a cell per problem, each
 * in signs, colour and words. It scrolls sideways inside its own box, so a phone's page never does.
 */
export function ScoreboardTable({
  board,
  problems,
  viewer,
}: {
  board: Scoreboard;
  /** The contest's problems, for their titles (the board has labels only). */
  problems: Contest['problems'];
  /** The signed-in user's name: their row is marked. */
  viewer: string;
}) {
  if (board.rows.length === 0)
    return <p className="text-sm text-muted-foreground">{CONTEST_TEXTS.noParticipants}</p>;
  const icpc = board.scoring === 'icpc';
  const titleOf = (label: string) => problems.find((problem) => problem.label === label)?.title;
  return (
    // Positioned, so the visually hidden texts inside scroll with it rather than widen the page.
    <section
      aria-label={CONTEST_TEXTS.scoreboardTitle}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      data-testid="scoreboard"
      className="relative max-w-full min-w-0 overflow-x-auto rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-max min-w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-border text-left text-xs text-muted-foreground">
            <th scope="col" className="px-3 py-2 font-medium">
              {CONTEST_TEXTS.rank}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {CONTEST_TEXTS.participant}
            </th>
            {icpc ? (
              <>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {CONTEST_TEXTS.solved}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {CONTEST_TEXTS.penaltyColumn}
                </th>
              </>
            ) : (
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {CONTEST_TEXTS.score}
              </th>
            )}
            {board.labels.map((label) => {
              const title = titleOf(label);
              return (
                <th key={label} scope="col" className="px-1 py-2 text-center font-medium" title={title}>
                  {label}
                  {title ? <span className="sr-only">: {title}</span> : null}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {board.rows.map((row) => {
            const mine = row.username === viewer;
            return (
              <tr
                key={row.username}
                data-participant={row.username}
                data-rank={row.rank}
                className={cn('border-b border-border/60 last:border-b-0', mine && 'bg-violet-500/10')}
              >
                <td className="px-3 py-2 font-semibold tabular-nums">{row.rank}</td>
                <th scope="row" className="max-w-44 px-3 py-2 text-left font-medium">
                  <span className="flex min-w-0 items-center gap-1.5">
                    <span className="truncate" title={row.username}>
                      {row.username}
                    </span>
                    {row.virtual ? (
                      <Badge variant="outline" className="px-1.5 font-normal">
                        {CONTEST_TEXTS.virtualMark}
                      </Badge>
                    ) : null}
                    {mine ? (
                      <Badge variant="brand" className="px-1.5 font-normal">
                        {CONTEST_TEXTS.you}
                      </Badge>
                    ) : null}
                  </span>
                </th>
                {icpc ? (
                  <>
                    <td className="px-3 py-2 text-right font-semibold tabular-nums" data-total="solved">
                      {row.solved}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums" data-total="penalty">
                      {row.penalty}
                    </td>
                  </>
                ) : (
                  <td className="px-3 py-2 text-right font-semibold tabular-nums" data-total="score">
                    {formatScore(row.score)}
                  </td>
                )}
                {row.cells.map((cell) => (
                  <Cell key={cell.label} board={board} cell={cell} />
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function Cell({ board, cell }: { board: Scoreboard; cell: ScoreboardCell }) {
  const view = cellView(board.scoring, cell);
  return (
    <td
      className="p-1"
      data-cell={cell.label}
      data-state={view.state}
      data-first-solve={cell.firstSolve || undefined}
    >
      <span
        className={cn(
          'relative flex min-h-10 min-w-14 flex-col items-center justify-center rounded-md px-2 py-1 text-center leading-tight',
          CELL_TONES[view.state],
          cell.firstSolve && 'ring-1 ring-emerald-300/70',
        )}
      >
        <span aria-hidden="true" className="font-semibold tabular-nums">
          {view.main}
        </span>
        {view.detail ? (
          <span aria-hidden="true" className="text-[11px] opacity-80">
            {view.detail}
          </span>
        ) : null}
        {cell.firstSolve ? (
          <Star
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 size-2.5 fill-current text-amber-300"
          />
        ) : null}
        <span className="sr-only">
          {cell.label}: {view.label}
          {cell.firstSolve ? `, ${CONTEST_TEXTS.firstSolve}` : ''}
        </span>
      </span>
    </td>
  );
}
