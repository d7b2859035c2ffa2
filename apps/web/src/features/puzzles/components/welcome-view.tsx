import { ArrowRight, Hammer, Sparkles, WandSparkles } from 'lucide-react';
import { difficultyLabel } from '@/components/puzzles/difficulty-badge';
import { CategoryIcon } from '@/components/tracks/category-icon';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import type { TrackSummary } from '../utils/puzzle-list';

/** What the Puzzles screen shows when no puzzle is open: the tracks, and the puzzle generator's place. */
export function WelcomeView({
  tracks,
  loading,
  onOpenCategory,
}: {
  tracks: TrackSummary[];
  loading: boolean;
  onOpenCategory: (categoryId: number) => void;
}) {
  return (
    <div className="min-w-0 animate-fade-in">
      <section aria-labelledby="tracks-heading">
        <h2 id="tracks-heading" className="mb-3 text-sm font-semibold text-muted-foreground">
          Tracks
        </h2>
        {loading ? (
          <div role="status" className="flex items-center gap-2 py-10 text-sm text-muted-foreground">
            <Spinner /> Loading tracks
          </div>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
            {tracks.map((track) => (
              <li key={track.category.id}>
                <CategoryCard track={track} onOpen={() => onOpenCategory(track.category.id)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <GeneratorPlaceholder />
    </div>
  );
}

function CategoryCard({ track, onOpen }: { track: TrackSummary; onOpen: () => void }) {
  const { category, total, solved, byDifficulty } = track;
  const percent = total === 0 ? 0 : (solved / total) * 100;
  return (
    <article className="flex h-full flex-col rounded-2xl border border-border bg-card p-5 transition-colors hover:border-brand/40">
      <div className="flex items-start justify-between gap-3">
        <CategoryIcon category={category} className="size-11" />
        <Badge variant="secondary">
          {total} {total === 1 ? 'puzzle' : 'puzzles'}
        </Badge>
      </div>
      <h3 className="mt-4 text-lg font-semibold">{category.name}</h3>
      <p className="mt-1 flex-1 text-sm text-muted-foreground">{category.description}</p>
      {total > 0 ? (
        <>
          <dl className="mt-4 flex gap-4 text-xs text-muted-foreground">
            {(['easy', 'medium', 'hard'] as const).map((difficulty) => (
              <div key={difficulty} className="flex gap-1">
                <dt>{difficultyLabel(difficulty)}</dt>
                <dd className="font-semibold text-foreground">
                  {byDifficulty[difficulty].solved}/{byDifficulty[difficulty].total}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-3 flex items-center gap-3">
            <Progress value={percent} aria-label={`${category.name}: ${solved} of ${total} solved`} />
            <span className="shrink-0 text-xs font-semibold tabular-nums">
              {solved}/{total}
            </span>
          </div>
          <button
            type="button"
            onClick={onOpen}
            className="mt-4 inline-flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-brand transition-colors hover:text-violet-200 focus-visible:outline-2 focus-visible:outline-ring"
          >
            Browse {category.name}
            <ArrowRight aria-hidden="true" className="size-4" />
          </button>
        </>
      ) : (
        <p className="mt-4 flex items-center gap-2 rounded-lg border border-dashed border-border px-3 py-2 text-xs text-muted-foreground">
          <Hammer aria-hidden="true" className="size-3.5" />
          Puzzles for this track are on their way.
        </p>
      )}
    </article>
  );
}

/** The AI puzzle generator's place on the welcome view (a later release fills it). */
function GeneratorPlaceholder() {
  return (
    <section
      aria-labelledby="generator-heading"
      className="relative mt-8 overflow-hidden rounded-2xl border border-dashed border-border bg-card/60 p-6"
    >
      <div
        aria-hidden="true"
        className="absolute -top-20 right-0 h-40 w-72 rounded-full bg-violet-600/15 blur-3xl"
      />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-violet-500/15 text-violet-300 ring-1 ring-violet-400/25 ring-inset">
          <WandSparkles aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="generator-heading" className="text-lg font-semibold">
              AI Puzzle Generator
            </h2>
            <Badge variant="brand">
              <Sparkles aria-hidden="true" />
              Coming soon
            </Badge>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            Generate fresh puzzles for any track and difficulty, with tests checked by the judge.
          </p>
        </div>
      </div>
    </section>
  );
}
