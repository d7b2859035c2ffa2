import { type CustomExpected, type ExecutionResult, VERDICT_LABELS } from '@codequest/contracts';
import { CircleCheck, CircleX, Info, Play } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { TextBlock } from '@/components/ui/text-block';
import { Textarea } from '@/components/ui/textarea';
import { formatMemory, formatMs } from '@/lib/format';
import { cn } from '@/lib/utils';
import { CompileError, JudgeProblem } from './output-panel';

/**
 * Runs the learner's code on their own standard input and shows what it printed, with no comparison; beside
 * it, when the puzzle has a reference solution, what that printed on the same input, marked same or different.
 */
export function CustomInput({
  busy,
  disabled,
  result,
  onRun,
}: {
  busy: boolean;
  disabled: boolean;
  result: ExecutionResult | null;
  onRun: (stdin: string) => void;
}) {
  const [stdin, setStdin] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onRun(stdin);
  }

  return (
    <section
      aria-labelledby="custom-input-heading"
      className="grid grid-cols-1 gap-3 rounded-xl border border-border p-4"
    >
      <div>
        <h3 id="custom-input-heading" className="text-sm font-semibold">
          Custom Input
        </h3>
        <p className="text-xs text-muted-foreground">Run your code on input of your own.</p>
      </div>
      <form onSubmit={handleSubmit} className="grid gap-2">
        <Label htmlFor="custom-stdin" className="sr-only">
          Custom input
        </Label>
        <Textarea
          id="custom-stdin"
          rows={4}
          spellCheck={false}
          placeholder={'e.g.\n3\n1 2 3'}
          value={stdin}
          onChange={(event) => setStdin(event.target.value)}
          className="font-mono text-xs"
        />
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          disabled={disabled}
          className="justify-self-start"
        >
          {busy ? <Spinner /> : <Play aria-hidden="true" />}
          {busy ? 'Running...' : 'Run with Custom Input'}
        </Button>
      </form>
      {result ? <CustomResult result={result} /> : null}
    </section>
  );
}

function CustomResult({ result }: { result: ExecutionResult }) {
  if (result.verdict === 'INTERNAL_ERROR') return <JudgeProblem />;
  if (result.error !== null) return <CompileError text={result.error} />;
  const custom = result.custom;
  if (!custom) return null;
  return (
    <section aria-label="Custom input result" className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <Badge variant={custom.verdict === 'ACCEPTED' ? 'success' : 'danger'}>
          {custom.verdict === 'ACCEPTED' ? 'Ran' : VERDICT_LABELS[custom.verdict]}
        </Badge>
        <span>{formatMs(custom.cpuMs)}</span>
        <span aria-hidden="true">·</span>
        <span>{formatMemory(custom.memoryKb)}</span>
      </div>
      {custom.message ? <p className="text-xs text-amber-200">{custom.message}</p> : null}
      <dl className={cn('grid gap-2', custom.expected?.status === 'ran' && 'sm:grid-cols-2')}>
        <TextBlock label="Your output" value={custom.output} />
        {custom.expected?.status === 'ran' ? (
          <TextBlock label="Expected output" value={custom.expected.output} />
        ) : null}
      </dl>
      {custom.expected ? <Comparison expected={custom.expected} /> : null}
      {custom.stderr ? (
        <dl>
          <TextBlock label="Errors" value={custom.stderr} tone="text-amber-200" />
        </dl>
      ) : null}
    </section>
  );
}

/** Whether the output matches the reference's (as the puzzle's checker compares), or why there is none. */
function Comparison({ expected }: { expected: CustomExpected }) {
  if (expected.status === 'failed') {
    return (
      <p data-testid="expected-output-note" className="flex items-start gap-2 text-xs text-muted-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        {expected.message}
      </p>
    );
  }
  if (expected.same === null) {
    return (
      <p data-testid="expected-output-note" className="text-xs text-muted-foreground">
        Your program did not finish normally or printed too much to compare: see above.
      </p>
    );
  }
  return (
    <p data-testid="expected-output-note" className="flex items-center gap-2 text-xs">
      {expected.same ? (
        <Badge variant="success">
          <CircleCheck aria-hidden="true" />
          Same as expected
        </Badge>
      ) : (
        <Badge variant="danger">
          <CircleX aria-hidden="true" />
          Different from expected
        </Badge>
      )}
      <span className="text-muted-foreground">The expected output is the reference solution&apos;s.</span>
    </p>
  );
}
