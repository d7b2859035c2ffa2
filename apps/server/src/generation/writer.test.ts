import { afterAll, describe, expect, it } from 'vitest';
import { writeCandidate } from './candidate';
import { FAMILIES } from './families';
import { PuzzleWriter } from './writer';

/** The families' thread writes exactly what writeCandidate writes, while the event loop stays free. */

const writer = new PuzzleWriter();
afterAll(() => writer.close());

function family(id: string) {
  const found = FAMILIES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no family ${id}`);
  return found;
}

describe('the puzzle writer', () => {
  it('writes the same puzzle as writing it here', async () => {
    for (const [id, difficulty] of [
      ['algorithms/kth-distinct-score', 'easy'],
      ['data-structures/path-totals', 'medium'],
      ['logic-puzzles/tokens-to-the-corner', 'hard'],
    ] as const) {
      const written = await writer.write(id, 3, difficulty);
      expect(written.candidate).toBeDefined();
      expect(written).toEqual(writeCandidate(family(id), 3, difficulty));
    }
  }, 60_000);

  it('leaves the event loop free while a slow family writes', async () => {
    const slow = ['data-structures/one-slip-apart', 11, 'medium'] as const;
    let started = performance.now();
    writeCandidate(family(slow[0]), slow[1], slow[2]);
    const hereMs = performance.now() - started;
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    try {
      started = performance.now();
      const writing = writer.write(...slow);
      const callMs = performance.now() - started;
      const before = ticks;
      expect((await writing).candidate).toBeDefined();
      // Written here, the puzzle holds the loop for all of hereMs; asked of the thread, the call returns at
      // once and timers run until the puzzle comes back.
      expect(callMs).toBeLessThan(hereMs / 4);
      expect(ticks - before).toBeGreaterThan(0);
    } finally {
      clearInterval(timer);
    }
  }, 60_000);

  it('refuses an unknown family with its name, and goes on writing', async () => {
    await expect(writer.write('algorithms/no-such-family', 1, 'easy')).rejects.toThrow(
      'No puzzle family algorithms/no-such-family',
    );
    expect((await writer.write('algorithms/kth-distinct-score', 1, 'easy')).candidate).toBeDefined();
  }, 60_000);

  it('starts a new thread when asked after closing', async () => {
    const other = new PuzzleWriter();
    expect((await other.write('algorithms/kth-distinct-score', 2, 'easy')).candidate).toBeDefined();
    await other.close();
    expect((await other.write('algorithms/kth-distinct-score', 2, 'easy')).candidate).toBeDefined();
    await other.close();
  }, 60_000);
});
