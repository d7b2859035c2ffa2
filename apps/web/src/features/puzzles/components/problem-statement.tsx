import { Fragment } from 'react';
import { cn } from '@/lib/utils';
import { isHeading, type Paragraph, parseStatement } from '../utils/rich-text';

/** A problem statement: **x** as strong text, everything else as written (never HTML). */
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

function ParagraphLines({ paragraph }: { paragraph: Paragraph }) {
  return paragraph.map((line, lineIndex) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text
    <Fragment key={lineIndex}>
      {lineIndex > 0 ? <br /> : null}
      {line.map((run, runIndex) =>
        run.bold ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs of a fixed text
          <strong key={runIndex} className="font-semibold text-foreground">
            {run.text}
          </strong>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs of a fixed text
          <Fragment key={runIndex}>{run.text}</Fragment>
        ),
      )}
    </Fragment>
  ));
}
