import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/**
 * Word that a contest's scoreboard changed (a submission stored, a participant registered, the board
 * revealed), to every web process: the live boards watching that contest read it again. With Redis
 * (REDIS_URL), a change is published on one channel under the deployment's prefix and every process,
 * the one that published it included, hears it from its own subscription; without, in this process alone.
 * Only the contest's id travels: each process reads the board from the database itself.
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
      if (channel === this.channel) this.emit(Number(message));
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
  async changed(contestId: number): Promise<void> {
    const { redis } = this.options;
    if (!redis) return this.emit(contestId);
    try {
      await redis.publish(this.channel, String(contestId));
    } catch (error) {
      // Redis is away: this process's watchers hear it at least.
      this.options.onError?.(error);
      this.emit(contestId);
    }
  }

  /** Calls `listener` at each change of the contest's board until the returned function is called. */
  watch(contestId: number, listener: () => void): () => void {
    const event = String(contestId);
    this.local.on(event, listener);
    return () => this.local.off(event, listener);
  }

  async close(): Promise<void> {
    this.local.removeAllListeners();
    if (this.subscriber) await this.subscriber.quit().catch(() => this.subscriber?.disconnect());
  }

  private emit(contestId: number): void {
    if (Number.isSafeInteger(contestId)) this.local.emit(String(contestId));
  }
}
