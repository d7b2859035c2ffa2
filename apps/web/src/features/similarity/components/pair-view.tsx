import { LANGUAGE_TABLE, type SimilarityPair, type SimilaritySolution } from '@codequest/contracts';
import { SIMILARITY_TEXTS } from '@/config/messages';
import { cn } from '@/lib/utils';

/**
 * A pair side by side (stacked on a phone): each solution's lines, those that match highlighted and
 * labelled with the number of their match, so the marks do not rest on colour alone.
 */
export function PairView({
  pair,
  a,
  b,
}: {
  pair: SimilarityPair;
  a: SimilaritySolution;
  b: SimilaritySolution;
}) {
  return (
    <section aria-labelledby="pair-heading" className="grid min-w-0 gap-3" data-testid="similarity-pair-view">
      <h2 id="pair-heading" className="text-lg font-semibold [overflow-wrap:anywhere]">
        {SIMILARITY_TEXTS.pairTitle(a.username, b.username)}{' '}
        <span className="text-muted-foreground">{SIMILARITY_TEXTS.percent(pair.similarity)}</span>
      </h2>
      <p className="text-sm text-muted-foreground">{SIMILARITY_TEXTS.legend}</p>
      <div className="grid min-w-0 gap-3 md:grid-cols-2">
        <MarkedCode solution={a} ranges={pair.fragments.map((fragment) => fragment.aLines)} />
        <MarkedCode solution={b} ranges={pair.fragments.map((fragment) => fragment.bLines)} />
      </div>
    </section>
  );
}

function MarkedCode({ solution, ranges }: { solution: SimilaritySolution; ranges: Array<[number, number]> }) {
  const lines = solution.code.replace(/\n$/, '').split('\n');
  const title = SIMILARITY_TEXTS.solutionOf(solution.username, LANGUAGE_TABLE[solution.language].name);
  /** The match (1-based) a line belongs to, the first one if several. */
  const matchOf = (line: number) => {
    const index = ranges.findIndex(([from, to]) => line >= from && line <= to);
    return index < 0 ? null : index + 1;
  };
  return (
    <figure className="grid min-w-0 content-start gap-2 rounded-2xl border border-border bg-card p-3">
      <figcaption className="text-sm font-medium [overflow-wrap:anywhere]">{title}</figcaption>
      <ol aria-label={title} className="min-w-0 font-mono text-xs leading-5">
        {lines.map((text, index) => {
          const line = index + 1;
          const match = matchOf(line);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a line's number is its identity
              key={index}
              data-match={match ?? undefined}
              className={cn('grid grid-cols-[2.5rem_4.5rem_minmax(0,1fr)] gap-2', match && 'bg-brand/15')}
            >
              <span className="text-right text-muted-foreground select-none">{line}</span>
              <span className={cn('text-[11px]', match ? 'font-semibold text-foreground' : 'sr-only')}>
                {match ? SIMILARITY_TEXTS.match(match) : ''}
              </span>
              <code className="whitespace-pre-wrap [overflow-wrap:anywhere]">{text || ' '}</code>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
