import { LANGUAGE_TABLE, type Language, type Submission, VERDICT_LABELS } from '@codequest/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileDiff, History, Import } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime, formatMemory, formatMs } from '@/lib/format';
import { submissionsQueryOptions } from '../api/get-accepted-code';
import { formatRelativeTime } from '../utils/relative-time';
import { verdictTone } from '../utils/verdict-tone';

// The diff view (and @codemirror/merge) is a chunk of its own, fetched the first time a learner compares.
const SubmissionDiff = lazy(() => import('./submission-diff'));

/**
 * The Submissions tab: every submission the learner made of this puzzle, newest first, with its verdict, when,
 * language, runtime and memory. One opens on its code (read-only), compared with the editor's code on demand,
 * or loaded into the editor (`onLoad`, which asks first when that would lose code).
 */
export function SubmissionHistory({
  puzzleId,
  currentCode,
  onLoad,
}: {
  puzzleId: number;
  /** The editor's code as it is now, in `language`. */
  currentCode: () => { code: string; language: Language };
  onLoad: (submission: Submission) => void;
}) {
  const submissions = useQuery(submissionsQueryOptions(puzzleId));
  const [openId, setOpenId] = useState<number | null>(null);
  const open = submissions.data?.find((submission) => submission.id === openId);

  if (submissions.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
        <Spinner /> Loading your submissions
      </p>
    );
  }
  if (submissions.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p className="text-red-300">Your submissions could not be loaded.</p>
        <Button variant="secondary" size="sm" onClick={() => void submissions.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (open) {
    return (
      <SubmissionDetail
        submission={open}
        currentCode={currentCode}
        onBack={() => setOpenId(null)}
        onLoad={() => onLoad(open)}
      />
    );
  }
  if (submissions.data.length === 0) {
    return (
      <p className="flex items-center gap-3 rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
        <History aria-hidden="true" className="size-5 shrink-0" />
        Your submissions of this puzzle will be listed here, newest first.
      </p>
    );
  }
  return (
    <ol aria-label="Your submissions" className="grid grid-cols-1 gap-2">
      {submissions.data.map((submission) => (
        <li key={submission.id}>
          <button
            type="button"
            onClick={() => setOpenId(submission.id)}
            data-verdict={submission.verdict}
            aria-label={`${VERDICT_LABELS[submission.verdict]}, ${LANGUAGE_TABLE[submission.language].name}, ${formatRelativeTime(submission.createdAt)}: view the code`}
            className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-border bg-surface px-3.5 py-2.5 text-left text-sm transition-colors hover:border-brand/40 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Badge variant={verdictTone(submission.verdict)}>{VERDICT_LABELS[submission.verdict]}</Badge>
            <SubmissionFacts submission={submission} />
          </button>
        </li>
      ))}
    </ol>
  );
}

function SubmissionFacts({ submission }: { submission: Submission }) {
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
      <time dateTime={submission.createdAt} title={formatDateTime(submission.createdAt)}>
        {formatRelativeTime(submission.createdAt)}
      </time>
      <span>{LANGUAGE_TABLE[submission.language].name}</span>
      {submission.runtimeMs !== null ? <span>{formatMs(submission.runtimeMs)}</span> : null}
      {submission.memoryKb !== null ? <span>{formatMemory(submission.memoryKb)}</span> : null}
    </span>
  );
}

function SubmissionDetail({
  submission,
  currentCode,
  onBack,
  onLoad,
}: {
  submission: Submission;
  currentCode: () => { code: string; language: Language };
  onBack: () => void;
  onLoad: () => void;
}) {
  // The editor's code when Compare was pressed: a diff does not follow every keystroke.
  const [compared, setCompared] = useState<{ code: string; language: Language } | null>(null);
  const languageName = LANGUAGE_TABLE[submission.language].name;

  return (
    <section aria-label="Submission" className="grid min-w-0 grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          All submissions
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge variant={verdictTone(submission.verdict)}>{VERDICT_LABELS[submission.verdict]}</Badge>
        <SubmissionFacts submission={submission} />
        {submission.verdict !== 'COMPILATION_ERROR' ? (
          <span className="text-xs text-muted-foreground">
            {submission.passedCount}/{submission.totalCount} tests passed
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={compared !== null}
          onClick={() => setCompared(compared ? null : currentCode())}
        >
          <FileDiff aria-hidden="true" />
          {compared ? 'Hide comparison' : 'Compare with my code'}
        </Button>
        <Button size="sm" onClick={onLoad}>
          <Import aria-hidden="true" />
          Load into editor
        </Button>
      </div>
      {compared ? (
        <div className="grid gap-2">
          <p className="text-xs text-muted-foreground">
            Your code now, with this submission&apos;s lines that differ in red and your changes in green.
            {compared.language !== submission.language
              ? ` The editor is in ${LANGUAGE_TABLE[compared.language].name}; this submission is in ${languageName}.`
              : ''}
          </p>
          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner /> Loading the comparison
              </p>
            }
          >
            <SubmissionDiff
              submissionCode={submission.code}
              currentCode={compared.code}
              language={compared.language}
              label="Comparison of this submission with your code"
            />
          </Suspense>
        </div>
      ) : (
        <pre
          data-testid="submission-code"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
          tabIndex={0}
          className="max-h-[32rem] overflow-auto rounded-xl border border-border bg-[#0a0f1d] p-4 font-mono text-xs leading-5 text-slate-200 focus-visible:outline-2 focus-visible:outline-ring"
        >
          {submission.code}
        </pre>
      )}
    </section>
  );
}
