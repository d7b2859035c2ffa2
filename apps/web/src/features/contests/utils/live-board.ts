import {
  applyScoreboardUpdate,
  type ContestAnnouncement,
  type Scoreboard,
  type ScoreboardUpdate,
} from '@codequest/contracts';
import type { ServerSentEvent } from './sse';

/**
 * The live scoreboard's events (GET /api/contests/:id/scoreboard/live): `scoreboard`, the whole board (the
 * first event of every connection, and whenever more than rows changed); `rows`, the rows that changed,
 * merged into the board and ranked again (contracts' applyScoreboardUpdate, the server's own ranking); and
 * `announcement`, an organisers' announcement as it is posted.
 */
export type LiveEvent =
  | { kind: 'board'; board: Scoreboard }
  | { kind: 'rows'; update: ScoreboardUpdate }
  | { kind: 'announcement'; announcement: ContestAnnouncement };

const KINDS: Record<string, LiveEvent['kind']> = {
  scoreboard: 'board',
  rows: 'rows',
  announcement: 'announcement',
};

/** The event as the board reads it; null for an event it does not know or data it cannot read. */
export function readLiveEvent(event: ServerSentEvent): LiveEvent | null {
  const kind = KINDS[event.event];
  if (!kind) return null;
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  if (kind === 'board')
    return 'rows' in data && 'labels' in data ? { kind, board: data as Scoreboard } : null;
  if (kind === 'rows') return 'rows' in data ? { kind, update: data as ScoreboardUpdate } : null;
  return 'id' in data && 'body' in data ? { kind, announcement: data as ContestAnnouncement } : null;
}

/** The board after an event: a whole board replaces it, rows are merged in (rows before any board wait for one). */
export function boardAfter(board: Scoreboard | null, event: LiveEvent): Scoreboard | null {
  if (event.kind === 'board') return event.board;
  if (event.kind === 'rows') return board ? applyScoreboardUpdate(board, event.update) : board;
  return board;
}

/** The announcements with one more, newest first, each once (the stream and the poster's answer may both bring it). */
export function withAnnouncement(
  announcements: readonly ContestAnnouncement[],
  added: ContestAnnouncement,
): ContestAnnouncement[] {
  const others = announcements.filter((announcement) => announcement.id !== added.id);
  return [added, ...others].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}
