import { Code, Puzzle } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';
import { TrackIcon } from '@/components/tracks/track-icon';
import { Badge } from '@/components/ui/badge';
import { TRACKS } from '@/config/tracks';
import { useCurrentUser } from '@/lib/auth';

/** /, /dashboard and /puzzles. The categories, the puzzle list and the editor arrive with the puzzles release. */
export function PuzzlesRoute() {
  const user = useCurrentUser();
  return (
    <div className="mx-auto max-w-6xl animate-fade-in">
      <PageHeader
        icon={<Puzzle />}
        title="Puzzles"
        description={`Pick a track and start solving, ${user.username}. Every accepted solution earns XP.`}
      />
      <ul aria-label="Categories" className="grid gap-4 md:grid-cols-3">
        {TRACKS.map((track) => (
          <li key={track.id} className="rounded-2xl border border-border bg-card p-5">
            <div className="flex items-center justify-between">
              <TrackIcon track={track.id} className="size-11" />
              <Badge variant="secondary">{track.challenges} Challenges</Badge>
            </div>
            <h2 className="mt-4 text-lg font-semibold">{track.name}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{track.topics.join(' · ')}</p>
          </li>
        ))}
      </ul>
      <ComingSoon
        className="mt-8"
        icon={<Code />}
        title="The puzzle editor is on its way"
        description="Soon you will browse every puzzle, write code in C, Java or Python, run it against test cases and submit it for XP, right here."
        upcoming={[
          'Puzzle list by category',
          'Code editor with run & submit',
          'Hints and solutions',
          'AI puzzle generator',
        ]}
      />
    </div>
  );
}
