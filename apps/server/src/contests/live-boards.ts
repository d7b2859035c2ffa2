import type { Scoreboard } from '@codequest/contracts';
import type { ScoreboardView } from '../services/contests';
import type { BoardFeed } from './board-feed';

/**
 * This process's live scoreboards: everyone watching one contest's board in one view (its organisers' live
 * board, or everyone else's) shares one reading of it. At each change the feed reports, the board is read
 * once per view after a short pause that gathers a burst of changes into one reading, and sent to all its
 * watchers; a change heard during a reading brings one more. Everyone's board is read again at the contest's
 * end too, when its frozen outcomes show.
 */

/** How long a change waits for others before the board is read: a burst of submissions is one reading. */
const GATHER_MS = 150;
/** setTimeout's longest delay; a contest ending later than this is not read again at its end. */
const MAX_TIMER_MS = 2 ** 31 - 1;

type Send = (board: Scoreboard) => void;

interface Room {
  view: ScoreboardView;
  watchers: Set<Send>;
  unwatch: () => void;
  /** The read again at the contest's end, and the pause before the next reading. */
  endTimer: NodeJS.Timeout | undefined;
  gatherTimer: NodeJS.Timeout | undefined;
  reading: boolean;
  again: boolean;
}

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

  /** Sends `send` the view's board at each change until the returned function is called. */
  join(view: ScoreboardView, send: Send): () => void {
    const key = `${view.contestId}:${view.organiser ? 'organisers' : 'everyone'}`;
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
      };
      created.unwatch = this.options.feed.watch(view.contestId, () => this.schedule(created));
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

  /** How many watch boards in this process. */
  get watching(): number {
    let count = 0;
    for (const room of this.rooms.values()) count += room.watchers.size;
    return count;
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
      for (const send of room.watchers) send(board);
    } catch (error) {
      this.options.onError(error, room.view.contestId);
    } finally {
      room.reading = false;
      if (room.again && room.watchers.size > 0) this.schedule(room);
    }
  }
}
