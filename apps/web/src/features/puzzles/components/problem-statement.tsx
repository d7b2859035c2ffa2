import { Fragment } from 'react';
import { cn } from '@/lib/utils';
import { isHeading, type Paragraph, parseInline, parseStatement, type TextRun } from '../utils/rich-text';
import { MathRun } from './math-run';

/**
 * A problem statement: **x** as strong text, `x` as code, $x$ and $$x$$ typeset as math (KaTeX, loaded only
 * then), everything else as written (never HTML of the statement's own).
 */
export function ProblemStatement({ text, className }: { text: string; className?: string }) {
  const paragraphs = parseStatement(text);
  return (
    <div className={cn('grid gap-3 text-[0.9375rem] leading-relaxed text-slate-200', className)}>
      {paragraphs.map((paragraph, index) => (
        <p
          // biome-ignore lint/suspicious/noArrayIndexKey: a statement's paragraphs never move
          key={index}
          className={cn(isHeading(paragraph) && 'mt-2 text-base text-foreground')}
        >
          <ParagraphLines paragraph={paragraph} />
        </p>
      ))}
    </div>
  );
}

/** One line of puzzle text (an example's explanation, a hint) with the statement's inline markup. */
export function InlineText({ text }: { text: string }) {
  return <Runs runs={parseInline(text)} />;
}

function ParagraphLines({ paragraph }: { paragraph: Paragraph }) {
  return paragraph.map((line, lineIndex) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text
    <Fragment key={lineIndex}>
      {lineIndex > 0 ? <br /> : null}
      <Runs runs={line} />
    </Fragment>
  ));
}

function Runs({ runs }: { runs: TextRun[] }) {
  return runs.map((run, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: runs of a fixed text
    <Run key={index} run={run} />
  ));
}

function Run({ run }: { run: TextRun }) {
  if (run.math) return <MathRun tex={run.text} display={run.math === 'display'} />;
  const text = run.code ? (
    <code className="rounded-md border border-border bg-surface px-1.5 py-0.5 font-mono text-[0.85em] text-cyan-100">
      {run.text}
    </code>
  ) : (
    run.text
  );
  return run.bold ? <strong className="font-semibold text-foreground">{text}</strong> : text;
}
