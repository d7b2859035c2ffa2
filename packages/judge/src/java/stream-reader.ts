import type { Readable } from 'node:stream';

/**
 * Reads a length-framed protocol from a stream: whole lines and exact byte counts, waiting for more data as
 * needed. Once the stream ends, every pending and later read rejects.
 */
export class StreamReader {
  private buffer: Buffer = Buffer.alloc(0);
  private ended = false;
  private wake: (() => void) | undefined;

  constructor(
    stream: Readable,
    private readonly maxBuffered: number,
  ) {
    stream.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.wake?.();
    });
    stream.on('close', () => {
      this.ended = true;
      this.wake?.();
    });
  }

  async line(maxLength = 256): Promise<string> {
    for (;;) {
      const end = this.buffer.indexOf(10);
      if (end >= 0 && end <= maxLength)
        return this.take(end + 1)
          .subarray(0, end)
          .toString('latin1');
      if (end > maxLength || this.buffer.length > maxLength) throw new Error('protocol line too long');
      await this.more();
    }
  }

  async bytes(count: number): Promise<Buffer> {
    if (count > this.maxBuffered) throw new Error(`protocol frame of ${count} bytes is too large`);
    while (this.buffer.length < count) await this.more();
    return this.take(count);
  }

  private take(count: number): Buffer {
    const taken = this.buffer.subarray(0, count);
    this.buffer = this.buffer.subarray(count);
    return taken;
  }

  private more(): Promise<void> {
    if (this.ended) return Promise.reject(new Error('the stream ended'));
    return new Promise((resolve, reject) => {
      this.wake = () => {
        this.wake = undefined;
        if (this.ended) reject(new Error('the stream ended'));
        else resolve();
      };
    });
  }
}
