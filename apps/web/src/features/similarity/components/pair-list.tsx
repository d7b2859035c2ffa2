import type { SimilarityPair, SimilaritySolution } from '@codequest/contracts';
import { SIMILARITY_TEXTS } from '@/config/messages';
import { cn } from '@/lib/utils';

/** The pairs above the threshold, most similar first; choosing one opens it (PairView). */
export function PairList({
  pairs,
  solutions,
  selected,
  onSelect,
}: {
  pairs: SimilarityPair[];
  solutions: Map<number, SimilaritySolution>;
  selected: SimilarityPair | null;
  onSelect: (pair: SimilarityPair) => void;
}) {
  return (
    <section aria-labelledby="pairs-heading" className="grid min-w-0 gap-3">
      <h2 id="pairs-heading" className="text-lg font-semibold">
        {SIMILARITY_TEXTS.pairsTitle} <span className="text-sm text-muted-foreground">({pairs.length})</span>
      </h2>
      {pairs.length === 0 ? (
        <p className="text-sm text-muted-foreground">{SIMILARITY_TEXTS.noPairs}</p>
      ) : (
        <ol className="grid gap-2">
          {pairs.map((pair) => {
            const a = solutions.get(pair.a)?.username ?? '';
            const b = solutions.get(pair.b)?.username ?? '';
            const isOpen = selected === pair;
            return (
              <li key={`${pair.a}-${pair.b}`}>
                <button
                  type="button"
                  data-testid="similarity-pair"
                  aria-pressed={isOpen}
                  aria-label={SIMILARITY_TEXTS.pairLabel(a, b, pair.similarity)}
                  onClick={() => onSelect(pair)}
                  className={cn(
                    'flex w-full min-w-0 items-center gap-3 rounded-xl border border-border bg-card px-4 py-3 text-left transition-colors hover:bg-accent/60 focus-visible:outline-2 focus-visible:outline-ring/60',
                    isOpen && 'border-brand',
                  )}
                >
                  <span className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere]">
                    {a} <span className="text-muted-foreground">↔</span> {b}
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">
                    {SIMILARITY_TEXTS.percent(pair.similarity)}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
