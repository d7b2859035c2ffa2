import { EventEmitter } from 'node:events';
import type { ContestAnnouncement } from '@codequest/contracts';
import type { Redis } from 'ioredis';

/** What a contest's watchers hear: its board changed (read it again), or an announcement, as it is. */
export type BoardNews = { kind: 'changed' } | { kind: 'announcement'; announcement: ContestAnnouncement };

/**
 * Word that a contest's scoreboard changed (a submission stored, a participant registered, the board
 * revealed), or that its organisers announced something, to every web process: the live boards watching
 * that contest read it again, or pass the announcement on. With Redis (REDIS_URL), news is published on one
 * channel under the deployment's prefix and every process, the one that published it included, hears it
 * from its own subscription; without, in this process alone. For a change only the contest's id travels:
 * each process reads the board from the database itself.
 */
export class BoardFeed {
  private readonly local = new EventEmitter();
  private readonly subscriber: Redis | undefined;
  private readonly channel: string;
  private readonly ready: Promise<void>;

  constructor(
    private readonly options: {
      redis?: Redis | undefined;
      prefix?: string;
      onError?: (error: unknown) => void;
    } = {},
  ) {
    // A thousand people may watch one contest from one process.
    this.local.setMaxListeners(0);
    this.channel = `${options.prefix ?? 'codequest'}:contest-boards`;
    const { redis } = options;
    if (!redis) {
      this.subscriber = undefined;
      this.ready = Promise.resolve();
      return;
    }
    // A connection in subscriber mode takes no other command: a connection of its own.
    this.subscriber = redis.duplicate();
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.hear(message);
    });
    this.ready = this.subscriber.subscribe(this.channel).then(
      () => undefined,
      (error: unknown) => options.onError?.(error),
    );
  }

  /** Resolves once this process hears what the others publish. */
  whenReady(): Promise<void> {
    return this.ready;
  }

  /** Tells every process's watchers of the contest that its board changed. */
  changed(contestId: number): Promise<void> {
    return this.publish(String(contestId));
  }

  /** Passes an announcement to every process's watchers of the contest. */
  announced(contestId: number, announcement: ContestAnnouncement): Promise<void> {
    return this.publish(JSON.stringify({ contestId, announcement }));
  }

  /** Calls `listener` with each piece of the contest's news until the returned function is called. */
  watch(contestId: number, listener: (news: BoardNews) => void): () => void {
    const event = String(contestId);
    this.local.on(event, listener);
    return () => this.local.off(event, listener);
  }

  async close(): Promise<void> {
    this.local.removeAllListeners();
    if (this.subscriber) await this.subscriber.quit().catch(() => this.subscriber?.disconnect());
  }

  /** A message as published: a contest's id (its board changed), or an announcement as JSON. */
  private async publish(message: string): Promise<void> {
    const { redis } = this.options;
    if (!redis) return this.hear(message);
    try {
      await redis.publish(this.channel, message);
    } catch (error) {
      // Redis is away: this process's watchers hear it at least.
      this.options.onError?.(error);
      this.hear(message);
    }
  }

  private hear(message: string): void {
    if (!message.startsWith('{')) {
      const contestId = Number(message);
      if (Number.isSafeInteger(contestId)) this.local.emit(String(contestId), { kind: 'changed' });
      return;
    }
    try {
      const { contestId, announcement } = JSON.parse(message) as {
        contestId: number;
        announcement: ContestAnnouncement;
      };
      if (Number.isSafeInteger(contestId))
        this.local.emit(String(contestId), { kind: 'announcement', announcement } satisfies BoardNews);
    } catch {
      // Not ours: another version's message, ignored.
    }
  }
}
