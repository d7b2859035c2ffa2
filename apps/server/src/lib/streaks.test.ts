import { describe, expect, it } from 'vitest';
import { localHour } from './days';
import { currentStreak, extendStreak } from './streaks';

describe('day streaks', () => {
  it('extends on the next day, holds on the same day, restarts after a gap', () => {
    expect(extendStreak({ count: 0, lastDay: null }, '2026-11-10')).toEqual({
      count: 1,
      lastDay: '2026-11-10',
    });
    expect(extendStreak({ count: 4, lastDay: '2026-11-10' }, '2026-11-10')).toEqual({
      count: 4,
      lastDay: '2026-11-10',
    });
    expect(extendStreak({ count: 4, lastDay: '2026-11-10' }, '2026-11-11')).toEqual({
      count: 5,
      lastDay: '2026-11-11',
    });
    expect(extendStreak({ count: 4, lastDay: '2026-11-10' }, '2026-11-12')).toEqual({
      count: 1,
      lastDay: '2026-11-12',
    });
    expect(extendStreak({ count: 9, lastDay: '2026-12-31' }, '2027-01-01')).toEqual({
      count: 10,
      lastDay: '2027-01-01',
    });
    expect(extendStreak({ count: 2, lastDay: '2028-02-28' }, '2028-02-29')).toEqual({
      count: 3,
      lastDay: '2028-02-29',
    });
  });

  it('never shortens a streak when a time-zone change moves the calendar back', () => {
    expect(extendStreak({ count: 3, lastDay: '2026-11-11' }, '2026-11-10')).toEqual({
      count: 3,
      lastDay: '2026-11-11',
    });
  });

  it("shows the streak while its last day is yesterday or later, in the learner's zone", () => {
    const noonUtc = Date.UTC(2026, 10, 12, 12, 0);
    expect(currentStreak({ count: 5, lastDay: '2026-11-12' }, noonUtc, 'UTC')).toBe(5);
    expect(currentStreak({ count: 5, lastDay: '2026-11-11' }, noonUtc, 'UTC')).toBe(5);
    expect(currentStreak({ count: 5, lastDay: '2026-11-10' }, noonUtc, 'UTC')).toBe(0);
    // 12:00 UTC is already 01:00 on the 13th in Auckland: the 11th is two days back there.
    expect(currentStreak({ count: 5, lastDay: '2026-11-11' }, noonUtc, 'Pacific/Auckland')).toBe(0);
    expect(currentStreak({ count: 5, lastDay: null }, noonUtc, 'UTC')).toBe(0);
  });

  it('knows the local hour', () => {
    expect(localHour(Date.UTC(2026, 10, 12, 18, 0), 'Asia/Tokyo')).toBe(3);
    expect(localHour(Date.UTC(2026, 10, 12, 0, 30), 'UTC')).toBe(0);
  });
});
