import { ArrowRight, Hammer } from 'lucide-react';
import type { ReactNode } from 'react';
import { difficultyLabel } from '@/components/puzzles/difficulty-badge';
import { CategoryIcon } from '@/components/tracks/category-icon';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import type { TrackSummary } from '../utils/puzzle-list';

/** What the Puzzles screen shows when no puzzle is open: the tracks, and the puzzle generator. */
export function WelcomeView({
  tracks,
  loading,
  onOpenCategory,
  generator,
}: {
  tracks: TrackSummary[];
  loading: boolean;
  onOpenCategory: (categoryId: number) => void;
  /** The puzzle generator, below the tracks. */
  generator: ReactNode;
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
      {generator}
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
