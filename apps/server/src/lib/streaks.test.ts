import { describe, expect, it } from 'vitest';
import { localHour } from './days';
import { currentStreak, extendStreak } from './streaks';

/** A streak as the learner's row keeps it: how many days, and the last of them. */
const streak = (count: number, lastDay: string | null) => ({ count, lastDay });

describe('day streaks', () => {
  it('extends on the next day, holds on the same day, restarts after a gap', () => {
    expect(extendStreak(streak(0, null), '2026-11-10')).toEqual(streak(1, '2026-11-10'));
    expect(extendStreak(streak(4, '2026-11-10'), '2026-11-10')).toEqual(streak(4, '2026-11-10'));
    expect(extendStreak(streak(4, '2026-11-10'), '2026-11-11')).toEqual(streak(5, '2026-11-11'));
    expect(extendStreak(streak(4, '2026-11-10'), '2026-11-12')).toEqual(streak(1, '2026-11-12'));
    expect(extendStreak(streak(9, '2026-12-31'), '2027-01-01')).toEqual(streak(10, '2027-01-01'));
    expect(extendStreak(streak(2, '2028-02-28'), '2028-02-29')).toEqual(streak(3, '2028-02-29'));
  });

  it('never shortens a streak when a time-zone change moves the calendar back', () => {
    expect(extendStreak(streak(3, '2026-11-11'), '2026-11-10')).toEqual(streak(3, '2026-11-11'));
  });

  it("shows the streak while its last day is yesterday or later, in the learner's zone", () => {
    const noonUtc = Date.UTC(2026, 10, 12, 12, 0);
    expect(currentStreak(streak(5, '2026-11-12'), noonUtc, 'UTC')).toBe(5);
    expect(currentStreak(streak(5, '2026-11-11'), noonUtc, 'UTC')).toBe(5);
    expect(currentStreak(streak(5, '2026-11-10'), noonUtc, 'UTC')).toBe(0);
    // 12:00 UTC is already 01:00 on the 13th in Auckland: the 11th is two days back there.
    expect(currentStreak(streak(5, '2026-11-11'), noonUtc, 'Pacific/Auckland')).toBe(0);
    expect(currentStreak(streak(5, null), noonUtc, 'UTC')).toBe(0);
  });

  it('knows the local hour', () => {
    expect(localHour(Date.UTC(2026, 10, 12, 18, 0), 'Asia/Tokyo')).toBe(3);
    expect(localHour(Date.UTC(2026, 10, 12, 0, 30), 'UTC')).toBe(0);
  });
});
