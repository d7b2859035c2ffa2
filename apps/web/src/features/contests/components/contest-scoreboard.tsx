import type { Contest } from '@codequest/contracts';
import { Snowflake } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { CONTEST_TEXTS } from '@/config/messages';
import type { LiveBoardState } from '../api/watch-scoreboard';
import { useServerNow } from '../hooks/use-server-now';
import { freezeStartsAt } from '../utils/contest-time';
import { ScoreboardTable } from './scoreboard-table';

/**
 * The scoreboard section: the live board (it changes as the stream says, no reload), what its freeze means
 * for this viewer, a note while the stream reconnects, and the organisers' actions (`actions`).
 */
export function ContestScoreboard({
  contest,
  clockOffsetMs,
  live,
  viewer,
  actions,
}: {
  contest: Contest;
  clockOffsetMs: number;
  live: LiveBoardState;
  viewer: string;
  actions?: ReactNode;
}) {
  const { board } = live;
  return (
    <section
      aria-labelledby="contest-scoreboard-heading"
      className="grid min-w-0 gap-3 rounded-2xl border border-border bg-card p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="contest-scoreboard-heading" className="text-lg font-semibold">
          {CONTEST_TEXTS.scoreboardTitle}
        </h2>
        {actions}
      </div>
      {board ? <FreezeNotice contest={contest} clockOffsetMs={clockOffsetMs} frozen={board.frozen} /> : null}
      {live.status === 'connecting' && board ? (
        <p role="status" className="flex items-center gap-2 text-xs text-muted-foreground">
          <Spinner /> {CONTEST_TEXTS.reconnecting}
        </p>
      ) : null}
      {board ? (
        <>
          <ScoreboardTable board={board} problems={contest.problems} viewer={viewer} />
          <p className="text-xs text-muted-foreground">{CONTEST_TEXTS.legend[board.scoring]}</p>
        </>
      ) : live.status === 'failed' ? (
        <p className="text-sm text-red-300">{live.message ?? CONTEST_TEXTS.boardFailed}</p>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> {CONTEST_TEXTS.boardLoading}
        </p>
      )}
    </section>
  );
}

/**
 * What the freeze means here, on the server's clock (it ticks apart from the table): "Frozen" once it has
 * begun on a board that hides its outcomes, when it will begin before that; organisers are told they see
 * the live board.
 */
function FreezeNotice({
  contest,
  clockOffsetMs,
  frozen,
}: {
  contest: Contest;
  clockOffsetMs: number;
  /** Whether this viewer's board hides the freeze's outcomes (everyone's but the organisers', until revealed). */
  frozen: boolean;
}) {
  const now = useServerNow(clockOffsetMs);
  const freezesAt = freezeStartsAt(contest);
  if (freezesAt === null || contest.phase === 'ended') return null;
  if (!frozen) {
    if (!contest.organiser || contest.revealed) return null;
    return (
      <p className="text-sm text-muted-foreground">{CONTEST_TEXTS.organiserLive(contest.freezeMinutes)}</p>
    );
  }
  if (now < freezesAt)
    return (
      <p className="text-sm text-muted-foreground">{CONTEST_TEXTS.freezesLater(contest.freezeMinutes)}</p>
    );
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <Badge variant="warning" data-testid="frozen">
        <Snowflake aria-hidden="true" />
        {CONTEST_TEXTS.frozen}
      </Badge>
      {CONTEST_TEXTS.frozenNotice(contest.freezeMinutes)}
    </p>
  );
}
