/** Either end of Node's IPC channel: a child process seen from its parent, or `process` in the child. */
interface Channel {
  readonly connected: boolean;
  send?(message: unknown, callback: (error: Error | null) => void): boolean;
}

/**
 * Sends on an IPC channel whose other end may be going, and says whether it was sent. A channel still
 * connected can fail the write itself (EPIPE: the other process is exiting); Node then emits an `error`
 * event, which ends the sender if nothing listens. Here the failure is dropped: the other end's exit (or
 * `disconnect`) is what each side acts on.
 */
export function sendIfConnected(channel: Channel, message: unknown): boolean {
  if (!channel.connected || !channel.send) return false;
  channel.send(message, () => undefined);
  return true;
}
