import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('doubles from the first wait and stops at the cap', () => {
    const waits = [0, 1, 2, 3, 4, 5, 10].map((attempt) =>
      backoffDelay(attempt, { first: 1000, max: 15_000 }),
    );
    expect(waits).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
  });

  it('treats a negative attempt as the first', () => {
    expect(backoffDelay(-1, { first: 500, max: 4000 })).toBe(500);
  });
});
