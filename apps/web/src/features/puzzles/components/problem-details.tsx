import type { Puzzle } from '@codequest/contracts';
import { Block } from './output-panel';
import { InlineText, ProblemStatement } from './problem-statement';

/** The Problem tab: statement, examples with their explanations, constraints. */
export function ProblemDetails({ puzzle }: { puzzle: Puzzle }) {
  const constraints = puzzle.constraints.split('\n').filter((line) => line.trim() !== '');
  return (
    <div className="grid gap-6">
      <ProblemStatement text={puzzle.problemStatement} />

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
                <Block label="Input" value={example.input} />
                <Block label="Output" value={example.output} />
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
    </div>
  );
}
