import { type ChildProcess, fork } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { sendIfConnected } from './channel';

/**
 * A process that sends on an IPC channel while the other end exits: the channel still says connected, the
 * write fails (EPIPE), and Node's `error` event, with nothing listening, would end the sender. A launcher
 * relaying to a web process that stopped at once (a damaged database) ended so, its stack on stderr.
 */

/** A child that exits a few milliseconds after it starts. */
function shortLived(): ChildProcess {
  return fork('-e', ['setTimeout(() => process.exit(1), 5)'], {
    execArgv: [],
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
}

/**
 * Sends a message on every turn of the loop until the child has gone. Resolves with the writes that failed:
 * those made after the child exited and before its parent saw the channel close.
 */
function sendUntilGone(child: ChildProcess): Promise<number> {
  let failed = 0;
  const channel = {
    get connected() {
      return child.connected;
    },
    send: (message: unknown, callback: (error: Error | null) => void) =>
      child.send(message as object, (error) => {
        if (error) failed++;
        callback(error);
      }),
  };
  const message = { text: 'x'.repeat(100_000) };
  return new Promise((resolve) => {
    const timer = setInterval(() => sendIfConnected(channel, message), 0);
    child.once('exit', () => {
      clearInterval(timer);
      // A failed write's callback comes a turn after the exit at most.
      setTimeout(() => resolve(failed), 20);
    });
  });
}

describe('sending on an IPC channel whose other end exits', () => {
  it('drops a write that fails, and the sender goes on', async () => {
    // Many children at once: the loop is busy, and a child's exit goes unseen for longer.
    let failedWrites = 0;
    for (let round = 0; round < 10 && failedWrites === 0; round++) {
      const failed = await Promise.all(Array.from({ length: 25 }, () => sendUntilGone(shortLived())));
      failedWrites += failed.reduce((sum, count) => sum + count, 0);
    }
    // The race was met (a write failed on a channel that said connected), and nothing was thrown.
    expect(failedWrites).toBeGreaterThan(0);
  });

  it('says a message to a channel already closed was not sent', async () => {
    const child = shortLived();
    await new Promise((resolve) => child.once('exit', resolve));
    expect(sendIfConnected(child, { type: 'close' })).toBe(false);
  });
});
