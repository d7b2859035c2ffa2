import {
  CODE_MESSAGES,
  type ExecutionResult,
  type SubmitResult,
  type TestResult,
  VERDICT_LABELS,
} from '@codequest/contracts';
import { CircleCheck, CircleX, EyeOff, SquareTerminal, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { TextBlock } from '@/components/ui/text-block';
import { formatMemory, formatMs } from '@/lib/format';
import { cn } from '@/lib/utils';
import { isAccepted } from '../utils/outcome';

/** What the last run or submit gave: every test with its data (visible) or just its verdict (hidden). */
export type RunOutput = { kind: 'run'; result: ExecutionResult } | { kind: 'submit'; result: SubmitResult };

export function OutputPanel({
  output,
  busy,
  customInput,
}: {
  output: RunOutput | null;
  /** What is running now, if anything. */
  busy: 'run' | 'submit' | null;
  customInput: ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 gap-4">
      <div aria-live="polite" aria-busy={busy !== null} className="grid grid-cols-1 gap-4">
        {busy ? (
          <div className="flex flex-col items-center justify-center gap-3 rounded-xl border border-border bg-surface py-10 text-sm text-muted-foreground">
            <Spinner className="size-6 text-brand" />
            {busy === 'run'
              ? 'Running your code on the visible tests…'
              : 'Judging your solution on every test…'}
          </div>
        ) : output ? (
          <Results output={output} />
        ) : (
          <p className="flex items-center gap-3 rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
            <SquareTerminal aria-hidden="true" className="size-5 shrink-0" />
            Run your code to see each test&apos;s input, expected output and your output here.
          </p>
        )}
      </div>
      {customInput}
    </div>
  );
}

function Results({ output }: { output: RunOutput }) {
  const { result } = output;
  if (result.verdict === 'INTERNAL_ERROR') return <JudgeProblem />;
  const passed =
    output.kind === 'submit' ? isAccepted(output.result) : result.passedCount === result.totalCount;
  return (
    <section
      aria-label={output.kind === 'submit' ? 'Submission result' : 'Run result'}
      className="grid grid-cols-1 gap-3"
    >
      <div
        className={cn(
          'flex flex-wrap items-center justify-between gap-3 rounded-xl border px-4 py-3',
          result.error !== null
            ? 'border-red-500/40 bg-red-500/10'
            : passed
              ? 'border-emerald-400/40 bg-emerald-400/10'
              : 'border-amber-400/40 bg-amber-400/10',
        )}
      >
        <div>
          <p className="text-xs text-muted-foreground">{output.kind === 'submit' ? 'Submission' : 'Run'}</p>
          <p className="font-semibold">{VERDICT_LABELS[result.verdict]}</p>
        </div>
        {result.error === null ? (
          <dl className="flex gap-4 text-sm">
            <Measure label="Passed" value={`${result.passedCount}/${result.totalCount}`} />
            <Measure label="Runtime" value={formatMs(result.runtime)} />
            <Measure label="Memory" value={formatMemory(result.memoryKb)} />
          </dl>
        ) : null}
      </div>
      {result.error !== null ? (
        <CompileError text={result.error} />
      ) : (
        <ol aria-label="Test results" className="grid grid-cols-1 gap-3">
          {result.results.map((test, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tests are numbered by position
            <li key={index}>
              <TestCard test={test} number={index + 1} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The judge itself failed: said plainly, never dressed up as the learner's compiler output. */
export function JudgeProblem() {
  return (
    <div
      role="alert"
      data-testid="judge-problem"
      className="flex items-start gap-3 rounded-xl border border-amber-400/40 bg-amber-400/10 px-4 py-3 text-sm"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-300" />
      <div>
        <p className="font-semibold">We could not judge your code</p>
        <p className="text-muted-foreground">{CODE_MESSAGES.internalError}</p>
      </div>
    </div>
  );
}

export function CompileError({ text }: { text: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-red-500/40 bg-[#1c0d12]">
      <p className="flex items-center gap-2 border-b border-red-500/30 px-4 py-2 text-sm font-semibold text-red-200">
        <TriangleAlert aria-hidden="true" className="size-4" />
        Compiler output
      </p>
      <pre
        data-testid="compile-error"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        className="max-h-80 overflow-auto p-4 font-mono text-xs leading-5 whitespace-pre text-red-100 focus-visible:outline-2 focus-visible:outline-ring"
      >
        {text}
      </pre>
    </div>
  );
}

function TestCard({ test, number }: { test: TestResult; number: number }) {
  const title = test.hidden ? `Hidden test ${number}` : `Test ${number}`;
  return (
    <article
      aria-label={title}
      data-passed={test.passed}
      className={cn(
        'rounded-xl border bg-surface p-3.5',
        test.passed ? 'border-border' : 'border-red-500/30',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="flex items-center gap-2 text-sm font-medium">
          {test.hidden ? (
            <EyeOff aria-hidden="true" className="size-4 text-muted-foreground" />
          ) : test.passed ? (
            <CircleCheck aria-hidden="true" className="size-4 text-emerald-400" />
          ) : (
            <CircleX aria-hidden="true" className="size-4 text-red-400" />
          )}
          {title}
        </h4>
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          {test.hidden ? null : (
            <>
              <span>{formatMs(test.cpuMs)}</span>
              <span aria-hidden="true">·</span>
              <span>{formatMemory(test.memoryKb)}</span>
            </>
          )}
          <Badge variant={test.passed ? 'success' : 'danger'}>
            {test.passed ? 'Passed' : VERDICT_LABELS[test.verdict]}
          </Badge>
        </div>
      </div>
      {!test.hidden && test.message ? <p className="mt-2 text-xs text-amber-200">{test.message}</p> : null}
      {test.hidden ? (
        <p className="mt-2 text-xs text-muted-foreground">Input and output are hidden.</p>
      ) : (
        <dl className="mt-3 grid gap-2">
          <TextBlock label="Input" value={test.input} />
          <TextBlock label="Expected" value={test.expected} />
          <TextBlock label="Output" value={test.output} tone={test.passed ? undefined : 'text-red-200'} />
          {test.stderr ? <TextBlock label="Errors" value={test.stderr} tone="text-amber-200" /> : null}
          {test.feedback ? <TextBlock label="Checker's feedback" value={test.feedback} /> : null}
        </dl>
      )}
    </article>
  );
}

function Measure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
