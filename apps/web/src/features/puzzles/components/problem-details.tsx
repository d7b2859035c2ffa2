import type { Puzzle } from '@codequest/contracts';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextBlock } from '@/components/ui/text-block';
import { UI_MESSAGES } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { formatBytes } from '@/lib/format';
import { useDownloadAttachment } from '../api/download-attachment';
import { InlineText, ProblemStatement } from './problem-statement';

/**
 * The Problem tab: statement, how to talk with the judge (interactive problems), examples with their
 * explanations, constraints, and the files offered with it (an imported package's attachments).
 */
export function ProblemDetails({ puzzle, contestId }: { puzzle: Puzzle; contestId?: number | undefined }) {
  const constraints = puzzle.constraints.split('\n').filter((line) => line.trim() !== '');
  return (
    <div className="grid gap-6">
      <ProblemStatement text={puzzle.problemStatement} />

      {puzzle.interactive ? (
        <aside
          aria-label="Interactive problem"
          className="rounded-xl border border-violet-400/40 bg-violet-400/10 px-4 py-3 text-sm leading-relaxed"
        >
          <p className="font-semibold">Interactive problem</p>
          <p className="mt-1 text-muted-foreground">
            Your program talks with the judge's program: what the judge says comes on standard input, and what
            you print goes to it. Flush after each line you print (<code>fflush(stdout)</code>,{' '}
            <code>endl</code>, <code>System.out.flush()</code>, <code>print(…, flush=True)</code>), then read
            the reply.
          </p>
        </aside>
      ) : null}

      {puzzle.examples.length > 0 ? (
        <section aria-labelledby="examples-heading" className="grid gap-3">
          <h3 id="examples-heading" className="text-base font-semibold">
            Examples
          </h3>
          {puzzle.examples.map((example, index) => (
            <article
              // biome-ignore lint/suspicious/noArrayIndexKey: examples never move
              key={index}
              aria-label={`Example ${index + 1}`}
              className="rounded-xl border border-border bg-surface p-4"
            >
              <h4 className="text-sm font-semibold">Example {index + 1}</h4>
              <dl className="mt-3 grid gap-2 sm:grid-cols-2">
                <TextBlock label="Input" value={example.input} />
                <TextBlock label="Output" value={example.output} />
              </dl>
              {example.explanation ? (
                <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
                  <span className="font-medium text-foreground">Explanation: </span>
                  <InlineText text={example.explanation} />
                </p>
              ) : null}
            </article>
          ))}
        </section>
      ) : null}

      {constraints.length > 0 ? (
        <section aria-labelledby="constraints-heading" className="grid gap-2">
          <h3 id="constraints-heading" className="text-base font-semibold">
            Constraints
          </h3>
          <ul className="grid gap-1.5">
            {constraints.map((line) => (
              <li
                key={line}
                className="w-fit rounded-md border border-border bg-surface px-2.5 py-1 font-mono text-xs text-slate-200"
              >
                {line}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {puzzle.attachments ? (
        <Attachments puzzleId={puzzle.id} files={puzzle.attachments} contestId={contestId} />
      ) : null}
    </div>
  );
}

function Attachments({
  puzzleId,
  files,
  contestId,
}: {
  puzzleId: number;
  files: NonNullable<Puzzle['attachments']>;
  contestId: number | undefined;
}) {
  const download = useDownloadAttachment({
    onError: () => toast({ ...UI_MESSAGES.attachmentDownloadFailed, variant: 'destructive' }),
  });
  return (
    <section aria-labelledby="attachments-heading" className="grid gap-2">
      <h3 id="attachments-heading" className="text-base font-semibold">
        Attachments
      </h3>
      <ul className="grid gap-1.5">
        {files.map((file) => (
          <li key={file.name} className="flex min-w-0 items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              className="min-w-0"
              aria-label={`Download ${file.name}`}
              disabled={download.isPending}
              onClick={() => download.mutate({ puzzleId, name: file.name, contestId })}
            >
              <Download aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate font-mono">{file.name}</span>
            </Button>
            <span className="text-xs text-muted-foreground tabular-nums">{formatBytes(file.bytes)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
