import { Check } from 'lucide-react';
import { TrackIcon } from '@/components/tracks/track-icon';
import { Badge } from '@/components/ui/badge';
import { TRACKS } from '@/config/tracks';

export function TracksSection() {
  return (
    <section
      id="tracks"
      aria-labelledby="tracks-title"
      className="scroll-mt-20 border-t border-border/60 bg-surface/60 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-brand uppercase">Tracks</p>
          <h2 id="tracks-title" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            Choose your path
          </h2>
          <p className="mt-4 text-muted-foreground">Three tracks, each packed with hand-picked challenges.</p>
        </div>
        <ul className="mt-14 grid gap-5 md:grid-cols-3">
          {TRACKS.map((track) => (
            <li key={track.id} className="flex flex-col rounded-2xl border border-border bg-card p-6">
              <div className="flex items-start justify-between gap-3">
                <TrackIcon track={track.id} />
                <Badge variant="secondary">{track.challenges} Challenges</Badge>
              </div>
              <h3 className="mt-5 text-xl font-semibold">{track.name}</h3>
              <ul className="mt-4 grid gap-2.5 text-sm text-muted-foreground">
                {track.topics.map((topic) => (
                  <li key={topic} className="flex items-center gap-2">
                    <Check className="size-4 shrink-0 text-emerald-400" aria-hidden="true" />
                    {topic}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
