import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Scoreboard } from '@codequest/contracts';
import type { ScoreboardView } from '../services/contests';
import type { BoardFeed } from './board-feed';
import { type BoardText, changedRows, updateText, writeBoard } from './board-text';

/**
 * This process's live scoreboards: everyone watching one contest's board in one view (its organisers' live
 * board, or everyone else's) shares one reading of it. At each change the feed reports, the board is read
 * once per view after a short pause that gathers a burst of changes into one reading, and what changed since
 * the room's last reading is sent to all its watchers as one `rows` event, written once (the whole board as a
 * `scoreboard` event when more than rows changed: frozen, revealed); a change heard during a reading brings
 * one more. Everyone's board is read again at the freeze's start and at the contest's end too, when it
 * freezes and when its frozen outcomes show. An
 * organisers' announcement is passed to every watcher as an `announcement` event at once. Once the board has
 * been asked for as JSON, each reading is made ready as the scoreboard route's copy (compressed, off the
 * event loop) before its event is sent, and the copy is renewed before it ages, so that the route rarely
 * does more than send bytes it already has.
 */

/** How long a change waits for others before the board is read: a burst of submissions is one reading. */
const GATHER_MS = 300;
/** setTimeout's longest delay; a contest ending later than this is not read again at its end. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** How old a watched board's JSON copy (its server time) may be before the next request makes it anew. */
const COPY_MS = 500;
/** From this age on, a request for the copy has the next one made ready meanwhile, so that none waits. */
const RENEW_MS = COPY_MS / 2;
/** How long after it was last asked for an encoding is still made ready with each new copy. */
const ASKED_MS = 60_000;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encodings a board's copy is kept in, besides JSON as it is. */
export type CopyEncoding = 'br' | 'gzip';

/**
 * A watched board as the scoreboard route answers it: its JSON with the server's time of the copy, and the
 * same compressed, made once each, off the event loop (zlib's threads). A thousand pages that poll cost one
 * compression per copy rather than one each (about 10 ms for a thousand rows). The room makes each new
 * copy ready in the encodings asked for lately before it serves it, so that a request rarely waits for one.
 */
export class BoardCopy {
  /** The board as JSON, the server's time first: encoded once for all who ask, compressed or not. */
  readonly json: Buffer;
  private readonly encoded = new Map<CopyEncoding, Promise<Buffer>>();

  constructor(
    /** The reading it was made from. */
    readonly text: BoardText,
    readonly at: number,
    /** When each encoding was last asked for, shared by the room's copies. */
    private readonly asked: Map<CopyEncoding, number>,
  ) {
    this.json = Buffer.from(`{"serverTime":${JSON.stringify(new Date(at).toISOString())},${text.body}`);
  }

  encodedAs(encoding: CopyEncoding): Promise<Buffer> {
    this.asked.set(encoding, this.at);
    return this.encode(encoding);
  }

  /** Resolves once the encodings asked for in the last ASKED_MS are made. */
  async prepare(): Promise<void> {
    const recent = [...this.asked].filter(([, at]) => this.at - at < ASKED_MS);
    await Promise.allSettled(recent.map(([encoding]) => this.encode(encoding)));
  }

  private encode(encoding: CopyEncoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(this.json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
          : gzip(this.json);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** Writes one Server-Sent Event, already formatted. */
type Send = (event: string | Buffer) => void;

/** How many watchers are written to before other requests get a turn. */
const WATCHERS_PER_TURN = 100;

/**
 * Sends the event to every watcher, a hundred at a time with other work let in between: a thousand
 * watchers' writes at once held every other request of the process (a JSON board's among them) for tens
 * of milliseconds. One buffer serves them all. A watcher who leaves meanwhile is not written to.
 */
async function sendInTurns(watchers: Set<Send>, event: string): Promise<void> {
  const bytes = Buffer.from(event);
  let written = 0;
  for (const send of [...watchers]) {
    if (!watchers.has(send)) continue;
    send(bytes);
    written++;
    if (written % WATCHERS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A board as the `scoreboard` event that starts every live board, and follows a change of more than rows. */
export const boardEvent = (board: Scoreboard): string =>
  `event: scoreboard\ndata: ${JSON.stringify(board)}\n\n`;

interface Room {
  view: ScoreboardView;
  watchers: Set<Send>;
  unwatch: () => void;
  /** The readings again at the freeze's start and the contest's end; the pause before the next reading. */
  timers: NodeJS.Timeout[];
  gatherTimer: NodeJS.Timeout | undefined;
  reading: boolean;
  again: boolean;
  /** The room's last reading, written once (board-text.ts): the next event says what changed since. */
  text: BoardText | undefined;
  /** Resolves once the first watcher's board, which the room starts from, is written. */
  written: Promise<void>;
  /** The copy the scoreboard route answers, made at most COPY_MS ago. */
  copy: BoardCopy | undefined;
  /** A request found the copy past RENEW_MS: the next is being made ready. */
  renewing: boolean;
  /** When each encoding of the copy was last asked for: a new copy is made ready in those. */
  asked: Map<CopyEncoding, number>;
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
        timers: [],
        gatherTimer: undefined,
        reading: false,
        again: false,
        text: undefined,
        written: Promise.resolve(),
        copy: undefined,
        renewing: false,
        asked: new Map(),
      };
      created.written = writeBoard(current).then((text) => {
        created.text ??= text;
      });
      created.unwatch = this.options.feed.watch(view.contestId, (news) => {
        if (news.kind === 'changed') this.schedule(created);
        else {
          const event = Buffer.from(`event: announcement\ndata: ${JSON.stringify(news.announcement)}\n\n`);
          for (const send of created.watchers) send(event);
        }
      });
      // Everyone's board changes by itself twice: frozen at the freeze's start, unfrozen at the end.
      if (!view.organiser)
        created.timers = [view.freezesAt, view.endsAt].flatMap((at) => {
          const wait = at - this.options.now();
          return wait > 0 && wait < MAX_TIMER_MS
            ? [setTimeout(() => this.schedule(created), wait + GATHER_MS)]
            : [];
        });
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
   * database (as the watchers are: a reading's copy is served before its event is sent), unless the end,
   * which unfreezes everyone's board, has passed unread. The scoreboard route answers from it while a board
   * is watched here, and reads the database otherwise, so that a thousand pages that poll cost no more than
   * one. Its server time is the copy's, at most COPY_MS old; a request that finds it past RENEW_MS has the
   * next made ready meanwhile, so that none waits for a compression while the board is asked for often.
   */
  latest(view: ScoreboardView): BoardCopy | undefined {
    const room = this.rooms.get(roomKey(view));
    if (!room?.text) return undefined;
    const now = this.options.now();
    if (room.text.board.frozen && now >= view.endsAt) return undefined;
    const { copy } = room;
    if (copy && now - copy.at < COPY_MS) {
      if (now - copy.at >= RENEW_MS && !room.renewing) {
        room.renewing = true;
        void this.makeReady(room, room.text)
          .catch((error: unknown) => this.options.onError(error, view.contestId))
          .finally(() => {
            room.renewing = false;
          });
      }
      return copy;
    }
    room.copy = new BoardCopy(room.text, now, room.asked);
    return room.copy;
  }

  closeAll(): void {
    for (const room of this.rooms.values()) this.close(room);
    this.rooms.clear();
  }

  private close(room: Room): void {
    room.unwatch();
    for (const timer of room.timers) clearTimeout(timer);
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

  /**
   * A new copy of the reading, served once its encodings asked for lately are made (until then the one
   * before it, still younger than COPY_MS, or made anew by a request that finds none).
   */
  private async makeReady(room: Room, text: BoardText): Promise<void> {
    const copy = new BoardCopy(text, this.options.now(), room.asked);
    await copy.prepare();
    const current = room.copy;
    if (room.text === text && (!current || current.text !== text || current.at < copy.at)) room.copy = copy;
  }

  private async readAndSend(room: Room): Promise<void> {
    try {
      room.again = false;
      const board = await this.options.read(room.view);
      await room.written;
      const previous = room.text;
      const text = await writeBoard(board);
      const changed = previous && changedRows(previous, text);
      room.text = text;
      // Once the JSON has been asked for, the route answers this reading before its watchers hear of it.
      if (room.copy) await this.makeReady(room, text);
      if (changed && changed.length === 0) return;
      const event = changed
        ? `event: rows\ndata: ${updateText(changed, board.serverTime)}\n\n`
        : boardEvent(board);
      await sendInTurns(room.watchers, event);
    } catch (error) {
      this.options.onError(error, room.view.contestId);
    } finally {
      room.reading = false;
      if (room.again && room.watchers.size > 0) this.schedule(room);
    }
  }
}
