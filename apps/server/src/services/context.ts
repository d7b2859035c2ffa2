import type { Kysely } from 'kysely';
import type { BoardFeed } from '../contests/board-feed';
import type { DB } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { RankBoard } from './rank-board';

/**
 * What every service needs: the database and the time; with Redis, the ranking kept there; where boards
 * are watched live, word of their changes.
 */
export interface ServiceContext {
  db: Kysely<DB>;
  clock: Clock;
  /** The ranking in Redis (REDIS_URL set): ranks are read there, and every XP change is written there. */
  ranks?: RankBoard | undefined;
  /** Told of each change of a contest's scoreboard, for the live boards of every web process. */
  boards?: BoardFeed | undefined;
}

/**
 * Who asks: the session's user. A service given the caller decides itself what they may see and do, and
 * refuses with 403 or 404; handlers only say who is asking.
 */
export interface Caller {
  userId: number;
  isAdmin: boolean;
}
