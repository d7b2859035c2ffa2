import { type Scoreboard, scoreboardUpdate } from '@codequest/contracts';
import type { ScoreboardView } from '../services/contests';
import type { BoardFeed } from './board-feed';

/**
 * This process's live scoreboards: everyone watching one contest's board in one view (its organisers' live
 * board, or everyone else's) shares one reading of it. At each change the feed reports, the board is read
 * once per view after a short pause that gathers a burst of changes into one reading, and what changed since
 * the room's last reading is sent to all its watchers as one `rows` event, written once (the whole board as a
 * `scoreboard` event when more than rows changed: frozen, revealed); a change heard during a reading brings
 * one more. Everyone's board is read again at the contest's end too, when its frozen outcomes show. An
 * organisers' announcement is passed to every watcher as an `announcement` event at once.
 */

/** How long a change waits for others before the board is read: a burst of submissions is one reading. */
const GATHER_MS = 300;
/** setTimeout's longest delay; a contest ending later than this is not read again at its end. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Writes one Server-Sent Event, already formatted. */
type Send = (event: string) => void;

/** A board as the `scoreboard` event that starts every live board, and follows a change of more than rows. */
export const boardEvent = (board: Scoreboard): string =>
  `event: scoreboard\ndata: ${JSON.stringify(board)}\n\n`;

interface Room {
  view: ScoreboardView;
  watchers: Set<Send>;
  unwatch: () => void;
  /** The read again at the contest's end, and the pause before the next reading. */
  endTimer: NodeJS.Timeout | undefined;
  gatherTimer: NodeJS.Timeout | undefined;
  reading: boolean;
  again: boolean;
  /** The room's last reading: the next event says what changed since. */
  last: Scoreboard | undefined;
  /** `last` as JSON without its server time (and its opening brace), once asked for. */
  lastJson: string | undefined;
}

const roomKey = (view: ScoreboardView): string =>
  `${view.contestId}:${view.organiser ? 'organisers' : 'everyone'}`;

export class LiveBoards {
  private readonly rooms = new Map<string, Room>();

  constructor(
    private readonly options: {
      feed: BoardFeed;
      read: (view: ScoreboardView) => Promise<Scoreboard>;
      now: () => number;
      onError: (error: unknown, contestId: number) => void;
    },
  ) {}

  /**
   * Sends `send` what changes in the view's board until the returned function is called; `current`: the
   * board the watcher was just sent whole (a new room's first reading is told what changed since).
   */
  join(view: ScoreboardView, send: Send, current: Scoreboard): () => void {
    const key = roomKey(view);
    let room = this.rooms.get(key);
    if (!room) {
      const created: Room = {
        view,
        watchers: new Set(),
        unwatch: () => {},
        endTimer: undefined,
        gatherTimer: undefined,
        reading: false,
        again: false,
        last: current,
        lastJson: undefined,
      };
      created.unwatch = this.options.feed.watch(view.contestId, (news) => {
        if (news.kind === 'changed') this.schedule(created);
        else {
          const event = `event: announcement\ndata: ${JSON.stringify(news.announcement)}\n\n`;
          for (const send of created.watchers) send(event);
        }
      });
      const untilEnd = view.endsAt - this.options.now();
      if (!view.organiser && untilEnd > 0 && untilEnd < MAX_TIMER_MS)
        created.endTimer = setTimeout(() => this.schedule(created), untilEnd + GATHER_MS);
      this.rooms.set(key, created);
      room = created;
    }
    const joined = room;
    joined.watchers.add(send);
    return () => {
      joined.watchers.delete(send);
      if (joined.watchers.size > 0 || this.rooms.get(key) !== joined) return;
      this.rooms.delete(key);
      this.close(joined);
    };
  }

  /**
   * The view's board as this process's watchers hold it: at most a gathering and a reading behind the
   * database (as the watchers are), unless the end, which unfreezes everyone's board, has passed unread.
   * The scoreboard route answers from it while a board is watched here, and reads the database otherwise,
   * so that a thousand pages that poll cost no more than one.
   */
  latestJson(view: ScoreboardView): string | undefined {
    const room = this.rooms.get(roomKey(view));
    if (!room?.last) return undefined;
    const now = this.options.now();
    if (room.last.frozen && now >= view.endsAt) return undefined;
    // Written once a reading (a thousand rows are most of a request's time), the server's time put first.
    if (room.lastJson === undefined) {
      const { serverTime: _, ...board } = room.last;
      room.lastJson = JSON.stringify(board).slice(1);
    }
    return `{"serverTime":${JSON.stringify(new Date(now).toISOString())},${room.lastJson}`;
  }

  closeAll(): void {
    for (const room of this.rooms.values()) this.close(room);
    this.rooms.clear();
  }

  private close(room: Room): void {
    room.unwatch();
    clearTimeout(room.endTimer);
    clearTimeout(room.gatherTimer);
    room.watchers.clear();
  }

  private schedule(room: Room): void {
    if (room.reading) {
      room.again = true;
      return;
    }
    room.reading = true;
    room.gatherTimer = setTimeout(() => void this.readAndSend(room), GATHER_MS);
  }

  private async readAndSend(room: Room): Promise<void> {
    try {
      room.again = false;
      const board = await this.options.read(room.view);
      const update = room.last && scoreboardUpdate(room.last, board);
      room.last = board;
      room.lastJson = undefined;
      if (update && update.rows.length === 0) return;
      const event = update ? `event: rows\ndata: ${JSON.stringify(update)}\n\n` : boardEvent(board);
      for (const send of room.watchers) send(event);
    } catch (error) {
      this.options.onError(error, room.view.contestId);
    } finally {
      room.reading = false;
      if (room.again && room.watchers.size > 0) this.schedule(room);
    }
  }
}
