import {
  type CommunitySolution,
  LANGUAGE_TABLE,
  type Language,
  SOLUTION_MARK_KINDS,
  SOLUTION_MARK_LABELS,
  type SolutionSort,
} from '@codequest/contracts';
import { Award, Lightbulb, Lock, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { ApiError, serverMessageOr } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { SOLUTIONS_PAGE_SIZE, useSolutions } from '../api/get-solutions';
import { useMarkSolution } from '../api/mark-solution';
import { formatRelativeTime } from '../utils/relative-time';

const SORT_LABELS: Record<SolutionSort, string> = { recent: 'Most recent', shortest: 'Shortest' };
const MARK_ICONS = { clever: Lightbulb, best_practice: Award } as const;

/**
 * The Solutions tab: other learners' accepted solutions, opened by the learner's own accept (the server
 * says 403 before, and the panel says why). The editor's language first; most recent or shortest first;
 * each can be marked clever and/or best practice by anyone but its author.
 */
export function CommunitySolutions({
  puzzleId,
  language,
  personal,
}: {
  puzzleId: number;
  language: Language;
  /** The learner's own practice puzzle: nobody else has solutions to it. */
  personal: boolean;
}) {
  const [sort, setSort] = useState<SolutionSort>('recent');
  const [page, setPage] = useState(1);
  const solutions = useSolutions(puzzleId, { sort, language, page }, { enabled: !personal });

  if (personal) {
    return (
      <EmptyNote icon={<Users aria-hidden="true" className="size-5 shrink-0" />}>
        This is your own practice puzzle: its solutions are yours alone.
      </EmptyNote>
    );
  }
  if (solutions.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
        <Spinner /> Loading solutions
      </p>
    );
  }
  if (solutions.isError) {
    const locked = solutions.error instanceof ApiError && solutions.error.status === 403;
    return locked ? (
      <div
        data-testid="solutions-locked"
        className="flex items-start gap-3 rounded-xl border border-border bg-surface p-4 text-sm"
      >
        <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div>
          <p className="font-semibold">Solutions are locked</p>
          <p className="text-muted-foreground">
            {serverMessageOr(solutions.error, 'Solve this puzzle to see how others solved it.')}
          </p>
        </div>
      </div>
    ) : (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p className="text-red-300">Solutions could not be loaded.</p>
        <Button variant="secondary" size="sm" onClick={() => void solutions.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const { items, total } = solutions.data;
  const pages = Math.max(1, Math.ceil(total / SOLUTIONS_PAGE_SIZE));
  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          {total === 1 ? '1 solution' : `${total} solutions`} by other learners,{' '}
          {LANGUAGE_TABLE[language].name} first
        </p>
        <fieldset className="flex gap-1 rounded-lg border border-border p-0.5">
          <legend className="sr-only">Order</legend>
          {(['recent', 'shortest'] as const).map((option) => (
            <Button
              key={option}
              variant={sort === option ? 'secondary' : 'ghost'}
              size="sm"
              aria-pressed={sort === option}
              onClick={() => {
                setSort(option);
                setPage(1);
              }}
            >
              {SORT_LABELS[option]}
            </Button>
          ))}
        </fieldset>
      </div>
      {items.length === 0 ? (
        <EmptyNote icon={<Users aria-hidden="true" className="size-5 shrink-0" />}>
          No other learner has solved this puzzle yet.
        </EmptyNote>
      ) : (
        <ol aria-label="Other learners' solutions" className="grid grid-cols-1 gap-3">
          {items.map((solution) => (
            <li key={solution.id}>
              <SolutionCard puzzleId={puzzleId} solution={solution} />
            </li>
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <nav aria-label="Solution pages" className="flex items-center justify-between gap-2 text-xs">
          <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-muted-foreground">
            Page {page} of {pages}
          </span>
          <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function SolutionCard({ puzzleId, solution }: { puzzleId: number; solution: CommunitySolution }) {
  const mark = useMarkSolution();
  const title = `${solution.author.username}'s ${LANGUAGE_TABLE[solution.language].name} solution`;
  return (
    <article
      aria-label={title}
      className="grid min-w-0 gap-2 rounded-xl border border-border bg-surface p-3.5"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold [overflow-wrap:anywhere]">{solution.author.username}</span>
        <Badge variant="secondary">{LANGUAGE_TABLE[solution.language].name}</Badge>
        <time
          dateTime={solution.createdAt}
          title={formatDateTime(solution.createdAt)}
          className="text-xs text-muted-foreground"
        >
          {formatRelativeTime(solution.createdAt)}
        </time>
      </header>
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        className="max-h-96 overflow-auto rounded-lg border border-border bg-[#0a0f1d] p-3 font-mono text-xs leading-5 text-slate-200 focus-visible:outline-2 focus-visible:outline-ring"
      >
        {solution.code}
      </pre>
      <div className="flex flex-wrap gap-2">
        {SOLUTION_MARK_KINDS.map((kind) => {
          const Icon = MARK_ICONS[kind];
          const mine = solution.myMarks[kind];
          const count = solution.marks[kind];
          return (
            <Button
              key={kind}
              variant="ghost"
              size="sm"
              aria-pressed={mine}
              aria-label={`${SOLUTION_MARK_LABELS[kind]}: ${count}`}
              disabled={mark.isPending}
              onClick={() =>
                mark.mutate(
                  { puzzleId, submissionId: solution.id, kind, marked: !mine },
                  {
                    onError: (error) =>
                      toast({
                        title: 'Mark Not Saved',
                        description: serverMessageOr(
                          error,
                          'Your mark could not be saved. Please try again.',
                        ),
                        variant: 'destructive',
                      }),
                  },
                )
              }
              className={cn('border border-border', mine && 'border-brand/50 bg-brand/10 text-violet-200')}
            >
              <Icon aria-hidden="true" />
              {SOLUTION_MARK_LABELS[kind]}
              <span className="tabular-nums">{count}</span>
            </Button>
          );
        })}
      </div>
    </article>
  );
}

function EmptyNote({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-center gap-3 rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
      {icon}
      {children}
    </p>
  );
}
