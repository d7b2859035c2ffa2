import { describe, expect, it } from 'vitest';
import { xpProgress } from './xp';

describe('xpProgress', () => {
  it('aims at the next multiple of 1000 above the current XP', () => {
    expect(xpProgress(0)).toEqual({ nextMilestone: 1000, percent: 0 });
    expect(xpProgress(250)).toEqual({ nextMilestone: 1000, percent: 25 });
    expect(xpProgress(999).nextMilestone).toBe(1000);
  });

  it('moves to the following multiple once a multiple is reached', () => {
    expect(xpProgress(1000)).toEqual({ nextMilestone: 2000, percent: 50 });
  });
});
