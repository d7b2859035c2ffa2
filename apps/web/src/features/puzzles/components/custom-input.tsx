import { type ExecutionResult, VERDICT_LABELS } from '@codequest/contracts';
import { Play } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { formatMemory, formatMs } from '@/lib/format';
import { Block, CompileError, JudgeProblem } from './output-panel';

/** Runs the learner's code on their own standard input and shows what it printed. */
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
      <dl className="grid gap-2">
        <Block label="Your output" value={custom.output} />
        {custom.stderr ? <Block label="Errors" value={custom.stderr} tone="text-amber-200" /> : null}
      </dl>
    </section>
  );
}
