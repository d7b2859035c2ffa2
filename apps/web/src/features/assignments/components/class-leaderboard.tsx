import { Trophy } from 'lucide-react';
import { ASSIGNMENT_TEXTS } from '@/config/messages';
import { useClassLeaderboard } from '../api/get-class-leaderboard';

/** The class's learners by assignment puzzles solved (the late rule of each assignment applies). */
export function ClassLeaderboard({ classId }: { classId: number }) {
  const board = useClassLeaderboard(classId);
  return (
    <section aria-labelledby="class-leaderboard-heading" className="grid min-w-0 gap-3">
      <h2 id="class-leaderboard-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Trophy aria-hidden="true" className="size-4" />
        {ASSIGNMENT_TEXTS.leaderboardTitle}
      </h2>
      {board.data && board.data.items.length > 0 ? (
        <ol className="grid gap-1 text-sm">
          {board.data.items.map((item) => (
            <li
              key={item.userId}
              className="flex min-w-0 items-center gap-3 rounded-lg px-2 py-1 odd:bg-muted/40"
            >
              <span className="w-6 text-right font-semibold">{item.rank}</span>
              <span className="min-w-0 flex-1 truncate">{item.username}</span>
              <span>
                {item.solved} {ASSIGNMENT_TEXTS.solved}
              </span>
            </li>
          ))}
        </ol>
      ) : board.data ? (
        <p className="text-sm text-muted-foreground">{ASSIGNMENT_TEXTS.leaderboardEmpty}</p>
      ) : null}
    </section>
  );
}
