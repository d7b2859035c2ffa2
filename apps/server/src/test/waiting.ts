/**
 * Waiting for what another process, a timer or the mail does, by polling against a deadline: a test never
 * sleeps for a guessed time, and a failure says what never came.
 */

const POLL_MS = 20;

/** Polls `probe` until it returns a value other than undefined, and returns it; fails after timeoutMs. */
export async function eventually<T>(
  probe: () => T | undefined,
  timeoutMs = 5000,
  what = 'nothing came',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await pause();
  }
}

/** Retries the assertion until it holds, or throws its last failure after timeoutMs. */
export async function until(assertion: () => unknown, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await pause();
    }
  }
}

function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, POLL_MS));
}
